// Temporary files a killed build left beside the generated files (`.<name>.<pid>.<8 hex>.tmp`, see
// write-atomic.ts): found in the output's directory and the split layout's texts directories, swept
// by the next build, reported by `check`.
import type { SourceTree } from '../fs/source-tree.js';

/** The temporary-file name writeFileAtomic uses; group 1 is the writer's process id. */
export const tempFileName = /^\..+\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/** Bounds on the search, however big a hostile directory is. */
const maxEntries = 4096;
const maxDepth = 17;

/** Config-relative paths of every temporary-looking regular file in `dirs` (the texts directory searched to its depth). */
export function findTempFiles(tree: SourceTree, dirs: readonly { readonly dir: string; readonly deep: boolean }[]): string[] {
  const found = new Set<string>();
  let seen = 0;
  const visit = (dir: string, deep: boolean, depth: number): void => {
    if (depth > maxDepth) return;
    let names: string[];
    try {
      names = tree.list(dir);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      if (++seen > maxEntries) return;
      const child = dir === '' ? name : `${dir}/${name}`;
      if (tempFileName.test(name)) {
        if (tree.stat(child).kind === 'file') found.add(child);
      } else if (deep && !name.startsWith('.') && tree.stat(child).kind === 'directory') visit(child, deep, depth + 1);
    }
  };
  for (const { dir, deep } of dirs) if (dir === '' || tree.stat(dir).kind === 'directory') visit(dir, deep, 1);
  return [...found].sort();
}
