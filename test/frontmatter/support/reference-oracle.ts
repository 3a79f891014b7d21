// The plain-regex reference implementation of Markdown reference extraction and resolution: a
// verbatim copy of `markdownLines` (src/load/markdown/markdown-lines.ts) and of
// `extractReferences`, `resolveReference`, `indexFiles` and the hidden-path test
// (src/load/markdown/references.ts) as they were before those were rewritten for speed
// (one object and one slice per line, every regex run over whole lines or over the whole text).
// Tests compare the fast implementation against it; it is test-only and must not change.
import type { Reference, Resolution, SkillFileIndex } from '../../../src/load/markdown/references.js';

export interface MarkdownLine {
  /** UTF-16 offsets in the text; `end` is the LF (or the text length), CR excluded. */
  readonly start: number;
  readonly end: number;
  /** Inside a fenced code block, or the fence line itself. */
  readonly fenced: boolean;
  /** Inline code spans on this line, as [start, end) offsets including the backticks. */
  readonly codeSpans: readonly (readonly [number, number])[];
}

const fenceOpen = /^[ \t]*(`{3,}|~{3,})/;

/**
 * Code spans on one line: a run of N backticks opens a span that the next run of exactly N
 * backticks closes. Runs are collected once and matched through per-length queues, so the work is
 * linear in the line's length whatever its backticks look like.
 */
function codeSpansOf(text: string, start: number, end: number): [number, number][] {
  // Search within the line only: an unbounded indexOf would rescan the rest of the file per line.
  const content = text.slice(start, end);
  const first = content.indexOf('`');
  if (first === -1) return [];
  const runStart: number[] = [];
  const runLength: number[] = [];
  for (let at = first; at !== -1; ) {
    let runEnd = at;
    while (runEnd < content.length && content.charCodeAt(runEnd) === 96) runEnd += 1;
    runStart.push(at);
    runLength.push(runEnd - at);
    at = content.indexOf('`', runEnd);
  }
  if (runStart.length < 2) return [];
  // For each run length, the indices of the runs with that length, consumed front to back.
  const byLength = new Map<number, number[]>();
  for (let i = 0; i < runLength.length; i++) {
    const length = runLength[i] as number;
    const list = byLength.get(length);
    if (list === undefined) byLength.set(length, [i]);
    else list.push(i);
  }
  const cursor = new Map<number, number>();
  const spans: [number, number][] = [];
  for (let i = 0; i < runStart.length; ) {
    const length = runLength[i] as number;
    const list = byLength.get(length) as number[];
    let next = cursor.get(length) ?? 0;
    while (next < list.length && (list[next] as number) <= i) next += 1;
    cursor.set(length, next);
    if (next >= list.length) {
      i += 1;
      continue;
    }
    const close = list[next] as number;
    spans.push([start + (runStart[i] as number), start + (runStart[close] as number) + length]);
    i = close + 1;
  }
  return spans;
}

/** The lines of `text` from offset `from`, with fence and code-span information. */
export function oracleMarkdownLines(text: string, from = 0): MarkdownLine[] {
  const lines: MarkdownLine[] = [];
  let fence: { readonly close: RegExp } | undefined;
  for (let start = from; start <= text.length; ) {
    const lf = text.indexOf('\n', start);
    const hardEnd = lf === -1 ? text.length : lf;
    const end = hardEnd > start && text.charCodeAt(hardEnd - 1) === 13 ? hardEnd - 1 : hardEnd;
    const content = text.slice(start, end);
    if (fence !== undefined) {
      lines.push({ start, end, fenced: true, codeSpans: [] });
      if (fence.close.test(content)) fence = undefined;
    } else {
      const lead = content.trimStart().charCodeAt(0);
      const open = lead === 96 || lead === 126 ? fenceOpen.exec(content) : null;
      // A backtick fence's info string may not contain a backtick (CommonMark).
      if (open !== null && !(open[0].trimStart().startsWith('`') && content.slice(open[0].length).includes('`'))) {
        const marker = open[1] as string;
        fence = { close: new RegExp(`^[ \\t]*${marker.startsWith('`') ? '`' : '~'}{${marker.length},}[ \\t]*$`) };
        lines.push({ start, end, fenced: true, codeSpans: [] });
      } else {
        lines.push({ start, end, fenced: false, codeSpans: codeSpansOf(text, start, end) });
      }
    }
    if (lf === -1) break;
    start = lf + 1;
  }
  return lines;
}

/** Is `offset` inside one of the line's code spans? (Spans are sorted and disjoint.) */
export function inCodeSpan(line: MarkdownLine, offset: number): boolean {
  return insideSorted(line.codeSpans, offset);
}

/** Binary search over sorted, disjoint [start, end) ranges. */
export function insideSorted(ranges: readonly (readonly [number, number])[], offset: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [start, end] = ranges[mid] as readonly [number, number];
    if (offset < start) hi = mid - 1;
    else if (offset >= end) lo = mid + 1;
    else return true;
  }
  return false;
}

const inlineLink = /!?\[([^[\]\n]{0,1000})\]\([ \t]*(<[^>\n]{0,2000}>|[^\s()<>]{1,2000})(?:[ \t]+(?:"[^"\n]{0,1000}"|'[^'\n]{0,1000}'|\([^)\n]{0,1000}\)))?[ \t]*\)/g;
const referenceDefinition = /^ {0,3}\[(?!\^)[^\]\n]{1,999}\]:[ \t]*(<[^>\n]{0,2000}>|\S{1,2000})/;
const autolink = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]{0,2000})>/g;
const pathToken = /(?<![A-Za-z0-9._~/\\:%@-])(?:\.\/)?(?:references|scripts|assets)\/[A-Za-z0-9._~/%+-]{0,1000}/g;
// A file: URL names a path (`file:/…`, `file:///…`, `file:C:/…`); "the file: …" in prose does not.
const fileUrl = /(?<![A-Za-z0-9+.-])file:(?:[/\\]|[A-Za-z]:)[^\s<>()"'`[\]]{0,2000}/gi;

/** A sentence's final punctuation is not part of the path ("see scripts/run.sh."). */
function trimTrailingPunctuation(token: string): string {
  let end = token.length;
  while (end > 0 && '.,:;!?'.includes(token[end - 1] as string)) end -= 1;
  return token.slice(0, end);
}

/** Characters that turn a path into a pattern or a placeholder (`scripts/*.py`, `references/<topic>.md`). */
const patternChars = new Set(['*', '<', '{', '[', '$']);

/**
 * A bare path token that names no file: a pattern or placeholder, or just one of the skill
 * directories ("keep detail in references/"), which is how skills describe the format itself.
 */
function isPatternOrConvention(target: string, next: string): boolean {
  if (patternChars.has(next)) return true;
  return /^(?:\.\/)?(?:references|scripts|assets)\/?$/.test(target);
}

function unwrap(target: string): string {
  return target.startsWith('<') && target.endsWith('>') ? target.slice(1, -1) : target;
}

/** References in a Markdown text; `bodyOffset` marks where Markdown starts (after frontmatter). */
export function oracleExtractReferences(text: string, bodyOffset = 0): Reference[] {
  const refs: Reference[] = [];
  // Spans already taken by a link (so a link target is not also read as a bare path).
  const claimed: [number, number][] = [];

  for (const line of oracleMarkdownLines(text, bodyOffset)) {
    if (line.fenced) continue;
    const content = text.slice(line.start, line.end);
    if (!content.includes('[') && !content.includes('<')) continue;
    const lineClaims: [number, number][] = [];
    inlineLink.lastIndex = 0;
    for (let match = inlineLink.exec(content); match !== null; match = inlineLink.exec(content)) {
      const start = line.start + match.index;
      if (inCodeSpan(line, start)) continue;
      const raw = match[2] ?? '';
      const targetAt = start + match[0].lastIndexOf(raw);
      lineClaims.push([start, start + match[0].length]);
      refs.push({ target: unwrap(raw), offset: raw.startsWith('<') ? targetAt + 1 : targetAt, kind: 'link' });
    }
    const definition = referenceDefinition.exec(content);
    if (definition !== null && !inCodeSpan(line, line.start)) {
      const raw = definition[1] ?? '';
      const targetAt = line.start + definition[0].lastIndexOf(raw);
      lineClaims.unshift([line.start, line.start + definition[0].length]);
      refs.push({ target: unwrap(raw), offset: raw.startsWith('<') ? targetAt + 1 : targetAt, kind: 'link' });
    }
    // Inline links were found left to right after the definition, so lineClaims is sorted here.
    const autolinkClaims: [number, number][] = [];
    autolink.lastIndex = 0;
    for (let match = autolink.exec(content); match !== null; match = autolink.exec(content)) {
      const start = line.start + match.index;
      if (inCodeSpan(line, start) || insideSorted(lineClaims, start)) continue;
      autolinkClaims.push([start, start + match[0].length]);
      refs.push({ target: match[1] ?? '', offset: start + 1, kind: 'link' });
    }
    for (const claim of [...lineClaims, ...autolinkClaims].sort((a, b) => a[0] - b[0])) claimed.push(claim);
  }
  const isClaimed = (offset: number): boolean => insideSorted(claimed, offset);

  fileUrl.lastIndex = 0;
  for (let match = fileUrl.exec(text); match !== null; match = fileUrl.exec(text)) {
    if (isClaimed(match.index)) continue;
    refs.push({ target: match[0], offset: match.index, kind: 'file-url' });
  }
  pathToken.lastIndex = 0;
  for (let match = pathToken.exec(text); match !== null; match = pathToken.exec(text)) {
    if (isClaimed(match.index)) continue;
    const target = trimTrailingPunctuation(match[0]);
    if (isPatternOrConvention(target, text.charAt(match.index + match[0].length))) continue;
    refs.push({ target, offset: match.index, kind: 'path' });
  }
  return refs.sort((a, b) => a.offset - b.offset);
}

/** Joins `relative` onto `base` (both `/`-separated, relative to the skill root). */
function join(base: string, relative: string): { readonly path: string; readonly escapes: boolean } {
  const segments = base === '' ? [] : base.split('/');
  for (const segment of relative.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return { path: relative, escapes: true };
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return { path: segments.join('/'), escapes: false };
}

function dirnameOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut === -1 ? '' : path.slice(0, cut);
}

export function oracleResolveReference(target: string, fromPath: string, index: SkillFileIndex): Resolution {
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

  // Markdown resolves links against the file's directory; the Agent Skills format writes paths
  // from the skill root. Either reading that lands on a file of the skill is accepted.
  const fromDir = dirnameOf(fromPath);
  const candidates = fromDir === '' ? [join('', relative)] : [join(fromDir, relative), join('', relative)];
  for (const candidate of candidates) {
    if (candidate.escapes) continue;
    if (index.files.has(candidate.path)) return { kind: 'resolved', path: candidate.path, isFile: true };
    if (index.directories.has(candidate.path)) return { kind: 'resolved', path: candidate.path, isFile: false };
  }
  if (candidates.every((candidate) => candidate.escapes)) return { kind: 'escapes', path: relative };
  const wanted = (candidates.find((candidate) => !candidate.escapes) ?? (candidates[0] as { path: string })).path;
  const nearby = index.byLowerCase.get(wanted.toLowerCase());
  return { kind: 'unresolved', path: wanted, hint: nearby === undefined ? '' : ` Did you mean "${nearby}" (paths are case-sensitive)?` };
}

export const oracleIsHiddenPath = (path: string): boolean => path.split('/').some((segment) => segment.startsWith('.'));

export function oracleIndexFiles(paths: Iterable<string>): SkillFileIndex {
  const files = new Set(paths);
  const directories = new Set<string>(['']);
  const byLowerCase = new Map<string, string>();
  for (const file of files) {
    byLowerCase.set(file.toLowerCase(), file);
    for (let cut = file.lastIndexOf('/'); cut > 0; cut = file.lastIndexOf('/', cut - 1)) directories.add(file.slice(0, cut));
  }
  return { files, directories, byLowerCase };
}

