// At most 1 MiB per file (or the config's stricter limit). Oversized files are never read past the
// limit, so a sparse 10 GB file costs nothing.
import { defineRule } from '../rule.js';

export const boundsFileSize = defineRule({
  meta: {
    id: 'bounds/file-size',
    severity: 'error',
    guardsSafety: true,
    messages: {
      tooLarge: '"{file}" is {size} bytes, over the limit of {limit} bytes per file; split it or trim it.',
    },
  },
  check({ catalog, report }) {
    const limit = catalog.config.limits.fileBytes;
    const seen = new Set<string>();
    for (const skill of catalog.skills) {
      for (const entry of skill.entries) {
        if (entry.kind !== 'file' || entry.size <= limit || seen.has(entry.file)) continue;
        seen.add(entry.file);
        report({ messageId: 'tooLarge', data: { file: entry.file, size: entry.size, limit }, file: entry.file });
      }
      for (const problem of skill.readProblems) {
        if (problem.reason !== 'too-large' || seen.has(problem.file)) continue;
        seen.add(problem.file);
        report({ messageId: 'tooLarge', data: { file: problem.file, size: `more than ${limit}`, limit }, file: problem.file });
      }
    }
  },
});
