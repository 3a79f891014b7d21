// Every file that was read, once, even when a nested skill puts it in two manifests.
import type { LoadedCatalog, SourceFile } from '../../load/model.js';

export function* eachReadFile(catalog: LoadedCatalog): Generator<SourceFile> {
  const seen = new Set<string>();
  for (const skill of catalog.skills) {
    for (const file of skill.files) {
      if (seen.has(file.file)) continue;
      seen.add(file.file);
      yield file;
    }
  }
}
