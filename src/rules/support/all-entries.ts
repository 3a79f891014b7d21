// Every entry the walk met, once: entries of allowlisted skills and stray entries under root.
// Worked out once per catalog and shared by the rules that iterate entries.
import type { LoadedCatalog, WalkEntry } from '../../load/model.js';
import { firstOfEachFile } from './each-file.js';

const cache = new WeakMap<LoadedCatalog, readonly WalkEntry[]>();

export function allEntries(catalog: LoadedCatalog): readonly WalkEntry[] {
  const cached = cache.get(catalog);
  if (cached !== undefined) return cached;
  const seen = new Set<string>();
  const entries = firstOfEachFile(
    catalog.skills.map((skill) => skill.entries),
    seen,
  );
  for (const entry of catalog.strayEntries) if (!seen.has(entry.file)) entries.push(entry);
  cache.set(catalog, entries);
  return entries;
}
