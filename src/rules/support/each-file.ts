// Every file that was read, once, even when a nested skill puts it in two manifests. Worked out
// once per catalog and shared by the rules that iterate files.
import type { LoadedCatalog, SourceFile } from '../../load/model.js';

const cache = new WeakMap<LoadedCatalog, readonly SourceFile[]>();

export function eachReadFile(catalog: LoadedCatalog): readonly SourceFile[] {
  const cached = cache.get(catalog);
  if (cached !== undefined) return cached;
  const seen = new Set<string>();
  const files: SourceFile[] = [];
  for (const skill of catalog.skills) {
    for (const file of skill.files) {
      if (seen.has(file.file)) continue;
      seen.add(file.file);
      files.push(file);
    }
  }
  cache.set(catalog, files);
  return files;
}
