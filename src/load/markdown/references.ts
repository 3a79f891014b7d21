// What is a reference to a skill file, in one place for every reference rule (docs/rules.md,
// "reference/*"). The model: a reference is something the skill tells the model to open or run.
// - Prose (paragraphs, headings, list items, block quotes, tables, HTML blocks, the SKILL.md
//   frontmatter): Markdown links and images, link reference definitions and autolinks, as
//   CommonMark reads them (document.ts: wrapped link text, escapes, entities); and paths starting
//   with `references/`, `scripts/` or `assets/` (the Agent Skills directories), bare or in a code
//   span (unless the span is a code sample and the path one of its string literals:
//   `_.source = "./scripts/env.sh"`, `require('./assets/font.otf')`). A bare prose path with no extension ("the scripts/tools folder") is a reference only when
//   it names a file or directory of the skill, or the same name with an extension exists (then it
//   is a dead reference with a hint); in a code span it always is (`scripts/analyze` is a command).
//   A directory path ending in `/` (`scripts/glm-proxy/`) is read like the bare prose path, anywhere.
// - Command blocks (fenced code with no info string or a shell info string, and indented code):
//   the skill-directory paths in them (`python scripts/x.py`), nothing else.
// - Every other code block (a language sample, a ````markdown example, a JSON or XML payload, a
//   fill-in template) is about the user's project: nothing in it is a reference, neither links,
//   nor paths, nor `file:` URLs.
// - Markdown files that are templates for the user's documents (under `assets/` or `templates/`,
//   or named `*template*`) hold no references: their links point into the user's repository.
// - `file:` URLs count as link destinations, and bare in prose outside code spans and quotes;
//   `file:` followed by anything but `/` or a drive (`configuration file:\n`) is no URL.
// - Link destinations that are placeholders (`[Results]`, `{name}.md`, `<path>`, `…`) are not
//   references; `{baseDir}/…` and `${CLAUDE_SKILL_DIR}/…` are (resolve-reference.ts).
// - A path written from a host placeholder for the skill directory (`{baseDir}/x.md`,
//   `${CLAUDE_SKILL_DIR}/../other/x.md`) names a skill file whatever its first directory: in prose,
//   a code span or a command block it is a reference (and a `..` in it leaves the skill).
// - A `SKILL_DIR` placeholder is read the same way: the blank `<SKILL_DIR>/…` always, a variable
//   (`$SKILL_DIR/…`) only in a file that defines it as the skill's directory; a path written from the repository root through
//   the skill's own directory (`skills/pdf/scripts/x.py` in the skill pdf) names the skill's file.
// - A `scripts/…` path in a skill that ships no scripts/ and works in the user's repository is that
//   repository's tooling, not a dead reference (user-repository.ts).
// - A skill-directory path shown under an explicit "Example:" label (on its line, or a list led in
//   by a paragraph that opens with it) that names no file is an illustration for the reader's own
//   skill, not a dead reference (example-label.ts). Links are always references.
// - A bare Markdown file name in prose or a code span (`see REFERENCE.md`) is a reference only when
//   it names a file of the skill in another case (reference.md): then it is a dead reference with
//   that hint; a bare name that matches nothing (`README.md` of the user's repository) is not one.
// - A code span that is nothing but a file path under another directory the skill ships
//   (`templates/viewer.html` when templates/ exists) is a reference too.
// Other bare paths (`./gradlew`, `../utils`, `/usr/bin`) are not references: skills talk about the
// user's project and system, and only links or the skill directories name the skill's own files.
import type { LoadedSkill, SourceFile } from '../model.js';
import type { CodeBlock } from './blocks.js';
import { type MarkdownDocument, readMarkdown } from './document.js';
import { bareMarkdownNames } from './bare-markdown-names.js';
import { isInlineExample, isUnderExampleLabel } from './example-label.js';
import { isWrittenPath } from './output-path.js';
import { isUserRepositoryScript } from './user-repository.js';
import {
  dirnameOf,
  fileWithExtension,
  hostPlaceholder,
  prefixesOf,
  resolveFromDirectory,
  type Resolution,
  type SkillFileIndex,
  skillFileIndex,
} from './resolve-reference.js';
import { DOT, DOUBLE_QUOTE, SINGLE_QUOTE, SLASH } from './char-codes.js';

export { indexFiles, resolveReference, skillFileIndex, type Resolution, type SkillFileIndex } from './resolve-reference.js';

export type ReferenceKind = 'link' | 'path' | 'file-url';

export interface Reference {
  readonly target: string;
  /** UTF-16 offset of the target in the file's text. */
  readonly offset: number;
  readonly kind: ReferenceKind;
  /** A bare prose path without an extension: a reference only if it names something (see above). */
  readonly tentative: boolean;
}

const pathTokenAt = /(?<![A-Za-z0-9._~/\\:%@-])(?:\.\/)?(?:references|scripts|assets)\/[A-Za-z0-9._~/%+-]{0,1000}/y;
/** The same token right after a host placeholder and its `/` (the lookbehind would refuse the `/`). */
const pathAfterPlaceholderAt = /(?:references|scripts|assets)\/[A-Za-z0-9._~/%+-]{0,1000}/y;
const placeholderBefore = /(?:\{\{baseDir\}\}|\{baseDir\}|\$\{CLAUDE_SKILL_DIR\}|\$CLAUDE_SKILL_DIR)$/;
/** A path after a host placeholder for the skill directory (resolve-reference.ts hostPlaceholder). */
const placeholderPath = /(?:\{\{baseDir\}\}|\{baseDir\}|\$\{CLAUDE_SKILL_DIR\}|\$CLAUDE_SKILL_DIR)\/[A-Za-z0-9._~/%+-]{1,1000}/g;
/** What follows the placeholder when it names only a directory (`{baseDir}/`, `{baseDir}/scripts/`). */
const directoryAfterPlaceholder = /^[^/]*\/(?:\.\/)?(?:(?:references|scripts|assets)\/?)?$/;
// A file: URL names a path (`file:/…`, `file:///…`, `file:C:/…`); "the file: …" in prose does not,
// and neither does `file:\n` inside an escaped JSON string.
const fileUrlAt = /(?<![A-Za-z0-9+.-])file:(?:\/|[A-Za-z]:[/\\])[^\s<>()"'`[\]]{0,2000}/iy;
/** A bare skill directory (`references/`, `./scripts`), which names no file. */
const directoryWords = /^(?:\.\/)?(?:references|scripts|assets)\/?$/;
/** Placeholder characters in a link destination: a template's blank, not a path. */
const placeholderCharacters = /[[\]{}<>…*]|\.\.\.(?!\/)|^\.\.\.$/;
/** Fence info strings that mark shell commands (the first word, lower-cased). */
const commandLanguages = new Set([
  '',
  'sh',
  'bash',
  'zsh',
  'fish',
  'shell',
  'console',
  'shellsession',
  'terminal',
  'powershell',
  'pwsh',
  'ps1',
  'ps',
  'cmd',
  'bat',
  'batch',
]);

/** Is `offset` inside one of the flat sorted disjoint [start, end) pairs? */
export function inPairs(pairs: readonly number[], offset: number): boolean {
  return pairStart(pairs, offset) !== -1;
}

/** Where the pair holding `offset` starts, or -1 (the flat sorted disjoint [start, end) pairs of inPairs). */
function pairStart(pairs: readonly number[], offset: number): number {
  let lo = 0;
  let hi = pairs.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (offset < (pairs[2 * mid] as number)) hi = mid - 1;
    else if (offset >= (pairs[2 * mid + 1] as number)) lo = mid + 1;
    else return pairs[2 * mid] as number;
  }
  return -1;
}

/** A string literal's opening: a quote after `(`, `,`, `[`, `{`, `:` or an assignment (`x = "`, not `--flag="`). */
const sampleStringOpening = /(?:[(,[{:]|(?:^|[^\w-])[A-Za-z_$][\w.$]*\s*=)\s*["']$/;

/**
 * Is the path at `at` a string literal of a code sample written in a code span, or the destination
 * of a Markdown link written as code
 * (`_.source = "./scripts/env.sh"`, `require('./assets/font.otf')`)? Such a span shows the user's
 * code or config, like a language sample block; a command's argument (`python "scripts/x.py"`) is not one.
 */
function inSampleString(text: string, spanStart: number, at: number): boolean {
  // A Markdown link written as code (`[text](references/file.md)`) shows link syntax, not a file.
  if (at - spanStart >= 3 && text.charCodeAt(at - 1) === 40 && text.charCodeAt(at - 2) === 93) return true;
  const quote = text.charCodeAt(at - 1);
  if ((quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) || at - spanStart > 200) return false;
  let from = spanStart;
  while (text.charCodeAt(from) === 96) from += 1;
  return sampleStringOpening.test(text.slice(from, at));
}

/** The code block holding `offset`, if any (blocks are sorted and disjoint). */
export function codeBlockAt(blocks: readonly CodeBlock[], offset: number): CodeBlock | undefined {
  let lo = 0;
  let hi = blocks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const block = blocks[mid] as CodeBlock;
    if (offset < block.start) hi = mid - 1;
    else if (offset >= block.end) lo = mid + 1;
    else return block;
  }
  return undefined;
}

/** Does a code block hold commands (its skill-directory paths are references)? */
export function isCommandBlock(block: CodeBlock): boolean {
  return !block.fenced || commandLanguages.has(block.info.toLowerCase());
}

/** Is a link destination a template's placeholder rather than a path? */
export function isPlaceholderTarget(target: string): boolean {
  const placeholder = hostPlaceholder.exec(target);
  return placeholderCharacters.test(placeholder === null ? target : target.slice(placeholder[0].length));
}

/**
 * A Markdown file that is a template for the user's documents (Agent Skills `assets/` hold output
 * material; `templates/` and `*template*` files by name): its links point into the user's
 * repository, so it holds no references. Its HTML comments are still checked.
 */
export function isTemplateFile(path: string): boolean {
  return path.startsWith('assets/') || path.startsWith('templates/') || path.includes('/templates/') || /template[^/]*$/i.test(path);
}

/** Where a reference candidate stands: prose, a code span, a command block, or somewhere ignored. */
type Place = 'prose' | 'code-span' | 'command' | 'ignored';

function placeOf(document: MarkdownDocument, bodyOffset: number, offset: number): Place {
  if (offset < bodyOffset) return 'prose';
  if (inPairs(document.claims, offset)) return 'ignored';
  const block = codeBlockAt(document.codeBlocks, offset);
  if (block !== undefined) return isCommandBlock(block) ? 'command' : 'ignored';
  if (inPairs(document.codeSpans, offset)) return 'code-span';
  return 'prose';
}

/** Characters of a path segment, for the segment before a skill-directory word. */
const pathSegmentBefore = /[A-Za-z0-9._~%+-]/;

/**
 * Is the skill-directory word at `word` written after this skill's own directory name
 * (`skills/pdf/scripts/…`, `.claude/skills/pdf/references/…`, `pdf/assets/…` for the skill pdf)?
 */
function isUnderSkillDirectory(text: string, word: number, skillDirName: string): boolean {
  const nameStart = word - 1 - skillDirName.length;
  if (nameStart < 0 || text.charCodeAt(word - 1) !== SLASH || !text.startsWith(skillDirName, nameStart)) return false;
  return nameStart === 0 || !pathSegmentBefore.test(text.charAt(nameStart - 1));
}

/** Skill-directory paths anywhere in the text, kept where the model says they are references. */
function pathReferences(text: string, document: MarkdownDocument, bodyOffset: number, refs: Reference[], skillDirName?: string): void {
  let scanFrom = 0;
  let htmlPairs: number[] | undefined;
  for (let slash = text.indexOf('/', 6); slash !== -1; slash = text.indexOf('/', slash < scanFrom ? scanFrom : slash + 1)) {
    // The word before the slash: references, scripts or assets.
    let word: number;
    if (slash >= 10 && text.startsWith('references', slash - 10)) word = slash - 10;
    else if (slash >= 7 && text.startsWith('scripts', slash - 7)) word = slash - 7;
    else if (text.startsWith('assets', slash - 6)) word = slash - 6;
    else continue;
    if (word < scanFrom) continue;
    let at = word;
    let matchEnd = -1;
    // A path after a host placeholder is placeholderReferences' (whatever its first directory).
    if (text.charCodeAt(word - 1) === SLASH && placeholderBefore.test(text.slice(Math.max(0, word - 40), word - 1))) continue;
    // A path written from the repository root through this skill's own directory
    // (`skills/pdf/scripts/fill.py` in the skill pdf) names the skill's file `scripts/fill.py`.
    if (skillDirName !== undefined && isUnderSkillDirectory(text, word, skillDirName)) {
      pathAfterPlaceholderAt.lastIndex = word;
      if (pathAfterPlaceholderAt.test(text)) matchEnd = pathAfterPlaceholderAt.lastIndex;
    }
    if (matchEnd === -1 && word >= 2 && text.charCodeAt(word - 2) === DOT && text.charCodeAt(word - 1) === SLASH) {
      pathTokenAt.lastIndex = word - 2;
      if (pathTokenAt.test(text)) {
        at = word - 2;
        matchEnd = pathTokenAt.lastIndex;
      }
    }
    if (matchEnd === -1) {
      pathTokenAt.lastIndex = word;
      if (pathTokenAt.test(text)) matchEnd = pathTokenAt.lastIndex;
    }
    if (matchEnd === -1) continue;
    scanFrom = matchEnd;
    const targetEnd = pathTargetEnd(text, matchEnd);
    if (targetEnd === -1) continue;
    const target = text.slice(at, targetEnd);
    if (target.length <= 13 && directoryWords.test(target)) continue;
    const place = placeOf(document, bodyOffset, at);
    if (place === 'ignored' || (place === 'prose' && inCommentBlock(text, (htmlPairs ??= flatHtmlBlocks(document)), bodyOffset, at)))
      continue;
    if (place === 'code-span' && inSampleString(text, pairStart(document.codeSpans, at), at)) continue;
    const lastSegment = target.slice(target.lastIndexOf('/') + 1);
    // A directory path (`scripts/glm-proxy/`) names a folder, not a file to open: like a bare prose
    // path it counts only when it names something of the skill, or nearly does.
    const tentative = (place === 'prose' && !lastSegment.includes('.')) || lastSegment === '';
    refs.push({ target, offset: at, kind: 'path', tentative });
  }
}

/**
 * Paths written from a host placeholder for the skill directory, in prose, code spans and command
 * blocks: the placeholder says the path is the skill's own, so it is checked whatever its first
 * directory (`${CLAUDE_SKILL_DIR}/practices.md`, `{{baseDir}}/scripts/x.py`), and a `..` in it
 * leaves the skill. Patterns and placeholders after it (`{baseDir}/scripts/*`, `…/<id>.yaml`) and a
 * bare directory (`{baseDir}/scripts/`) are not references.
 */
function placeholderReferences(text: string, document: MarkdownDocument, bodyOffset: number, refs: Reference[]): void {
  if (!text.includes('baseDir}') && !text.includes('CLAUDE_SKILL_DIR')) return;
  placeholderPath.lastIndex = 0;
  for (let match = placeholderPath.exec(text); match !== null; match = placeholderPath.exec(text)) {
    pushPlaceholderPath(text, document, bodyOffset, match.index, match.index + match[0].length, refs);
  }
}

/**
 * Where a path token ending at `matchEnd` really ends: final punctuation (. , : ; ! ?) trimmed; -1
 * when a pattern or placeholder character follows it (* < { [ $), so it is not one file's path.
 */
function pathTargetEnd(text: string, matchEnd: number): number {
  const next = text.charCodeAt(matchEnd);
  if (next === 42 || next === 60 || next === 123 || next === 91 || next === 36) return -1;
  let targetEnd = matchEnd;
  for (
    let c = text.charCodeAt(targetEnd - 1);
    c === 46 || c === 44 || c === 58 || c === 59 || c === 33 || c === 63;
    c = text.charCodeAt(targetEnd - 1)
  )
    targetEnd -= 1;
  return targetEnd;
}

/** A path written from a skill-directory placeholder (at..matchEnd), kept unless it is a bare directory or ignored. */
function pushPlaceholderPath(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  at: number,
  matchEnd: number,
  refs: Reference[],
): void {
  const targetEnd = pathTargetEnd(text, matchEnd);
  if (targetEnd === -1) return;
  const target = text.slice(at, targetEnd);
  if (directoryAfterPlaceholder.test(target)) return;
  const place = placeOf(document, bodyOffset, at);
  if (place === 'ignored') return;
  const lastSegment = target.slice(target.lastIndexOf('/') + 1);
  refs.push({ target, offset: at, kind: 'path', tentative: place === 'prose' && !lastSegment.includes('.') });
}

/** A `SKILL_DIR` placeholder and the path after it (`<SKILL_DIR>/scripts/x.py`, `$SKILL_DIR/guide.md`). */
const skillDirPath = /(?:<SKILL[_-]DIR>|\$\{SKILL[_-]DIR\}|\{SKILL[_-]DIR\}|(?<![A-Za-z0-9_])\$SKILL[_-]DIR)\/[A-Za-z0-9._~/%+-]{1,1000}/gi;
/** Where a text names `SKILL_DIR`: the line around it is read for a definition. */
const skillDirName = /SKILL[_-]DIR/gi;
/** The definition's words: the skill's (or this SKILL.md's) directory, folder or root. */
const skillDirMeaning =
  /\b(?:this|the|current) skill(?:'s)?(?: own)? (?:dir|directory|folder|root|base|path)\b|\b(?:directory|folder) (?:of|containing|that contains|holding) (?:this|the) (?:skill|SKILL\.md)\b/i;

/**
 * Does the text define a `SKILL_DIR` placeholder as the skill's own directory ("where SKILL_DIR is
 * this skill's directory", "`<SKILL_DIR>`: the folder containing this SKILL.md")? Only then do
 * paths written from it name the skill's files: an undefined `$SKILL_DIR` may be the user's variable.
 */
function definesSkillDir(text: string): boolean {
  skillDirName.lastIndex = 0;
  for (let match = skillDirName.exec(text); match !== null; match = skillDirName.exec(text)) {
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    const lineEnd = text.indexOf('\n', match.index);
    const around = text.slice(Math.max(lineStart, match.index - 160), Math.min(lineEnd === -1 ? text.length : lineEnd, match.index + 160));
    if (skillDirMeaning.test(around)) return true;
  }
  return false;
}

/**
 * Paths written from a `SKILL_DIR` placeholder, in prose, code spans and command blocks, read like
 * the documented host placeholders: the blank `<SKILL_DIR>` (`<skill_dir>`, `<skill-dir>`) names the
 * skill's directory by itself; a variable (`$SKILL_DIR`, `${SKILL_DIR}`, `{SKILL_DIR}`) only where
 * the file defines it as the skill's directory, since an undefined one may be the user's own.
 */
function skillDirReferences(text: string, document: MarkdownDocument, bodyOffset: number, refs: Reference[]): void {
  if (text.search(/SKILL[_-]DIR/i) === -1) return;
  let defined: boolean | undefined;
  skillDirPath.lastIndex = 0;
  for (let match = skillDirPath.exec(text); match !== null; match = skillDirPath.exec(text)) {
    const at = match.index;
    if (text.charCodeAt(at) !== 60 && !(defined ??= definesSkillDir(text))) continue;
    pushPlaceholderPath(text, document, bodyOffset, at, at + match[0].length, refs);
  }
}

/** Bare `file:` URLs in prose, outside code, links, HTML blocks and quotes. */
function fileUrlReferences(text: string, document: MarkdownDocument, bodyOffset: number, refs: Reference[]): void {
  let scanFrom = 0;
  let htmlPairs: number[] | undefined;
  for (let colon = text.indexOf(':', 4); colon !== -1; colon = text.indexOf(':', Math.max(colon + 1, scanFrom + 4))) {
    const at = colon - 4;
    if (
      (text.charCodeAt(at) | 32) !== 102 ||
      (text.charCodeAt(at + 1) | 32) !== 105 ||
      (text.charCodeAt(at + 2) | 32) !== 108 ||
      (text.charCodeAt(at + 3) | 32) !== 101
    )
      continue;
    fileUrlAt.lastIndex = at;
    if (!fileUrlAt.test(text)) continue;
    scanFrom = fileUrlAt.lastIndex;
    const before = text.charCodeAt(at - 1);
    if (before === DOUBLE_QUOTE || before === SINGLE_QUOTE) continue;
    const target = text.slice(at, scanFrom);
    if (target.includes('{')) continue;
    // "file://" alone names the scheme ("a file:// URL"), not a file.
    if (/^file:\/*$/i.test(target)) continue;
    if (placeOf(document, bodyOffset, at) !== 'prose') continue;
    if (at >= bodyOffset && inPairs((htmlPairs ??= flatHtmlBlocks(document)), at)) continue;
    refs.push({ target, offset: at, kind: 'file-url', tentative: false });
  }
}

/**
 * Is `offset` inside an HTML comment block (`<!-- AUTO-GENERATED by scripts/sync.py -->`; `htmlPairs`
 * are the document's HTML blocks as flatHtmlBlocks gives them)? A path
 * there is a note to maintainers, not a file to read; the comment itself is hidden/html-comment's.
 */
function inCommentBlock(text: string, htmlPairs: readonly number[], bodyOffset: number, offset: number): boolean {
  if (offset < bodyOffset || htmlPairs.length === 0) return false;
  const start = pairStart(htmlPairs, offset);
  if (start === -1) return false;
  let i = start;
  while (text.charCodeAt(i) === 32) i++;
  return text.startsWith('<!--', i);
}

function flatHtmlBlocks(document: MarkdownDocument): number[] {
  const pairs: number[] = [];
  for (const [start, end] of document.htmlBlocks) pairs.push(start, end);
  return pairs;
}

/** A code span that holds nothing but a relative file path with an extension (`templates/viewer.html`). */
const wholeSpanPath =
  /^(?:\.\/)?([A-Za-z0-9_][A-Za-z0-9_.-]*)\/(?:[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\.[A-Za-z0-9]{1,10}$/;
/** A code span that is nothing but a parent path to a Markdown file (`../shared/guide.md`). */
const parentMarkdownPath = /^(?:\.\.\/)+(?:[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\.(?:md|mdx|markdown)$/i;
/** A line that places the path in the user's own tree ("compare with `../x.md` in your repository"). */
const usersTree = /\byour (?:own )?(?:repo(?:sitory)?|project|codebase|checkout|workspace|monorepo)\b/i;
const BACKTICK = 96;

function lineAround(text: string, offset: number): string {
  const end = text.indexOf('\n', offset);
  return text.slice(text.lastIndexOf('\n', offset - 1) + 1, end === -1 ? text.length : end);
}
/** Words that introduce an example right before a code span: e.g., for example, such as, 如, 例如, 比如. */
const exampleLeadIn = /(?:\be\.?g\.|\bfor (?:example|instance)\b|\bsuch as\b|如|例如|比如)[^.;:\n]{0,6}[`]*$/i;

/**
 * Code spans outside the Agent Skills directories that name a file under a directory the skill
 * has (`templates/viewer.html` when the skill ships templates/): the span is nothing but that
 * path, so it names the skill's own file as surely as `references/x.md` does. A span that is
 * nothing but a parent path to a Markdown file (`../shared/guide.md`) names a document to read
 * outside the skill (reference/escapes-skill reports it). A span that is a path shown as an
 * example ("e.g. `wiki/api/x.md`"), a snippet (`open("data/x.csv")`), a path under a directory the
 * skill does not have (`docs/adr/x.md`, the user's), a parent path to anything but Markdown
 * (`../utils/date.ts`, the user's code), or a pattern is not one.
 */
export function wholeSpanPathReferences(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  topDirectories: ReadonlySet<string>,
): Reference[] {
  const refs: Reference[] = [];
  const spans = document.codeSpans;
  for (let i = 0; i < spans.length; i += 2) {
    let start = spans[i] as number;
    let end = spans[i + 1] as number;
    if (start < bodyOffset || inPairs(document.claims, start)) continue;
    while (start < end && text.charCodeAt(start) === BACKTICK) start += 1;
    while (end > start && text.charCodeAt(end - 1) === BACKTICK) end -= 1;
    if (end - start > 300) continue;
    if (text.charCodeAt(start) === 32 && text.charCodeAt(end - 1) === 32 && end - start > 2) {
      start += 1;
      end -= 1;
    }
    if (text.charCodeAt(start) === DOT && text.charCodeAt(start + 1) === DOT && text.charCodeAt(start + 2) === SLASH) {
      const content = text.slice(start, end);
      if (
        parentMarkdownPath.test(content) &&
        !exampleLeadIn.test(text.slice(Math.max(0, start - 24), start)) &&
        !usersTree.test(lineAround(text, start))
      )
        refs.push({ target: content, offset: start, kind: 'path', tentative: false });
      continue;
    }
    if (topDirectories.size === 0) continue;
    const content = text.slice(start, end);
    const match = wholeSpanPath.exec(content);
    if (match === null) continue;
    const first = match[1] as string;
    if (first === 'references' || first === 'scripts' || first === 'assets' || !topDirectories.has(first)) continue;
    // "(e.g. `wiki/api/x.md`)" shows the shape of a path, not a file to open.
    if (exampleLeadIn.test(text.slice(Math.max(0, start - 24), start))) continue;
    refs.push({ target: content, offset: start, kind: 'path', tentative: false });
  }
  return refs;
}

/**
 * Bare Markdown file names in prose and code spans that name a file of the skill in another case
 * (`see REFERENCE.md` when the file is reference.md): the author meant that file, and the name
 * will not resolve on a case-sensitive host. A bare name that matches nothing is not a reference
 * (`README.md` of the user's repository).
 */
function caseMismatchedNames(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  fromDir: string,
  prefixes: readonly string[],
  index: SkillFileIndex,
): ResolvedReference[] {
  const found: ResolvedReference[] = [];
  for (const { name: target, offset: at } of bareMarkdownNames(text)) {
    const place = placeOf(document, bodyOffset, at);
    if (place === 'ignored' || place === 'command') continue;
    const resolution = resolveFromDirectory(target, fromDir, prefixes, index);
    if (resolution.kind !== 'unresolved' || index.byLowerCase.get(resolution.path.toLowerCase()) === undefined) continue;
    found.push({ target, offset: at, kind: 'path', tentative: false, resolution });
  }
  return found;
}

/** The skill's top-level directories outside the Agent Skills ones, for wholeSpanPathReferences. */
function topDirectoriesOf(index: SkillFileIndex): Set<string> {
  const top = new Set<string>();
  for (const directory of index.directories) {
    if (directory === '' || directory.includes('/') || directory.startsWith('.')) continue;
    if (directory !== 'references' && directory !== 'scripts' && directory !== 'assets') top.add(directory);
  }
  return top;
}

/** References in a Markdown text read as prose Markdown; `bodyOffset` marks where Markdown starts (after frontmatter). */
export function extractReferences(text: string, bodyOffset = 0): Reference[] {
  return referencesInDocument(text, readMarkdown(text, bodyOffset), bodyOffset);
}

/** `skillDirName`: the skill's directory name, for paths written from the repository root through it. */
export function referencesInDocument(text: string, document: MarkdownDocument, bodyOffset: number, skillDirName?: string): Reference[] {
  const refs: Reference[] = [];
  for (const link of document.links) {
    // A reference link's destination is its definition's, which is reported itself.
    if (link.kind === 'reference' || isPlaceholderTarget(link.target)) continue;
    refs.push({ target: link.target, offset: link.offset, kind: 'link', tentative: false });
  }
  fileUrlReferences(text, document, bodyOffset, refs);
  pathReferences(text, document, bodyOffset, refs, skillDirName);
  placeholderReferences(text, document, bodyOffset, refs);
  skillDirReferences(text, document, bodyOffset, refs);
  return refs.sort((a, b) => a.offset - b.offset);
}

export interface ResolvedReference extends Reference {
  readonly resolution: Resolution;
}

/** Per skill: its file index, and by referring directory its prefixesOf and resolutions by target. */
interface SkillResolutions {
  readonly index: SkillFileIndex;
  /** Top-level directories outside references/, scripts/ and assets/ (wholeSpanPathReferences). */
  readonly topDirectories: ReadonlySet<string>;
  readonly byDirectory: Map<string, { readonly prefixes: readonly string[]; readonly byTarget: Map<string, Resolution> }>;
}
// Caches keyed by the loaded objects themselves, so they live exactly as long as one lint's catalog.
const fileCache = new WeakMap<SourceFile, readonly ResolvedReference[]>();
const documentCache = new WeakMap<SourceFile, MarkdownDocument>();
const skillCache = new WeakMap<LoadedSkill, SkillResolutions>();

/** Where Markdown starts in a file of a skill: after SKILL.md's frontmatter, else at 0. */
export function bodyOffsetOf(skill: LoadedSkill, file: SourceFile): number {
  return file.path === 'SKILL.md' ? (skill.parsed?.body.offset ?? 0) : 0;
}

/** The CommonMark reading of one Markdown file of a skill (read once per file, shared by the rules). */
export function markdownDocumentOf(skill: LoadedSkill, file: SourceFile): MarkdownDocument | undefined {
  if (file.text === undefined) return undefined;
  let document = documentCache.get(file);
  if (document === undefined) documentCache.set(file, (document = readMarkdown(file.text, bodyOffsetOf(skill, file))));
  return document;
}

/** The references of one Markdown file of a skill, resolved (memoised per file, and per directory and target). */
export function referencesOf(skill: LoadedSkill, file: SourceFile): readonly ResolvedReference[] {
  const cached = fileCache.get(file);
  if (cached !== undefined) return cached;
  const document = markdownDocumentOf(skill, file);
  if (file.text === undefined || document === undefined || isTemplateFile(file.path)) return [];
  let resolutions = skillCache.get(skill);
  if (resolutions === undefined) {
    const index = skillFileIndex(skill);
    skillCache.set(skill, (resolutions = { index, topDirectories: topDirectoriesOf(index), byDirectory: new Map() }));
  }
  const { index } = resolutions;
  const fromDir = dirnameOf(file.path);
  let directory = resolutions.byDirectory.get(fromDir);
  if (directory === undefined) resolutions.byDirectory.set(fromDir, (directory = { prefixes: prefixesOf(fromDir), byTarget: new Map() }));
  const { prefixes, byTarget } = directory;
  let resolved: ResolvedReference[] = [];
  let written: Set<string> | undefined;
  const bodyOffset = bodyOffsetOf(skill, file);
  const candidates = referencesInDocument(file.text, document, bodyOffset, skill.dirName);
  const spanPaths = wholeSpanPathReferences(file.text, document, bodyOffset, resolutions.topDirectories);
  if (spanPaths.length > 0) {
    candidates.push(...spanPaths);
    candidates.sort((a, b) => a.offset - b.offset);
  }
  for (const ref of candidates) {
    let resolution = byTarget.get(ref.target);
    if (resolution === undefined) byTarget.set(ref.target, (resolution = resolveFromDirectory(ref.target, fromDir, prefixes, index)));
    // A bare prose path without an extension counts only when it names something, or nearly does.
    if (ref.tentative && resolution.kind === 'unresolved' && fileWithExtension(resolution.path, index) === undefined) continue;
    // A path shown under an "Example:" label or after an inline "e.g." illustrates a kind of file.
    if (
      ref.kind === 'path' &&
      resolution.kind === 'unresolved' &&
      (isUnderExampleLabel(file.text, ref.offset) || isInlineExample(file.text, ref.offset))
    )
      continue;
    // A state or output file a script creates at run time ("tracked in `assets/registry.json`"); once
    // the text says so, every other mention of it in the file is that file too ("check that it exists").
    if (ref.kind === 'path' && resolution.kind === 'unresolved' && isWrittenPath(file.text, ref.offset)) {
      (written ??= new Set()).add(ref.target);
      continue;
    }
    // The user's own repository tooling (`node scripts/check.mjs` in a skill for the user's checkout).
    if (ref.kind === 'path' && resolution.kind === 'unresolved' && isUserRepositoryScript(skill, index, ref.target, file.text, ref.offset))
      continue;
    // Built field by field: an object spread per reference was the costliest line of the extraction.
    resolved.push({ target: ref.target, offset: ref.offset, kind: ref.kind, tentative: ref.tentative, resolution });
  }
  if (written !== undefined) {
    const stateFiles = written;
    resolved = resolved.filter((ref) => ref.kind !== 'path' || ref.resolution.kind !== 'unresolved' || !stateFiles.has(ref.target));
  }
  const misCased = caseMismatchedNames(file.text, document, bodyOffset, fromDir, prefixes, index);
  if (misCased.length > 0) {
    const seen = new Set(resolved.map((ref) => ref.offset));
    for (const ref of misCased) if (!seen.has(ref.offset)) resolved.push(ref);
    resolved.sort((a, b) => a.offset - b.offset);
  }
  fileCache.set(file, resolved);
  return resolved;
}

/** Ends in `.md`, any case (as `/\.md$/i`: only ASCII letters fold to `m` and `d`). */
function isMarkdownPath(path: string): boolean {
  const length = path.length;
  return (
    length >= 3 &&
    path.charCodeAt(length - 3) === 46 &&
    (path.charCodeAt(length - 2) | 32) === 109 &&
    (path.charCodeAt(length - 1) | 32) === 100
  );
}

/** Markdown files of a skill that reference rules read: SKILL.md and every other `.md` file. */
export function markdownFiles(skill: LoadedSkill): SourceFile[] {
  return skill.files.filter((file) => file.text !== undefined && file.lines !== undefined && isMarkdownPath(file.path));
}
