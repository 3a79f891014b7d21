// Every entry the walk met, once: entries of allowlisted skills and stray entries under root.
import type { LoadedCatalog, WalkEntry } from '../../load/model.js';

export function* allEntries(catalog: LoadedCatalog): Generator<WalkEntry> {
  const seen = new Set<string>();
  for (const skill of catalog.skills) {
    for (const entry of skill.entries) {
      if (seen.has(entry.file)) continue;
      seen.add(entry.file);
      yield entry;
    }
  }
  for (const entry of catalog.strayEntries) if (!seen.has(entry.file)) yield entry;
}
