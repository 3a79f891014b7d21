// Temporary files a killed build left beside the generated files (`.<name>.<pid>.<8 hex>.tmp`, see
// write-atomic.ts): found in the output's directory and the split layout's texts directories, swept
// by the next build, reported by `check`.
import type { SourceTree } from '../fs/source-tree.js';
import { walkBudget, walkDirectory } from './bounded-walk.js';

/** The temporary-file name writeFileAtomic uses; group 1 is the writer's process id. */
export const tempFileName = /^\..+\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/** Config-relative paths of every temporary-looking regular file in `dirs` (the texts directory searched to its depth). */
export function findTempFiles(tree: SourceTree, dirs: readonly { readonly dir: string; readonly deep: boolean }[]): string[] {
  const found = new Set<string>();
  const budget = walkBudget();
  for (const { dir, deep } of dirs) {
    if (dir !== '' && tree.stat(dir).kind !== 'directory') continue;
    walkDirectory(tree, dir, budget, (child, name) => {
      if (!tempFileName.test(name)) return deep && !name.startsWith('.') && tree.stat(child).kind === 'directory';
      if (tree.stat(child).kind === 'file') found.add(child);
      return false;
    });
  }
  return [...found].sort();
}
