// Walks the whole skills root once, never descending into a symlink or a hidden directory. Each
// entry's type comes from the directory listing when the tree gives it, from lstat otherwise; a file
// listed without its size is sized later, by its read or by stat. Every entry is recorded, hazards
// included, so rules can report them.
import { UserError } from '../diagnostics/user-error.js';
import type { EntryKind, ListedEntry, SourceTree } from '../fs/source-tree.js';

export interface RootEntry {
  /** Relative to the root (`acme/foo/SKILL.md`). */
  readonly path: string;
  readonly kind: EntryKind;
  /** Byte size for files, 0 otherwise; undefined for a file whose listing did not tell its size. */
  readonly size: number | undefined;
}

export interface RootWalk {
  /** Sorted by path in code-unit order. */
  readonly entries: readonly RootEntry[];
  /** True when the walk stopped at `maxEntries`. */
  readonly truncated: boolean;
}

const byName = (a: ListedEntry, b: ListedEntry): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function walkRoot(tree: SourceTree, root: string, maxEntries: number): RootWalk {
  const entries: { path: string; kind: EntryKind; size: number | undefined }[] = [];
  const pending: { path: string; index: number }[] = [{ path: '', index: -1 }];
  let truncated = false;
  while (pending.length > 0 && !truncated) {
    const { path: dir, index } = pending.pop() ?? { path: '', index: -1 };
    const listed = dir === '' ? root : `${root}/${dir}`;
    let names: ListedEntry[];
    try {
      names = (tree.listEntries?.(listed) ?? tree.list(listed).map((name) => ({ name }))).sort(byName);
    } catch (error) {
      // A directory that cannot be listed is reported (filesystem/unreadable-file), never skipped.
      const entry = entries[index];
      if (entry === undefined)
        throw new UserError('io', `cannot list the skills root "${root}" (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
      entry.kind = 'unreadable';
      continue;
    }
    for (const { name, kind: listedKind } of names) {
      if (entries.length >= maxEntries) {
        truncated = true;
        break;
      }
      const path = dir === '' ? name : `${dir}/${name}`;
      const info =
        listedKind === undefined ? tree.stat(`${root}/${path}`) : { kind: listedKind, size: listedKind === 'file' ? undefined : 0 };
      entries.push({ path, kind: info.kind, size: info.size });
      // Hidden directories are reported, not entered: a `.git/` can hold anything.
      if (info.kind === 'directory' && !name.startsWith('.')) pending.push({ path, index: entries.length - 1 });
    }
  }
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { entries, truncated };
}

/** Index of the first entry whose path is `>= prefix` (entries sharing a prefix are contiguous). */
export function lowerBound(entries: readonly RootEntry[], prefix: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((entries[mid]?.path ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first directory on the way to `path` (not `path` itself) that is a symlink, if any. */
export function symlinkedParent(tree: SourceTree, path: string): string | undefined {
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    const dir = segments.slice(0, i).join('/');
    if (tree.stat(dir).kind === 'symlink') return dir;
  }
  return undefined;
}
