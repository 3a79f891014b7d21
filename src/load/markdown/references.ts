// Finds the file references in a Markdown file and resolves them against the skill's files
// (issue 3, deliverable 5). What counts as a reference, precisely:
// - Markdown links and images `[t](target)`, reference definitions `[id]: target` (not footnotes
//   `[^1]: …`), autolinks `<x:…>`, outside code;
// - path tokens anywhere (prose, code spans, fenced blocks, frontmatter) that start with
//   `references/`, `scripts/` or `assets/` (the Agent Skills directories), optionally after `./`,
//   e.g. `scripts/run.py`; not a bare directory ("keep detail in references/") and not a pattern or
//   placeholder (`scripts/*.py`, `references/<topic>.md`, `assets/{name}.json`);
// - `file:` URLs (`file:/…`, `file:///…`, `file:C:/…`) anywhere.
// Other bare paths (`./gradlew`, `../utils`, `/usr/bin`) are not references: skills talk about the
// user's project and system, and only links or the skill directories name the skill's own files.
import type { LoadedSkill, SourceFile, WalkEntry } from '../model.js';
import { codeSpansOf, ForwardSearch, insideSortedFlat, LinkLines } from './markdown-lines.js';

export type ReferenceKind = 'link' | 'path' | 'file-url';

export interface Reference {
  readonly target: string;
  /** UTF-16 offset of the target in the file's text. */
  readonly offset: number;
  readonly kind: ReferenceKind;
}

export type Resolution =
  | { readonly kind: 'external' }
  | { readonly kind: 'file-url' }
  | { readonly kind: 'absolute'; readonly form: string }
  | { readonly kind: 'escapes'; readonly path: string }
  | { readonly kind: 'unresolved'; readonly path: string; readonly hint: string }
  | { readonly kind: 'resolved'; readonly path: string; readonly isFile: boolean };

// Each pattern is tried only where it can start (found with indexOf), as a sticky regex: the same
// matches, in the same order, as scanning the whole line or text with it, without the scan.
const inlineLinkAt = /!?\[(?:[^[\]\n]{0,1000})\]\([ \t]*(<[^>\n]{0,2000}>|[^\s()<>]{1,2000})(?:[ \t]+(?:"[^"\n]{0,1000}"|'[^'\n]{0,1000}'|\([^)\n]{0,1000}\)))?[ \t]*\)/y;
const referenceDefinitionAt = / {0,3}\[(?!\^)[^\]\n]{1,999}\]:[ \t]*(<[^>\n]{0,2000}>|\S{1,2000})/y;
const autolinkAt = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]{0,2000})>/y;
const pathTokenAt = /(?<![A-Za-z0-9._~/\\:%@-])(?:\.\/)?(?:references|scripts|assets)\/[A-Za-z0-9._~/%+-]{0,1000}/y;
// A file: URL names a path (`file:/…`, `file:///…`, `file:C:/…`); "the file: …" in prose does not.
const fileUrlAt = /(?<![A-Za-z0-9+.-])file:(?:[/\\]|[A-Za-z]:)[^\s<>()"'`[\]]{0,2000}/iy;

/** A bare skill directory (`references/`, `./scripts`), which names no file. */
const directoryWords = /^(?:\.\/)?(?:references|scripts|assets)\/?$/;

const EXCLAMATION = 33;
const DOT = 46;
const SLASH = 47;
const LOWER_S = 115;
const LOWER_E = 101;
const LOWER_T = 116;
const LOWER_P = 112;
const SPACE = 32;
const TAB = 9;
const LESS_THAN = 60;
const GREATER_THAN = 62;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const CLOSE_PAREN = 41;

/**
 * What one text yields, in three groups each sorted by offset: links (line by line), file: URLs,
 * path tokens; and the spans links claim, sorted by start (flat arrays, no pair objects). One
 * instance is reused text after text (entries past the counts are stale: they keep at most the
 * targets of an earlier text alive), so a text allocates nothing here but its targets.
 */
const found = {
  linkTargets: [] as string[],
  linkOffsets: [] as number[],
  links: 0,
  fileUrlTargets: [] as string[],
  fileUrlOffsets: [] as number[],
  fileUrls: 0,
  pathTargets: [] as string[],
  pathOffsets: [] as number[],
  paths: 0,
  claimStarts: [] as number[],
  claimEnds: [] as number[],
  claims: 0,
};
type Found = typeof found;

/**
 * Scratch state for the current line (reused, so a line allocates nothing but its targets): its
 * bounds, its code spans (computed on first need) and its autolinks, which join the text's links
 * and claims in order after the line is read.
 */
const line = {
  start: 0,
  end: 0,
  spans: [] as number[],
  /** Numbers in `spans`, or -1 while the spans are not computed. */
  spanCount: -1,
  autolinkTargets: [] as string[],
  autolinkStarts: [] as number[],
  autolinkEnds: [] as number[],
  autolinks: 0,
  /** Copies of the line's inline links and claims while autolinks or a definition merge into them. */
  targets: [] as string[],
  offsets: [] as number[],
  claimStarts: [] as number[],
  claimEnds: [] as number[],
};

/**
 * Is `offset` inside a code span of the current line? Callers ask only when a backtick precedes
 * `offset` on the line (a span holding it opens before it: no link starts at a backtick).
 */
function inLineCodeSpan(text: string, backticks: ForwardSearch, offset: number): boolean {
  if (line.spanCount === -1) line.spanCount = codeSpansOf(text, line.start, line.end, backticks, line.spans);
  const spans = line.spans;
  // Binary search over the sorted, disjoint [start, end) pairs.
  let lo = 0;
  let hi = line.spanCount / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (offset < (spans[2 * mid] as number)) hi = mid - 1;
    else if (offset >= (spans[2 * mid + 1] as number)) lo = mid + 1;
    else return true;
  }
  return false;
}

/**
 * Links, reference definitions and autolinks on the current line outside its code spans, as a
 * whole-line regex scan finds them: inline links left to right (a skipped match still consumes its
 * text), the definition, then autolinks outside the line's links and definition. They join `found`
 * in offset order (ties: inline links, the definition, autolinks), and so do their claims. A link's
 * target offset is where its raw target last occurs in the match (`<…>` targets: after the `<`).
 */
function linksOnLine(text: string, lines: LinkLines, backticks: ForwardSearch, found: Found): void {
  const start = line.start;
  const end = line.end;
  const { linkTargets, linkOffsets, claimStarts, claimEnds } = found;
  line.spanCount = -1;
  // The line's first backtick: only offsets after it can be in a code span.
  const tick = backticks.next(start);
  const tickOnLine = tick === -1 ? end : tick;
  const linksFrom = found.links;
  const claimsFrom = found.claims;
  // A definition starts the line: up to 3 spaces, then `[` (so it is the line's first `[`). Its
  // claim comes first, as it starts the line.
  let definitionTarget: string | undefined;
  let definitionOffset = 0;
  let bracket = lines.bracket;
  if (bracket !== -1 && bracket - start <= 3 && bracket < end) {
    let indent = start;
    while (indent < bracket && text.charCodeAt(indent) === SPACE) indent += 1;
    referenceDefinitionAt.lastIndex = start;
    if (indent === bracket && referenceDefinitionAt.test(text) && !(tickOnLine < start && inLineCodeSpan(text, backticks, start))) {
      // The target ends the match and starts after `]:` and spaces (the label holds no `]`).
      const matchEnd = referenceDefinitionAt.lastIndex;
      let rawStart = text.indexOf(']', bracket + 1) + 2;
      while (text.charCodeAt(rawStart) === SPACE || text.charCodeAt(rawStart) === TAB) rawStart += 1;
      claimStarts[found.claims] = start;
      claimEnds[found.claims++] = matchEnd;
      const angled = text.charCodeAt(rawStart) === LESS_THAN;
      definitionTarget = angled && text.charCodeAt(matchEnd - 1) === GREATER_THAN ? text.slice(rawStart + 1, matchEnd - 1) : text.slice(rawStart, matchEnd);
      definitionOffset = angled ? rawStart + 1 : rawStart;
    }
  }
  // Inline links and images: every match starts at a `[` (or the `!` just before one).
  for (let scanFrom = start; bracket !== -1 && bracket < end; ) {
    const open = bracket;
    const matchStart = open - 1 >= scanFrom && text.charCodeAt(open - 1) === EXCLAMATION ? open - 1 : open;
    inlineLinkAt.lastIndex = matchStart;
    if (!inlineLinkAt.test(text)) {
      bracket = text.indexOf('[', open + 1);
      continue;
    }
    const matchEnd = inlineLinkAt.lastIndex;
    scanFrom = matchEnd;
    bracket = text.indexOf('[', matchEnd);
    if (tickOnLine < matchStart && inLineCodeSpan(text, backticks, matchStart)) continue;
    claimStarts[found.claims] = matchStart;
    claimEnds[found.claims++] = matchEnd;
    // Without a title the match ends with the target, spaces and `)`, and the target starts after
    // `](` and spaces (the link text holds no `]`); the offset is where the target occurs last in
    // the match, which is there. A title (or a target) ending in a quote or `)` needs the match.
    let rawEnd = matchEnd - 1;
    while (text.charCodeAt(rawEnd - 1) === SPACE || text.charCodeAt(rawEnd - 1) === TAB) rawEnd -= 1;
    const last = text.charCodeAt(rawEnd - 1);
    let rawStart: number;
    if (last === DOUBLE_QUOTE || last === SINGLE_QUOTE || last === CLOSE_PAREN) {
      inlineLinkAt.lastIndex = matchStart;
      const raw = (inlineLinkAt.exec(text) as RegExpExecArray)[1] as string;
      rawStart = text.lastIndexOf(raw, matchEnd - raw.length);
      rawEnd = rawStart + raw.length;
    } else {
      rawStart = text.indexOf(']', open + 1) + 2;
      while (text.charCodeAt(rawStart) === SPACE || text.charCodeAt(rawStart) === TAB) rawStart += 1;
    }
    // Only `<…>` targets start with `<` (and they end with `>`).
    const angled = text.charCodeAt(rawStart) === LESS_THAN;
    linkTargets[found.links] = angled ? text.slice(rawStart + 1, rawEnd - 1) : text.slice(rawStart, rawEnd);
    linkOffsets[found.links++] = angled ? rawStart + 1 : rawStart;
  }
  lines.bracket = bracket;
  line.autolinks = 0;
  for (let angle = lines.angle; angle !== -1 && angle < end; ) {
    autolinkAt.lastIndex = angle;
    if (!autolinkAt.test(text)) {
      angle = lines.angle = text.indexOf('<', angle + 1);
      continue;
    }
    const matchEnd = autolinkAt.lastIndex;
    const matchStart = angle;
    angle = lines.angle = text.indexOf('<', matchEnd);
    if (tickOnLine < matchStart && inLineCodeSpan(text, backticks, matchStart)) continue;
    if (insideSortedFlat(claimStarts, claimEnds, claimsFrom, found.claims, matchStart)) continue;
    line.autolinkStarts[line.autolinks] = matchStart;
    line.autolinkEnds[line.autolinks] = matchEnd;
    line.autolinkTargets[line.autolinks++] = text.slice(matchStart + 1, matchEnd - 1);
  }
  if (definitionTarget !== undefined || line.autolinks > 0) mergeLine(found, linksFrom, claimsFrom, definitionTarget, definitionOffset);
}

/**
 * Puts the current line's definition and autolinks among its inline links (already in `found`
 * from `linksFrom`) in offset order, ties in the order a line is read (inline links, definition,
 * autolinks); and its autolink claims among its other claims (from `claimsFrom`) in start order,
 * where starts never tie (links start at `[`, `!` or the line start, autolinks at `<`).
 */
function mergeLine(found: Found, linksFrom: number, claimsFrom: number, definitionTarget: string | undefined, definitionOffset: number): void {
  const { linkTargets, linkOffsets, claimStarts, claimEnds } = found;
  const autolinks = line.autolinks;
  const claims = found.claims - claimsFrom;
  for (let i = 0; i < claims; i++) {
    line.claimStarts[i] = claimStarts[claimsFrom + i] as number;
    line.claimEnds[i] = claimEnds[claimsFrom + i] as number;
  }
  found.claims = claimsFrom;
  for (let claim = 0, auto = 0; claim < claims || auto < autolinks; ) {
    if (auto >= autolinks || (claim < claims && (line.claimStarts[claim] as number) <= (line.autolinkStarts[auto] as number))) {
      claimStarts[found.claims] = line.claimStarts[claim] as number;
      claimEnds[found.claims++] = line.claimEnds[claim++] as number;
    } else {
      claimStarts[found.claims] = line.autolinkStarts[auto] as number;
      claimEnds[found.claims++] = line.autolinkEnds[auto++] as number;
    }
  }
  const inlines = found.links - linksFrom;
  for (let i = 0; i < inlines; i++) {
    line.targets[i] = linkTargets[linksFrom + i] as string;
    line.offsets[i] = linkOffsets[linksFrom + i] as number;
  }
  found.links = linksFrom;
  let pendingDefinition = definitionTarget !== undefined;
  for (let inline = 0, auto = 0; inline < inlines || auto < autolinks || pendingDefinition; ) {
    const inlineAt = inline < inlines ? (line.offsets[inline] as number) : Infinity;
    const autoAt = auto < autolinks ? (line.autolinkStarts[auto] as number) + 1 : Infinity;
    if (pendingDefinition && definitionOffset < inlineAt && definitionOffset <= autoAt) {
      linkTargets[found.links] = definitionTarget as string;
      linkOffsets[found.links++] = definitionOffset;
      pendingDefinition = false;
    } else if (inlineAt <= autoAt) {
      linkTargets[found.links] = line.targets[inline++] as string;
      linkOffsets[found.links++] = inlineAt;
    } else {
      linkTargets[found.links] = line.autolinkTargets[auto++] as string;
      linkOffsets[found.links++] = autoAt;
    }
  }
}

/** `file:` URLs anywhere in the text, outside claimed spans: each match has a `:` 4 characters in. */
function fileUrls(text: string, found: Found): void {
  let scanFrom = 0;
  for (let colon = text.indexOf(':', 4); colon !== -1; colon = text.indexOf(':', colon + 1 > scanFrom + 4 ? colon + 1 : scanFrom + 4)) {
    const at = colon - 4;
    // Case-insensitive `file`: only ASCII letters fold to these (the regex has no `u` flag).
    if ((text.charCodeAt(at) | 32) !== 102 || (text.charCodeAt(at + 1) | 32) !== 105 || (text.charCodeAt(at + 2) | 32) !== 108 || (text.charCodeAt(at + 3) | 32) !== 101) continue;
    fileUrlAt.lastIndex = at;
    if (!fileUrlAt.test(text)) continue;
    scanFrom = fileUrlAt.lastIndex;
    if (insideSortedFlat(found.claimStarts, found.claimEnds, 0, found.claims, at)) continue;
    found.fileUrlTargets[found.fileUrls] = text.slice(at, scanFrom);
    found.fileUrlOffsets[found.fileUrls++] = at;
  }
}

/**
 * Path tokens anywhere in the text, outside claimed spans. Every match starts at one of the
 * directory words (`references`, `scripts`, `assets`: told apart by the `ces`, `pts`, `ets` before
 * the `/`) or at a `./` just before it; the regex at that start decides, lookbehind included, and
 * a match never starts inside the previous one. A token names no file when it is a pattern or a
 * placeholder (`scripts/*.py`, `references/<topic>.md`) or just a directory ("keep detail in
 * references/"), which is how skills describe the format itself; a sentence's final punctuation
 * is not part of the path ("see scripts/run.sh.").
 */
function pathTokens(text: string, found: Found): void {
  let scanFrom = 0;
  for (let slash = text.indexOf('/', 6); slash !== -1; slash = text.indexOf('/', slash < scanFrom ? scanFrom : slash + 1)) {
    if (text.charCodeAt(slash - 1) !== LOWER_S) continue;
    const beforeS = text.charCodeAt(slash - 2);
    let word: number;
    if (beforeS === LOWER_E) word = slash - 10;
    else if (beforeS === LOWER_T && text.charCodeAt(slash - 3) === LOWER_P) word = slash - 7;
    else if (beforeS === LOWER_T && text.charCodeAt(slash - 3) === LOWER_E) word = slash - 6;
    else continue;
    if (word < 0) continue;
    let at = word - 2;
    let matched = false;
    if (at >= scanFrom && text.charCodeAt(at) === DOT && text.charCodeAt(at + 1) === SLASH) {
      pathTokenAt.lastIndex = at;
      matched = pathTokenAt.test(text);
    }
    if (!matched && word >= scanFrom) {
      pathTokenAt.lastIndex = at = word;
      matched = pathTokenAt.test(text);
    }
    if (!matched) continue;
    scanFrom = pathTokenAt.lastIndex;
    if (insideSortedFlat(found.claimStarts, found.claimEnds, 0, found.claims, at)) continue;
    // Pattern and placeholder characters: * < { [ $.
    const next = text.charCodeAt(scanFrom);
    if (next === 42 || next === 60 || next === 123 || next === 91 || next === 36) continue;
    // Final punctuation: . , : ; ! ?
    let targetEnd = scanFrom;
    for (let c = text.charCodeAt(targetEnd - 1); c === 46 || c === 44 || c === 58 || c === 59 || c === 33 || c === 63; c = text.charCodeAt(targetEnd - 1)) targetEnd -= 1;
    const target = text.slice(at, targetEnd);
    // At most `./references/`, 13 characters.
    if (target.length <= 13 && directoryWords.test(target)) continue;
    found.pathTargets[found.paths] = target;
    found.pathOffsets[found.paths++] = at;
  }
}

function findReferences(text: string, bodyOffset: number): Found {
  found.links = found.fileUrls = found.paths = found.claims = 0;
  const lines = new LinkLines(text, bodyOffset);
  const backticks = new ForwardSearch(text, '`');
  while (lines.next()) {
    line.start = lines.start;
    line.end = lines.end;
    linksOnLine(text, lines, backticks, found);
  }
  fileUrls(text, found);
  pathTokens(text, found);
  return found;
}

/** Which group each reference comes from, in offset order (scratch, reused): 0 link, 1 file: URL, 2 path. */
const order: number[] = [];

/**
 * Puts the found references in offset order (as group numbers in `order`) and returns how many
 * there are; ties (a link and a file: URL can share an offset) keep the order links, file: URLs,
 * paths.
 */
function offsetOrder(found: Found): number {
  const { linkOffsets, fileUrlOffsets, pathOffsets, links, fileUrls, paths } = found;
  const total = links + fileUrls + paths;
  if (total === links) {
    for (let i = 0; i < total; i++) order[i] = 0;
    return total;
  }
  for (let i = 0, link = 0, url = 0, path = 0; i < total; i++) {
    const linkAt = link < links ? (linkOffsets[link] as number) : Infinity;
    const urlAt = url < fileUrls ? (fileUrlOffsets[url] as number) : Infinity;
    const pathAt = path < paths ? (pathOffsets[path] as number) : Infinity;
    if (linkAt <= urlAt && linkAt <= pathAt) {
      order[i] = 0;
      link += 1;
    } else if (urlAt <= pathAt) {
      order[i] = 1;
      url += 1;
    } else {
      order[i] = 2;
      path += 1;
    }
  }
  return total;
}

/** References in a Markdown text; `bodyOffset` marks where Markdown starts (after frontmatter). */
export function extractReferences(text: string, bodyOffset = 0): Reference[] {
  const found = findReferences(text, bodyOffset);
  const total = offsetOrder(found);
  const refs: Reference[] = [];
  for (let i = 0, link = 0, url = 0, path = 0; i < total; i++) {
    const group = order[i];
    if (group === 0) refs.push({ target: found.linkTargets[link] as string, offset: found.linkOffsets[link++] as number, kind: 'link' });
    else if (group === 1) refs.push({ target: found.fileUrlTargets[url] as string, offset: found.fileUrlOffsets[url++] as number, kind: 'file-url' });
    else refs.push({ target: found.pathTargets[path] as string, offset: found.pathOffsets[path++] as number, kind: 'path' });
  }
  return refs;
}

const isHiddenPath = (path: string): boolean => path.startsWith('.') || path.includes('/.');

/** The files a reference may resolve to (regular, non-hidden files of the skill), indexed for lookups. */
export interface SkillFileIndex {
  readonly files: ReadonlySet<string>;
  /** Every directory that holds at least one of the files ('' is the skill root). */
  readonly directories: ReadonlySet<string>;
  /** Lower-cased path → path, for "did you mean" hints. */
  readonly byLowerCase: ReadonlyMap<string, string>;
}

/** Adds a file and, the first time, the directories that hold it. */
function addFile(files: Set<string>, directories: Set<string>, file: string): void {
  if (files.has(file)) return;
  files.add(file);
  for (let cut = file.lastIndexOf('/'); cut > 0; cut = file.lastIndexOf('/', cut - 1)) {
    const directory = file.slice(0, cut);
    // A directory already indexed came with all of its ancestors.
    if (directories.has(directory)) break;
    directories.add(directory);
  }
}

function fileIndex(files: Set<string>, directories: Set<string>): SkillFileIndex {
  // Only "did you mean" hints read it: built on first use.
  let byLowerCase: Map<string, string> | undefined;
  return {
    files,
    directories,
    get byLowerCase(): ReadonlyMap<string, string> {
      if (byLowerCase === undefined) {
        byLowerCase = new Map<string, string>();
        for (const file of files) byLowerCase.set(file.toLowerCase(), file);
      }
      return byLowerCase;
    },
  };
}

export function indexFiles(paths: Iterable<string>): SkillFileIndex {
  const files = new Set<string>();
  const directories = new Set<string>(['']);
  for (const path of paths) addFile(files, directories, path);
  return fileIndex(files, directories);
}

export function skillFileIndex(skill: LoadedSkill): SkillFileIndex {
  const files = new Set<string>();
  const directories = new Set<string>(['']);
  const { files: read, entries } = skill;
  for (let i = 0; i < read.length; i++) addFile(files, directories, (read[i] as SourceFile).path);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as WalkEntry;
    if (entry.kind === 'file' && !isHiddenPath(entry.path)) addFile(files, directories, entry.path);
  }
  return fileIndex(files, directories);
}

/** An empty, `.` or `..` segment of a `/`-separated path. */
const specialSegment = /(?:^|\/)\.{0,2}(?:\/|$)/;

/**
 * Joins `relative` onto `base` (both `/`-separated, relative to the skill root): as if splitting
 * both on `/`, skipping empty and `.` segments of `relative`, popping a segment for each `..` (or
 * escaping when none is left) and joining with `/` — computed on the strings, without the arrays.
 */
function join(base: string, relative: string): { readonly path: string; readonly escapes: boolean } {
  // Most targets are plain (no empty, `.` or `..` segment): segment by segment, that is concatenation.
  if (!specialSegment.test(relative)) return { path: base === '' ? relative : `${base}/${relative}`, escapes: false };
  let path = base;
  // Segments in `path`, counted apart: an empty segment (`a//b`) joins to nothing.
  let segments = 0;
  if (base !== '') {
    segments = 1;
    for (let at = base.indexOf('/'); at !== -1; at = base.indexOf('/', at + 1)) segments += 1;
  }
  for (let from = 0; from <= relative.length; ) {
    const slash = relative.indexOf('/', from);
    const to = slash === -1 ? relative.length : slash;
    const length = to - from;
    if (length === 2 && relative.charCodeAt(from) === 46 && relative.charCodeAt(from + 1) === 46) {
      if (segments === 0) return { path: relative, escapes: true };
      segments -= 1;
      path = segments === 0 ? '' : path.slice(0, path.lastIndexOf('/'));
    } else if (length > 1 || (length === 1 && relative.charCodeAt(from) !== 46)) {
      path = segments === 0 ? relative.slice(from, to) : `${path}/${relative.slice(from, to)}`;
      segments += 1;
    }
    from = to + 1;
  }
  return { path, escapes: false };
}

function dirnameOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut === -1 ? '' : path.slice(0, cut);
}

export function resolveReference(target: string, fromPath: string, index: SkillFileIndex): Resolution {
  const fromDir = dirnameOf(fromPath);
  return resolveFrom(target, fromDir, prefixesOf(fromDir), index);
}

/**
 * What a relative path from `dir` starts with after `k` leading `../` (index `k`): `dir` less `k`
 * segments, then `/`; nothing once no segment is left. Segments are as split on `/`, empty ones
 * included (`a//b` has three).
 */
function prefixesOf(dir: string): string[] {
  if (dir === '') return [''];
  let segments = 1;
  for (let at = dir.indexOf('/'); at !== -1; at = dir.indexOf('/', at + 1)) segments += 1;
  // Built from a string from the start: an array that starts empty changes kind on its first
  // string, which throws away optimized code that relied on the first kind.
  const prefixes = [`${dir}/`];
  for (let rest = dir.slice(0, dir.lastIndexOf('/')); segments > 1; segments -= 1, rest = rest.slice(0, rest.lastIndexOf('/'))) prefixes.push(`${rest}/`);
  prefixes.push('');
  return prefixes;
}

/**
 * What keeps the rest of a target (after leading `../`) off the fast path: a scheme or drive, a
 * leading slash or backslash, whitespace at either end, a query, fragment, backslash or
 * percent-encoding anywhere, or an empty, `.` or `..` segment.
 */
const notPlainPath = /^(?:[A-Za-z][A-Za-z0-9+.-]*:|[/\\]|\s)|[?#\\%]|\s$|(?:^|\/)\.{0,2}(?:\/|$)/;

/**
 * resolveReference with the referring file's directory (and its prefixesOf) already known. Most
 * targets are `../` segments, if any, then a plain path, which resolve to a file or directory of
 * the skill: found here directly, by what the general steps compute for them (trim, checks and
 * joins change nothing but the `..` pops). Anything else, and every miss, takes the general steps.
 */
function resolveFrom(target: string, fromDir: string, prefixes: readonly string[], index: SkillFileIndex): Resolution {
  let ups = 0;
  while (target.charCodeAt(3 * ups) === DOT && target.charCodeAt(3 * ups + 1) === DOT && target.charCodeAt(3 * ups + 2) === SLASH) ups += 1;
  const rest = ups === 0 ? target : target.slice(3 * ups);
  if (rest !== '' && !notPlainPath.test(rest)) {
    const prefix = prefixes[ups];
    if (prefix !== undefined) {
      const fromFile = prefix === '' ? rest : prefix + rest;
      if (index.files.has(fromFile)) return { kind: 'resolved', path: fromFile, isFile: true };
      if (index.directories.has(fromFile)) return { kind: 'resolved', path: fromFile, isFile: false };
    }
    // From the skill root, `..` escapes.
    if (ups === 0 && fromDir !== '') {
      if (index.files.has(rest)) return { kind: 'resolved', path: rest, isFile: true };
      if (index.directories.has(rest)) return { kind: 'resolved', path: rest, isFile: false };
    }
  }
  return resolveGeneral(target, fromDir, index);
}

function resolveGeneral(target: string, fromDir: string, index: SkillFileIndex): Resolution {
  const trimmed = target.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return { kind: 'external' };
  if (/^file:/i.test(trimmed)) return { kind: 'file-url' };
  if (/^[A-Za-z]:[\\/]/.test(trimmed)) return { kind: 'absolute', form: 'a Windows drive path' };
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(trimmed)) return { kind: 'external' };
  if (trimmed.startsWith('//') || trimmed.startsWith('\\\\')) return { kind: 'absolute', form: 'a network path' };
  if (trimmed.startsWith('/') || trimmed.startsWith('\\')) return { kind: 'absolute', form: 'an absolute path' };

  const cut = trimmed.search(/[?#]/);
  let relative = cut === -1 ? trimmed : trimmed.slice(0, cut);
  if (relative === '') return { kind: 'external' };
  if (relative.includes('\\')) return { kind: 'unresolved', path: relative, hint: ' Use "/" as the path separator.' };
  if (relative.includes('%')) {
    try {
      relative = decodeURIComponent(relative);
    } catch {
      return { kind: 'unresolved', path: relative, hint: ' Its percent-encoding is malformed.' };
    }
  }
  return resolveRelative(relative, fromDir, index);
}

function resolveRelative(relative: string, fromDir: string, index: SkillFileIndex): Resolution {
  // Markdown resolves links against the file's directory; the Agent Skills format writes paths
  // from the skill root. Either reading that lands on a file of the skill is accepted, the file's
  // first.
  const fromFile = join(fromDir, relative);
  if (!fromFile.escapes) {
    if (index.files.has(fromFile.path)) return { kind: 'resolved', path: fromFile.path, isFile: true };
    if (index.directories.has(fromFile.path)) return { kind: 'resolved', path: fromFile.path, isFile: false };
  }
  const candidates = [fromFile];
  if (fromDir !== '') {
    const fromRoot = join('', relative);
    if (!fromRoot.escapes) {
      if (index.files.has(fromRoot.path)) return { kind: 'resolved', path: fromRoot.path, isFile: true };
      if (index.directories.has(fromRoot.path)) return { kind: 'resolved', path: fromRoot.path, isFile: false };
    }
    candidates.push(fromRoot);
  }
  if (candidates.every((candidate) => candidate.escapes)) return { kind: 'escapes', path: relative };
  const wanted = (candidates.find((candidate) => !candidate.escapes) ?? (candidates[0] as { path: string })).path;
  const nearby = index.byLowerCase.get(wanted.toLowerCase());
  return { kind: 'unresolved', path: wanted, hint: nearby === undefined ? '' : ` Did you mean "${nearby}" (paths are case-sensitive)?` };
}

export interface ResolvedReference extends Reference {
  readonly resolution: Resolution;
}

const cache = new WeakMap<SourceFile, readonly ResolvedReference[]>();

/** Per skill: its file index, and by referring directory its prefixesOf and resolutions by target (a resolution depends on nothing else). */
interface SkillResolutions {
  readonly index: SkillFileIndex;
  readonly byDirectory: Map<string, { readonly prefixes: readonly string[]; readonly byTarget: Map<string, Resolution> }>;
}
const skillCache = new WeakMap<LoadedSkill, SkillResolutions>();

/** The references of one Markdown file of a skill, resolved (memoised per file, and per directory and target). */
export function referencesOf(skill: LoadedSkill, file: SourceFile): readonly ResolvedReference[] {
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  if (file.text === undefined) return [];
  let resolutions = skillCache.get(skill);
  if (resolutions === undefined) skillCache.set(skill, (resolutions = { index: skillFileIndex(skill), byDirectory: new Map() }));
  const { index } = resolutions;
  const bodyOffset = file.path === 'SKILL.md' ? (skill.parsed?.body.offset ?? 0) : 0;
  const fromDir = dirnameOf(file.path);
  let directory = resolutions.byDirectory.get(fromDir);
  if (directory === undefined) resolutions.byDirectory.set(fromDir, (directory = { prefixes: prefixesOf(fromDir), byTarget: new Map() }));
  const { prefixes, byTarget } = directory;
  const found = findReferences(file.text, bodyOffset);
  const total = offsetOrder(found);
  const resolved: ResolvedReference[] = [];
  for (let i = 0, link = 0, url = 0, path = 0; i < total; i++) {
    const group = order[i];
    let target: string;
    let offset: number;
    let kind: ReferenceKind;
    if (group === 0) {
      target = found.linkTargets[link] as string;
      offset = found.linkOffsets[link++] as number;
      kind = 'link';
    } else if (group === 1) {
      target = found.fileUrlTargets[url] as string;
      offset = found.fileUrlOffsets[url++] as number;
      kind = 'file-url';
    } else {
      target = found.pathTargets[path] as string;
      offset = found.pathOffsets[path++] as number;
      kind = 'path';
    }
    let resolution = byTarget.get(target);
    if (resolution === undefined) byTarget.set(target, (resolution = resolveFrom(target, fromDir, prefixes, index)));
    resolved.push({ target, offset, kind, resolution });
  }
  cache.set(file, resolved);
  return resolved;
}

/** Ends in `.md`, any case (as `/\.md$/i`: only ASCII letters fold to `m` and `d`). */
function isMarkdownPath(path: string): boolean {
  const length = path.length;
  return length >= 3 && path.charCodeAt(length - 3) === DOT && (path.charCodeAt(length - 2) | 32) === 109 && (path.charCodeAt(length - 1) | 32) === 100;
}

/** Markdown files of a skill that reference rules read: SKILL.md and every other `.md` file. */
export function markdownFiles(skill: LoadedSkill): SourceFile[] {
  return skill.files.filter((file) => file.text !== undefined && file.lines !== undefined && isMarkdownPath(file.path));
}
