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
import type { LoadedSkill, SourceFile } from '../../../load/model.js';
import { inCodeSpan, insideSorted, markdownLines } from './markdown-lines.js';

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
export function extractReferences(text: string, bodyOffset = 0): Reference[] {
  const refs: Reference[] = [];
  // Spans already taken by a link (so a link target is not also read as a bare path).
  const claimed: [number, number][] = [];

  for (const line of markdownLines(text, bodyOffset)) {
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

const isHiddenPath = (path: string): boolean => path.split('/').some((segment) => segment.startsWith('.'));

/** The files a reference may resolve to (regular, non-hidden files of the skill), indexed for lookups. */
export interface SkillFileIndex {
  readonly files: ReadonlySet<string>;
  /** Every directory that holds at least one of the files ('' is the skill root). */
  readonly directories: ReadonlySet<string>;
  /** Lower-cased path → path, for "did you mean" hints. */
  readonly byLowerCase: ReadonlyMap<string, string>;
}

export function indexFiles(paths: Iterable<string>): SkillFileIndex {
  const files = new Set(paths);
  const directories = new Set<string>(['']);
  const byLowerCase = new Map<string, string>();
  for (const file of files) {
    byLowerCase.set(file.toLowerCase(), file);
    for (let cut = file.lastIndexOf('/'); cut > 0; cut = file.lastIndexOf('/', cut - 1)) directories.add(file.slice(0, cut));
  }
  return { files, directories, byLowerCase };
}

export function skillFileIndex(skill: LoadedSkill): SkillFileIndex {
  const paths: string[] = skill.files.map((file) => file.path);
  for (const entry of skill.entries) if (entry.kind === 'file' && !isHiddenPath(entry.path)) paths.push(entry.path);
  return indexFiles(paths);
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

export function resolveReference(target: string, fromPath: string, index: SkillFileIndex): Resolution {
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

export interface ResolvedReference extends Reference {
  readonly resolution: Resolution;
}

const cache = new WeakMap<SourceFile, readonly ResolvedReference[]>();
const indexCache = new WeakMap<LoadedSkill, SkillFileIndex>();

/** The references of one Markdown file of a skill, resolved (memoised per file and per target). */
export function referencesOf(skill: LoadedSkill, file: SourceFile): readonly ResolvedReference[] {
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  if (file.text === undefined) return [];
  let index = indexCache.get(skill);
  if (index === undefined) indexCache.set(skill, (index = skillFileIndex(skill)));
  const bodyOffset = file.path === 'SKILL.md' ? (skill.parsed?.body.offset ?? 0) : 0;
  const byTarget = new Map<string, Resolution>();
  const resolved = extractReferences(file.text, bodyOffset).map(({ target, offset, kind }): ResolvedReference => {
    let resolution = byTarget.get(target);
    if (resolution === undefined) byTarget.set(target, (resolution = resolveReference(target, file.path, index)));
    return { target, offset, kind, resolution };
  });
  cache.set(file, resolved);
  return resolved;
}

/** Markdown files of a skill that reference rules read: SKILL.md and every other `.md` file. */
export function markdownFiles(skill: LoadedSkill): SourceFile[] {
  return skill.files.filter((file) => file.text !== undefined && file.lines !== undefined && /\.md$/i.test(file.path));
}
