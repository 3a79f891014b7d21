// Every file that was read, once, even when a nested skill puts it in two manifests (worked out once
// per lint run (its RunMemo) and shared by the rules that iterate files), and the first-of-each-file
// pass it and allEntries share.
import type { LoadedCatalog, SourceFile } from '../../load/model.js';
import { memoSlot, type RunMemo } from '../../load/run-memo.js';

const everyReadFile = memoSlot('every read file, once', (catalog: LoadedCatalog): readonly SourceFile[] =>
  firstOfEachFile(catalog.skills.map((skill) => skill.files)),
);

/**
 * The items of every list in order, each file's first only (a nested skill lists its files twice);
 * `seen` receives every file taken.
 */
export function firstOfEachFile<T extends { readonly file: string }>(lists: Iterable<readonly T[]>, seen = new Set<string>()): T[] {
  const out: T[] = [];
  for (const list of lists) {
    for (const item of list) {
      if (seen.has(item.file)) continue;
      seen.add(item.file);
      out.push(item);
    }
  }
  return out;
}

export function eachReadFile(catalog: LoadedCatalog, memo: RunMemo): readonly SourceFile[] {
  return memo.get(everyReadFile, catalog);
}
