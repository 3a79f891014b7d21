// The plain-regex reference implementation of reference resolution: a verbatim copy of
// `resolveReference`, `indexFiles` and the hidden-path test (now src/references/resolve/)
// as they were before those were rewritten for speed.
// Tests compare the fast implementation against it; it is test-only and must not change.
import type { Resolution } from '../../../src/references/resolve/resolve-reference.js';
import type { SkillFileIndex } from '../../../src/references/resolve/skill-file-index.js';

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
