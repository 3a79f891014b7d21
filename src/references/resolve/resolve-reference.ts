// Resolves a reference's target against the files of its skill: a file or directory of the skill,
// an external URL, a `file:` URL, an absolute path, a path that climbs out of the skill, or nothing
// (with a hint: a case-only difference, the same name with an extension, or the same file name in
// another directory). A documented host
// placeholder for the skill directory (`{baseDir}/…`, `${CLAUDE_SKILL_DIR}/…`) reads as the skill root.
import { DOT, SLASH } from '../../load/markdown/char-codes.js';
import { hostPlaceholder, pluginRootPlaceholder } from './host-placeholder.js';
import { isSlashCommand } from './slash-command.js';
import type { SkillFileIndex } from './skill-file-index.js';

export type Resolution =
  | { readonly kind: 'external' }
  | { readonly kind: 'file-url' }
  | { readonly kind: 'absolute'; readonly form: string }
  | { readonly kind: 'escapes'; readonly path: string }
  | {
      readonly kind: 'unresolved';
      readonly path: string;
      readonly hint: string;
      /** The skill's file the target most likely means (another case, an extension, the same name elsewhere). */
      readonly near?: string;
    }
  | { readonly kind: 'resolved'; readonly path: string; readonly isFile: boolean };

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
  for (let from = 0; from <= relative.length;) {
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

export function dirnameOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut === -1 ? '' : path.slice(0, cut);
}

export function resolveReference(target: string, fromPath: string, index: SkillFileIndex): Resolution {
  const fromDir = dirnameOf(fromPath);
  return resolveFrom(target, fromDir, prefixesOf(fromDir), index);
}

/** resolveReference for callers that resolve many targets from one directory (prefixes: prefixesOf(fromDir)). */
export function resolveFromDirectory(target: string, fromDir: string, prefixes: readonly string[], index: SkillFileIndex): Resolution {
  return resolveFrom(target, fromDir, prefixes, index);
}

/**
 * What a relative path from `dir` starts with after `k` leading `../` (index `k`): `dir` less `k`
 * segments, then `/`; nothing once no segment is left. Segments are as split on `/`, empty ones
 * included (`a//b` has three).
 */
export function prefixesOf(dir: string): string[] {
  if (dir === '') return [''];
  let segments = 1;
  for (let at = dir.indexOf('/'); at !== -1; at = dir.indexOf('/', at + 1)) segments += 1;
  // Built from a string from the start: an array that starts empty changes kind on its first
  // string, which throws away optimized code that relied on the first kind.
  const prefixes = [`${dir}/`];
  for (let rest = dir.slice(0, dir.lastIndexOf('/')); segments > 1; segments -= 1, rest = rest.slice(0, rest.lastIndexOf('/')))
    prefixes.push(`${rest}/`);
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
  const placeholder = hostPlaceholder.exec(target);
  if (placeholder !== null) return resolveGeneral(target.slice(placeholder[0].length), '', index);
  const pluginRoot = pluginRootPlaceholder.exec(target);
  if (pluginRoot !== null) return resolveFromPluginRoot(target.slice(pluginRoot[0].length), index);
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

/** A skill that is itself a plugin's root holds the plugin manifest. */
const pluginManifests = ['.claude-plugin/plugin.json', 'plugin.json'];

/**
 * A path written from the plugin root: the skill's own file when the skill is the plugin's root,
 * otherwise a file outside the skill (reference/outside-skill names it when the plugin has it).
 */
function resolveFromPluginRoot(relative: string, index: SkillFileIndex): Resolution {
  if (pluginManifests.some((manifest) => index.files.has(manifest))) return resolveGeneral(relative, '', index);
  const cut = relative.search(/[?#]/);
  return {
    kind: 'unresolved',
    path: cut === -1 ? relative : relative.slice(0, cut),
    hint: ' It is written from the plugin root, outside the skill; no plugin root of this project has it.',
  };
}

function resolveGeneral(target: string, fromDir: string, index: SkillFileIndex): Resolution {
  const trimmed = target.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return { kind: 'external' };
  if (/^file:/i.test(trimmed)) return { kind: 'file-url' };
  if (/^[A-Za-z]:[\\/]/.test(trimmed)) return { kind: 'absolute', form: 'a Windows drive path' };
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(trimmed)) return { kind: 'external' };
  if (trimmed.startsWith('//') || trimmed.startsWith('\\\\')) return { kind: 'absolute', form: 'a network path' };
  // A host's command (`/deploy`, `/plugin:command`) is no file of any machine.
  if (isSlashCommand(trimmed)) return { kind: 'external' };
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
  if (nearby !== undefined)
    return { kind: 'unresolved', path: wanted, hint: ` Did you mean "${nearby}" (paths are case-sensitive)?`, near: nearby };
  const withExtension = fileWithExtension(wanted, index);
  if (withExtension !== undefined)
    return { kind: 'unresolved', path: wanted, hint: ` Did you mean "${withExtension}"?`, near: withExtension };
  const sameName = fileWithSameName(wanted, index);
  if (sameName !== undefined) return { kind: 'unresolved', path: wanted, hint: ` Did you mean "${sameName}"?`, near: sameName };
  return { kind: 'unresolved', path: wanted, hint: '' };
}

/** The one file of the skill named like `path` in another directory (`references/guide.md` for `guide.md`), if exactly one. */
export function fileWithSameName(path: string, index: SkillFileIndex): string | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name === '') return undefined;
  let found: string | undefined;
  for (const file of index.files) {
    if (!file.endsWith(name) || (file.length > name.length && file.charCodeAt(file.length - name.length - 1) !== 47)) continue;
    if (found !== undefined) return undefined;
    found = file;
  }
  return found;
}

/** A file of the skill named `path` plus an extension (`scripts/run` → `scripts/run.py`), if exactly one. */
export function fileWithExtension(path: string, index: SkillFileIndex): string | undefined {
  const cut = path.lastIndexOf('/');
  if (path.indexOf('.', cut + 1) !== -1) return undefined;
  let found: string | undefined;
  const prefix = `${path}.`;
  for (const file of index.files) {
    if (!file.startsWith(prefix) || file.indexOf('/', prefix.length) !== -1) continue;
    if (found !== undefined) return undefined;
    found = file;
  }
  return found;
}
