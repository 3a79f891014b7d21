// The walk of a generated-output directory through the SourceTree (so `check --staged` walks the
// index): names in sorted order, never following a symlink, and bounded in entries and depth however
// big a hostile directory is. The left-over texts modules and the stale temporary files are found by it.
import type { SourceTree } from '../fs/source-tree.js';

/** A split catalog has at most 256 texts modules, 16 path segments deep: far more is not ours. */
const maxEntries = 4096;
const maxDepth = 17;

/** Entries one search may still look at, shared by the walks of several directories. */
export interface WalkBudget {
  entries: number;
}

export const walkBudget = (): WalkBudget => ({ entries: maxEntries });

/**
 * Visits every entry under the directory `dir` ('' for the tree's root), depth first in sorted
 * order; `visit` says whether to descend into an entry (only a directory should be). An unreadable
 * directory is passed over.
 */
export function walkDirectory(
  tree: SourceTree,
  dir: string,
  budget: WalkBudget,
  visit: (path: string, name: string) => boolean,
  depth = 1,
): void {
  if (depth > maxDepth) return;
  let names: string[];
  try {
    names = tree.list(dir);
  } catch {
    return;
  }
  for (const name of names.sort()) {
    if (--budget.entries < 0) return;
    const child = dir === '' ? name : `${dir}/${name}`;
    if (visit(child, name)) walkDirectory(tree, child, budget, visit, depth + 1);
  }
}
