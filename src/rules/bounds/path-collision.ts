// Two paths that differ only by case or Unicode normalisation are one file on macOS and Windows
// checkouts and two files on Linux: the catalog would depend on where it was built.
import type { LoadedCatalog } from '../../load/model.js';
import { defineRule } from '../rule.js';

const asciiOnly = /^[\x00-\x7f]*$/;

/** NFKC leaves ASCII unchanged, so only other paths pay for normalising. */
const nfkc = (file: string): string => (asciiOnly.test(file) ? file : file.normalize('NFKC'));

/**
 * Do two distinct paths share a case-folded NFKC form? Paths that differ only by normalisation share
 * it too, so without such a pair neither fold can report anything.
 */
export function anyFoldedCollision(catalog: LoadedCatalog): boolean {
  const byKey = new Map<string, string>();
  const collides = (file: string): boolean => {
    const key = nfkc(file).toLowerCase();
    const other = byKey.get(key);
    if (other === undefined) byKey.set(key, file);
    return other !== undefined && other !== file;
  };
  for (const skill of catalog.skills) {
    if (collides(skill.dir)) return true;
    for (const entry of skill.entries) if (collides(entry.file)) return true;
  }
  for (const entry of catalog.strayEntries) if (collides(entry.file)) return true;
  return false;
}

export const boundsPathCollision = defineRule({
  meta: {
    id: 'bounds/path-collision',
    severity: 'error',
    guardsSafety: true,
    messages: {
      collision: '"{file}" collides with "{other}" (they differ only by {how}); rename one of them.',
    },
  },
  check({ catalog, report }) {
    // The common case, no collision at all, is settled in one pass without sorting.
    if (!anyFoldedCollision(catalog)) return;
    // Only `file` takes part, so the entries reduce to their distinct paths, in code-unit order.
    const files = new Set<string>();
    for (const skill of catalog.skills) files.add(skill.dir);
    for (const skill of catalog.skills) for (const entry of skill.entries) files.add(entry.file);
    for (const entry of catalog.strayEntries) files.add(entry.file);
    const sorted = [...files].sort();
    const normalised = sorted.map(nfkc);
    const keys = [
      { how: 'Unicode normalisation', fold: (i: number) => normalised[i]! },
      { how: 'letter case', fold: (i: number) => normalised[i]!.toLowerCase() },
    ];
    const reported = new Set<string>();
    for (const { how, fold } of keys) {
      const firstByKey = new Map<string, string>();
      for (let i = 0; i < sorted.length; i += 1) {
        const file = sorted[i]!;
        const key = fold(i);
        const other = firstByKey.get(key);
        if (other === undefined) firstByKey.set(key, file);
        else if (!reported.has(file)) {
          reported.add(file);
          report({ messageId: 'collision', data: { file, other, how }, file });
        }
      }
    }
  },
});
