// What is a reference to a skill file, in one place for every reference rule (docs/rules.md,
// "reference/*"). The model: a reference is something the skill tells the model to open or run.
// - Prose (paragraphs, headings, list items, block quotes, tables, HTML blocks, the SKILL.md
//   frontmatter): Markdown links and images, link reference definitions and autolinks, as
//   CommonMark reads them (document.ts: wrapped link text, escapes, entities); and paths starting
//   with `references/`, `scripts/` or `assets/` (the Agent Skills directories), bare or in a code
//   span. A bare prose path with no extension ("the scripts/tools folder") is a reference only when
//   it names a file or directory of the skill, or the same name with an extension exists (then it
//   is a dead reference with a hint); in a code span it always is (`scripts/analyze` is a command).
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
// Other bare paths (`./gradlew`, `../utils`, `/usr/bin`) are not references: skills talk about the
// user's project and system, and only links or the skill directories name the skill's own files.
import type { LoadedSkill, SourceFile } from '../model.js';
import type { CodeBlock } from './blocks.js';
import { type MarkdownDocument, readMarkdown } from './document.js';
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
const placeholderBefore = /(?:\{baseDir\}|\$\{CLAUDE_SKILL_DIR\}|\$CLAUDE_SKILL_DIR)$/;
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
  let lo = 0;
  let hi = pairs.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (offset < (pairs[2 * mid] as number)) hi = mid - 1;
    else if (offset >= (pairs[2 * mid + 1] as number)) lo = mid + 1;
    else return true;
  }
  return false;
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

/** Skill-directory paths anywhere in the text, kept where the model says they are references. */
function pathReferences(text: string, document: MarkdownDocument, bodyOffset: number, refs: Reference[]): void {
  let scanFrom = 0;
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
    const placeholder = text.charCodeAt(word - 1) === SLASH ? placeholderBefore.exec(text.slice(Math.max(0, word - 40), word - 1)) : null;
    if (placeholder !== null) {
      pathAfterPlaceholderAt.lastIndex = word;
      if (pathAfterPlaceholderAt.test(text)) {
        at = word - 1 - placeholder[0].length;
        matchEnd = pathAfterPlaceholderAt.lastIndex;
      }
    } else {
      if (word >= 2 && text.charCodeAt(word - 2) === DOT && text.charCodeAt(word - 1) === SLASH) {
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
    }
    if (matchEnd === -1) continue;
    scanFrom = matchEnd;
    // Pattern and placeholder characters right after: * < { [ $.
    const next = text.charCodeAt(matchEnd);
    if (next === 42 || next === 60 || next === 123 || next === 91 || next === 36) continue;
    // Final punctuation: . , : ; ! ?
    let targetEnd = matchEnd;
    for (
      let c = text.charCodeAt(targetEnd - 1);
      c === 46 || c === 44 || c === 58 || c === 59 || c === 33 || c === 63;
      c = text.charCodeAt(targetEnd - 1)
    )
      targetEnd -= 1;
    const target = text.slice(at, targetEnd);
    if (target.length <= 13 && directoryWords.test(target)) continue;
    const place = placeOf(document, bodyOffset, at);
    if (place === 'ignored') continue;
    const lastSegment = target.slice(target.lastIndexOf('/') + 1);
    const tentative = place === 'prose' && !lastSegment.includes('.');
    refs.push({ target, offset: at, kind: 'path', tentative });
  }
}

/** Bare `file:` URLs in prose, outside code, links, HTML blocks and quotes. */
function fileUrlReferences(text: string, document: MarkdownDocument, bodyOffset: number, refs: Reference[]): void {
  let scanFrom = 0;
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
    if (placeOf(document, bodyOffset, at) !== 'prose') continue;
    if (at >= bodyOffset && inPairs(flatHtmlBlocks(document), at)) continue;
    refs.push({ target, offset: at, kind: 'file-url', tentative: false });
  }
}

function flatHtmlBlocks(document: MarkdownDocument): number[] {
  const pairs: number[] = [];
  for (const [start, end] of document.htmlBlocks) pairs.push(start, end);
  return pairs;
}

/** References in a Markdown text read as prose Markdown; `bodyOffset` marks where Markdown starts (after frontmatter). */
export function extractReferences(text: string, bodyOffset = 0): Reference[] {
  return referencesInDocument(text, readMarkdown(text, bodyOffset), bodyOffset);
}

export function referencesInDocument(text: string, document: MarkdownDocument, bodyOffset: number): Reference[] {
  const refs: Reference[] = [];
  for (const link of document.links) {
    // A reference link's destination is its definition's, which is reported itself.
    if (link.kind === 'reference' || isPlaceholderTarget(link.target)) continue;
    refs.push({ target: link.target, offset: link.offset, kind: 'link', tentative: false });
  }
  fileUrlReferences(text, document, bodyOffset, refs);
  pathReferences(text, document, bodyOffset, refs);
  return refs.sort((a, b) => a.offset - b.offset);
}

export interface ResolvedReference extends Reference {
  readonly resolution: Resolution;
}

/** Per skill: its file index, and by referring directory its prefixesOf and resolutions by target. */
interface SkillResolutions {
  readonly index: SkillFileIndex;
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
  if (resolutions === undefined) skillCache.set(skill, (resolutions = { index: skillFileIndex(skill), byDirectory: new Map() }));
  const { index } = resolutions;
  const fromDir = dirnameOf(file.path);
  let directory = resolutions.byDirectory.get(fromDir);
  if (directory === undefined) resolutions.byDirectory.set(fromDir, (directory = { prefixes: prefixesOf(fromDir), byTarget: new Map() }));
  const { prefixes, byTarget } = directory;
  const resolved: ResolvedReference[] = [];
  for (const ref of referencesInDocument(file.text, document, bodyOffsetOf(skill, file))) {
    let resolution = byTarget.get(ref.target);
    if (resolution === undefined) byTarget.set(ref.target, (resolution = resolveFromDirectory(ref.target, fromDir, prefixes, index)));
    // A bare prose path without an extension counts only when it names something, or nearly does.
    if (ref.tentative && resolution.kind === 'unresolved' && fileWithExtension(resolution.path, index) === undefined) continue;
    resolved.push({ ...ref, resolution });
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
