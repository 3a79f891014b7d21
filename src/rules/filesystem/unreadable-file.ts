// A file that could not be read safely: it changed type or size between stat and read, or the read
// failed. Too-large files are the file-size rule's finding.
import { defineRule } from '../rule.js';
import { allEntries } from '../support/all-entries.js';

export const filesystemUnreadableFile = defineRule({
  meta: {
    id: 'filesystem/unreadable-file',
    severity: 'error',
    guardsSafety: false,
    messages: {
      changed: '"{file}" changed while it was read ({detail}); nothing was packaged from it. Stop whatever writes to it and run again.',
      unreadable: '"{file}" could not be read ({detail}); fix its permissions or remove it.',
    },
  },
  check({ catalog, report, memo }) {
    const seen = new Set<string>();
    for (const entry of allEntries(catalog, memo)) {
      if (entry.kind !== 'unreadable') continue;
      seen.add(entry.file);
      report({
        messageId: 'unreadable',
        data: {
          file: entry.file,
          detail: 'its type could not be read: its name is not valid UTF-8, its path is too long, or it is not accessible',
        },
        file: entry.file,
      });
    }
    const problems = [...catalog.skills.flatMap((s) => s.readProblems), ...catalog.otherProblems];
    for (const problem of problems) {
      if (problem.reason === 'too-large' || seen.has(problem.file)) continue;
      seen.add(problem.file);
      const detail = problem.detail ?? problem.reason;
      report({
        messageId: problem.reason === 'unreadable' ? 'unreadable' : 'changed',
        data: { file: problem.file, detail },
        file: problem.file,
      });
    }
  },
});
