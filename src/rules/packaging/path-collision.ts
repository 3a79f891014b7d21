// Two paths that differ only by case or Unicode normalisation are one file on macOS and Windows
// checkouts and two files on Linux: the catalog would depend on where it was built.
import { defineRule } from '../rule.js';

export const pathCollision = defineRule({
  meta: {
    id: 'bounds/path-collision',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'No two paths in the catalog differ only by letter case or Unicode normalisation (NFC/NFD/NFKC).',
      why: 'Case-insensitive or normalising file systems (macOS, Windows) merge such paths into one file, so the same commit would package different bytes on different machines, and hosts that key files by a folded URI would confuse them.',
      fix: 'Rename one of the two files or directories so their names differ in more than case or normalisation.',
      example: 'skills/review/Notes.md and skills/review/notes.md',
    },
    messages: {
      collision: '"{file}" collides with "{other}" (they differ only by {how}); rename one of them.',
    },
  },
  check({ catalog, report }) {
    const keys = [
      { how: 'Unicode normalisation', fold: (p: string) => p.normalize('NFKC') },
      { how: 'letter case', fold: (p: string) => p.normalize('NFKC').toLowerCase() },
    ];
    const reported = new Set<string>();
    const skillEntries = catalog.skills.map((s) => ({ file: s.dir, kind: 'directory' as const }));
    const entries = [...skillEntries, ...catalog.skills.flatMap((s) => s.entries), ...catalog.strayEntries];
    const unique = [...new Map(entries.map((e) => [e.file, e])).values()].sort((a, b) => (a.file < b.file ? -1 : 1));
    for (const { how, fold } of keys) {
      const firstByKey = new Map<string, string>();
      for (const entry of unique) {
        const key = fold(entry.file);
        const other = firstByKey.get(key);
        if (other === undefined) firstByKey.set(key, entry.file);
        else if (!reported.has(entry.file)) {
          reported.add(entry.file);
          report({ messageId: 'collision', data: { file: entry.file, other, how }, file: entry.file });
        }
      }
    }
  },
});
