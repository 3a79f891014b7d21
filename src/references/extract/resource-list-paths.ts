// Files a skill names as its own without a path under references/, scripts/ or assets/: the items of
// its "Resources" list (`init_skill.py`, `templates/`, `**api-design.md**` under a `references/`
// heading), and a `./x.py` run from the skill directory (docs/rules.md, "reference/unresolved").
// The text around the name decides whose file it is, never a list of names.
import type { MarkdownDocument } from '../../load/markdown/document.js';
import type { Reference } from '../reference.js';
import { fileWithSameName, resolveReference } from '../resolve/resolve-reference.js';
import type { SkillFileIndex } from '../resolve/skill-file-index.js';
import { placeOf } from './place.js';

/** A heading that names the skill's own files: "Resources", "Reference files", "Bundled scripts", "Files in this skill". */
const ownResourcesHeading =
  /^(?:(?:bundled|included|supporting|additional|skill|available)\s+)?(?:resources|resource files|reference files|(?:bundled|included|supporting|skill)\s+(?:files|scripts))(?:\s*(?:&|and)\s*(?:references|scripts|tools|templates))?$|^(?:files|resources|scripts) (?:in|of|bundled with|included with|shipped with) this skill$|^this skill's (?:files|resources|scripts)$/i;
/** A heading that may list the skill's files or the user's: its list counts when one item names a file the skill has. */
const filesHeading = /^(?:files|scripts|assets|templates|references|tools)$/i;
/** A heading that is nothing but a skill directory (`references/`, `examples/`): the names below it are inside it. */
const directoryHeading = /^`?([A-Za-z0-9_][A-Za-z0-9_.-]*)\/`?$/;
/** A list item or line that opens with a name in a code span or bold: `init_skill.py`, **examples/**, **api-design.md**. */
const openingName =
  /^([ \t]*)(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(?:\*\*|__|`)((?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*(?:[A-Za-z0-9_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z][A-Za-z0-9]{0,9}|[A-Za-z0-9_][A-Za-z0-9_.-]*\/))(?:\*\*|__|`)/;
/** A list marker opening a line. */
const listMarker = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]/;
/** Words that put a file in the user's project or make it an output: such a list or item is not the skill's files. */
const notTheSkills =
  /\b(?:creat(?:e|es|ed|ing)|generat(?:e|es|ed|ing)|writes?|written|outputs?|produc(?:e|es|ed)|your (?:project|repo(?:sitory)?|app|codebase)|the user's|in the project)\b/i;
/** Words that call a file the skill's: "this skill's dependencies", "bundled", "from this directory". */
const ownershipWords =
  /\bthis skill(?:'s)?\b|\bthe skill(?:'s)? (?:directory|folder|files?|scripts?)\b|\bbundled\b|\bfrom this (?:directory|folder)\b|\bskill (?:directory|folder)\b/i;
/** `./name.ext` run from the current directory (one segment: `./scripts/x.py` is read elsewhere). */
const dotSlashName = /(?<![\w./-])\.\/([A-Za-z0-9_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z][A-Za-z0-9]{0,7})(?![\w/.-])/g;

interface Heading {
  readonly level: number;
  readonly own: boolean;
  readonly maybe: boolean;
  readonly directory: string | undefined;
}

interface Candidate {
  readonly target: string;
  readonly offset: number;
}

/** The heading text without emphasis, emoji or trailing punctuation. */
function headingText(raw: string): string {
  return raw
    .replace(/[*_]{1,3}/g, '')
    .replace(/^[^A-Za-z0-9`]+/, '')
    .replace(/[\s:#]+$/, '')
    .trim();
}

/** Does `target` name a file or directory of the skill, or one of the same name elsewhere in it (a list's layout is loose)? */
function skillHas(target: string, index: SkillFileIndex): boolean {
  if (resolveReference(target, 'SKILL.md', index).kind === 'resolved') return true;
  return !target.endsWith('/') && fileWithSameName(target, index) !== undefined;
}

/**
 * Resource-list names and `./x` runs that name the skill's own files. A list under a heading that
 * names the skill's resources counts whole; under a plain "Files" heading only when one of its items
 * names a file the skill has; a list or item that creates, outputs or places its files in the user's
 * project never counts. A `./name.ext` run counts when the skill has a file of that name elsewhere,
 * the file names it under a skill directory (`scripts/name.ext`), or the lead-in calls it the skill's.
 * Once a name counts, a code span that is that name or runs it (`python name.py`) counts too.
 */
export function skillResourceNames(text: string, document: MarkdownDocument, bodyOffset: number, index: SkillFileIndex): Reference[] {
  const found: Candidate[] = [];
  const owned = new Set<string>();
  const headings: Heading[] = [];
  let list: { items: Candidate[]; evidence: boolean; own: boolean; skip: boolean } | undefined;
  let leadIn = '';
  const nested: { indent: number; directory: string }[] = [];
  const closeList = (): void => {
    if (list !== undefined && !list.skip && (list.own || list.evidence)) {
      for (const item of list.items) if (!skillHas(item.target, index)) (found.push(item), owned.add(item.target));
    }
    list = undefined;
    nested.length = 0;
  };
  let lineStart = bodyOffset;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const place = placeOf(document, bodyOffset, lineStart + line.search(/\S|$/));
    if (place === 'command' || place === 'ignored') {
      if (line.trim() !== '') closeList();
    } else if (/^#{1,6}[ \t]/.test(line)) {
      closeList();
      leadIn = '';
      const level = line.indexOf(' ');
      while (headings.length > 0 && (headings[headings.length - 1] as Heading).level >= level) headings.pop();
      const title = headingText(line.slice(level));
      const parentOwn = headings.some((heading) => heading.own);
      const directory = directoryHeading.exec(title)?.[1];
      headings.push({
        level,
        own: ownResourcesHeading.test(title) || (directory !== undefined && parentOwn),
        maybe: filesHeading.test(title) || directory !== undefined,
        directory,
      });
    } else if (line.trim() === '') {
      // A blank line inside a list keeps it; a paragraph after one closes it (below).
    } else {
      const heading = headings[headings.length - 1];
      const match = heading !== undefined && (heading.own || heading.maybe) ? openingName.exec(line) : null;
      const isItem = listMarker.test(line);
      if (match === null || (!isItem && heading?.directory === undefined)) {
        if (!isItem && !/^[ \t]/.test(line)) {
          closeList();
          leadIn = line;
        }
      } else {
        list ??= {
          items: [],
          evidence: false,
          own: heading?.own === true || ownershipWords.test(leadIn),
          skip: notTheSkills.test(leadIn),
        };
        const indent = (match[1] as string).length;
        while (nested.length > 0 && (nested[nested.length - 1] as { indent: number }).indent >= indent) nested.pop();
        const name = match[2] as string;
        const inside = nested.length > 0 ? (nested[nested.length - 1] as { directory: string }).directory : (heading?.directory ?? '');
        const target = inside === '' || name.startsWith(`${inside}/`) ? name : `${inside}/${name}`;
        const offset = lineStart + line.indexOf(name, indent);
        const rest = line.slice(line.indexOf(name, indent) + name.length);
        if (skillHas(target, index)) list.evidence = true;
        else if (!notTheSkills.test(rest)) list.items.push({ target, offset });
        if (name.endsWith('/')) nested.push({ indent, directory: target.slice(0, -1) });
      }
    }
    lineStart = lineEnd + 1;
  }
  closeList();
  dotSlashRuns(text, document, bodyOffset, index, found, owned);
  if (owned.size > 0) mentionsOfOwnedNames(text, document, bodyOffset, owned, found);
  const seen = new Set<number>();
  const refs: Reference[] = [];
  for (const candidate of found.sort((a, b) => a.offset - b.offset)) {
    if (seen.has(candidate.offset)) continue;
    seen.add(candidate.offset);
    refs.push({ target: candidate.target, offset: candidate.offset, kind: 'path', tentative: false });
  }
  return refs;
}

/** The prose line that introduces the line at `lineStart`: the closest non-blank line above a code block, or the line itself. */
function leadInOf(text: string, document: MarkdownDocument, bodyOffset: number, offset: number): string {
  let lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const here = text.slice(lineStart, text.indexOf('\n', offset) === -1 ? text.length : text.indexOf('\n', offset));
  if (placeOf(document, bodyOffset, offset) !== 'command') return here;
  while (lineStart > bodyOffset) {
    const previousStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    const previous = text.slice(previousStart, lineStart - 1);
    if (previous.trim() !== '' && !/^[ \t]*(?:```|~~~)/.test(previous) && placeOf(document, bodyOffset, previousStart) === 'prose')
      return previous;
    lineStart = previousStart;
  }
  return '';
}

function dotSlashRuns(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  index: SkillFileIndex,
  found: Candidate[],
  owned: Set<string>,
): void {
  if (!text.includes('./')) return;
  dotSlashName.lastIndex = bodyOffset;
  for (let match = dotSlashName.exec(text); match !== null; match = dotSlashName.exec(text)) {
    const name = match[1] as string;
    const offset = match.index;
    const place = placeOf(document, bodyOffset, offset);
    if (place !== 'command' && place !== 'code-span') continue;
    if (index.files.has(name)) continue;
    const elsewhere = fileWithSameName(name, index) !== undefined;
    const underSkillDirectory = new RegExp(`\\b(?:scripts|references|assets)/${name.replace(/[.]/g, '\\.')}\\b`).test(text);
    if (!elsewhere && !underSkillDirectory && !ownershipWords.test(leadInOf(text, document, bodyOffset, offset))) continue;
    found.push({ target: `./${name}`, offset });
    owned.add(name);
  }
}

/** A code span that is an owned name, or runs it (`python init_skill.py`, `bash setup.sh --dry-run`). */
function mentionsOfOwnedNames(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  owned: ReadonlySet<string>,
  found: Candidate[],
): void {
  const spans = document.codeSpans;
  for (let i = 0; i < spans.length; i += 2) {
    const start = spans[i] as number;
    const end = spans[i + 1] as number;
    if (start < bodyOffset || end - start > 200) continue;
    const content = text.slice(start, end).replace(/^`+\s?|\s?`+$/g, '');
    // A `./name` run is dotSlashRuns'.
    const run = /^(?:(?:python3?|node|bash|sh|ruby|uv run|pip install -r)\s+)?([A-Za-z0-9_][A-Za-z0-9_.-]*)(?:\s|$)/.exec(content);
    const name = run?.[1];
    if (name === undefined || !owned.has(name)) continue;
    found.push({ target: name, offset: start + text.slice(start, end).indexOf(name) });
  }
}
