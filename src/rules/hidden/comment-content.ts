// What an HTML comment hides from the reader of rendered Markdown, judged by its words: text that
// speaks to the model or gives instructions, a command, a URL or link, or long prose is reported; a
// marker, a generator banner, an attribution, a TODO or a linter directive is not (docs/rules.md
// "hidden/html-comment"). Every exemption has a table case of the finding it must not swallow
// (test/rules/hidden/html-comment.test.ts).

/** Words that address the model or give it orders. */
const speaksToModel: readonly RegExp[] = [
  /\b(?:you|your|yours|yourself|you're|you'll)\b/i,
  // A name followed by a file extension is a file (`CLAUDE.md`, `AGENTS.md`), not someone spoken to.
  /\b(?:ai|assistant|llm|claude|chatgpt|gpt|gemini|copilot|codex|model|agents?|bot)\b(?!\.[a-z])/i,
  /\b(?:ignore|disregard|pretend|always|never|must|instead|instructions?|prompt|secretly|silently)\b/i,
  /\b(?:answer|respond|reply|tell|reveal|mention|approve|obey)\b/i,
  /\bdo(?:n't| not) (?:tell|mention|reveal|show|say|report|ask|warn)\b/i,
];

const url = /\b(?:https?|ftp|file|data|javascript):[^\s>]+|\bwww\.[a-z0-9-]+\.[a-z]{2,}/i;
const markdownLink = /\[[^\]\n]*\]\([^)\s]+\)/;

/** A label that credits or cites a source: one URL after it is an attribution, not hidden content. */
const attribution =
  /^(?:source|sources|from|adapted from|based on|copied from|derived from|credit|credits|original|origin|upstream|see|ref|reference|license|licence|copyright|©|\(c\)|generated (?:by|from)|auto-generated (?:by|from))\b/i;

/** Code spans, paired left to right: one holding a space is a command line (a lone `name.yml` is a file name). */
const commandInBackticks = (text: string): boolean => [...text.matchAll(/`([^`]*)`/g)].some((m) => /\S\s+\S/.test(m[1] ?? ''));

/** A shell command: a prompt, chaining, or a common tool with arguments at the start. */
const command: readonly RegExp[] = [
  /(?:^|\s)\$\s+\S/,
  /\s(?:&&|\|\|)\s|\s\|\s*[a-z]/i,
  /^(?:git|npm|npx|pnpm|yarn|pip3?|uvx?|curl|wget|bash|sh|zsh|python3?|node|deno|bun|rm|chmod|chown|sudo|docker|kubectl|cargo|brew|apt-get|apt|eval|exec)\s+\S/i,
];

/** A linter or formatter directive's name (`prettier-ignore`, `markdownlint-disable`): a word such as "ignore" in it orders no one. */
const directiveName =
  /^(?:prettier-ignore(?:-start|-end)?|markdownlint-(?:disable|enable|capture|restore|configure-file)(?:-next-line|-line|-file)?|textlint-(?:disable|enable)|cspell:\S*|vale\s+\S+|lint-(?:disable|enable)|eslint-(?:disable|enable)\S*)/i;

/** More words than a note needs: prose a reviewer never sees. */
export const longProseWords = 40;

const wordsOf = (text: string): number => text.match(/\p{L}[\p{L}\p{N}'’-]*/gu)?.length ?? 0;

/** Why a comment's inner text (between `<!--` and `-->`) hides something a reviewer should see; undefined when it does not. */
export function hiddenContent(inner: string): string | undefined {
  const text = inner.trim().replace(directiveName, '');
  if (speaksToModel.some((re) => re.test(text))) return 'speaks to the model';
  if (commandInBackticks(text) || command.some((re) => re.test(text))) return 'holds a command';
  const words = wordsOf(text);
  if (markdownLink.test(text)) return 'holds a link';
  if (url.test(text)) {
    // One URL after an attribution label, in a short comment, credits a source.
    const urls = text.match(new RegExp(url.source, 'gi')) ?? [];
    if (!(attribution.test(text) && urls.length === 1 && words <= 12)) return 'holds a URL';
  }
  if (words > longProseWords) return `holds ${words} words of prose`;
  return undefined;
}
