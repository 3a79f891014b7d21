// Every skill path and file path must form a URI inside the brief's bounds (SPEC-NOTES §3).
import { segmentProblem, uriProblem } from '../../bundle/uri.js';
import { defineRule } from '../rule.js';

export const pathBounds = defineRule({
  meta: {
    id: 'bounds/path',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'Skill and file paths form `skill://` URIs of at most 1024 bytes, with at most 16 segments of 1-128 bytes of [A-Za-z0-9._-], none starting with `.`.',
      why: 'Servers refuse URIs outside these bounds before any lookup, so a file whose URI breaks them could never be read by a client; non-ASCII or space-separated names also read differently across hosts and file systems.',
      fix: 'Rename the file or directory using only letters, digits, `.`, `_` and `-`, and keep the tree shallower than 16 levels including the skill path.',
      example: 'skills/review/My Notes.md → skills/review/my-notes.md',
    },
    messages: {
      skillPath: 'Skill path "{path}" {problem}; rename the directory and its allowlist entry.',
      filePath: '"{file}" cannot be served: its URI {problem}. Rename it to fit the URI bounds.',
    },
  },
  check({ catalog, report }) {
    for (const skill of catalog.skills) {
      const bad = skill.entry.path.split('/').map(segmentProblem).find((p) => p !== undefined);
      if (bad !== undefined) {
        report({ messageId: 'skillPath', data: { path: skill.entry.path, problem: uriProblem(skill.entry.path, 'SKILL.md') ?? bad }, file: skill.dir });
        continue;
      }
      for (const entry of skill.entries) {
        // Hidden entries are the hidden-file rule's finding.
        if (entry.kind !== 'file' || entry.path.split('/').some((s) => s.startsWith('.'))) continue;
        const problem = uriProblem(skill.entry.path, entry.path);
        if (problem !== undefined) report({ messageId: 'filePath', data: { file: entry.file, problem }, file: entry.file });
      }
    }
  },
});
