// Every entry the walk met, once: entries of allowlisted skills and stray entries under root.
// Worked out once per lint run (its RunMemo) and shared by the rules that iterate entries.
import type { LoadedCatalog, WalkEntry } from '../../load/model.js';
import { memoSlot, type RunMemo } from '../../load/run-memo.js';
import { firstOfEachFile } from './each-file.js';

const everyEntry = memoSlot('every walk entry, once', (catalog: LoadedCatalog): readonly WalkEntry[] => {
  const seen = new Set<string>();
  const entries = firstOfEachFile(
    catalog.skills.map((skill) => skill.entries),
    seen,
  );
  for (const entry of catalog.strayEntries) if (!seen.has(entry.file)) entries.push(entry);
  return entries;
});

export function allEntries(catalog: LoadedCatalog, memo: RunMemo): readonly WalkEntry[] {
  return memo.get(everyEntry, catalog);
}
