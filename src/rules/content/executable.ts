// Executable content is a review decision: scripts ship only where the skill's allowlist entry says
// `"scripts": true` (DESIGN "Profiles and files"). Opted-in scripts keep every other check.
import { scriptEvidence } from '../../load/script-file.js';
import { defineRule } from '../rule.js';

export const contentExecutable = defineRule({
  meta: {
    id: 'content/executable',
    severity: 'error',
    guardsSafety: false,
    messages: {
      script:
        '"{file}" is a script ({evidence}); scripts ship only where the skill\'s entry opts in. After reviewing it, add "scripts": true to the entry for "{skill}" in the config; or remove the file, or add it to "exclude".',
    },
  },
  check({ catalog, report }) {
    const seen = new Set<string>();
    for (const skill of catalog.skills) {
      if (skill.entry.scripts) continue;
      for (const file of skill.files) {
        // A file outside the files policy has content/media-type as its one finding.
        if (file.type === undefined || seen.has(file.file)) continue;
        const evidence = scriptEvidence(file);
        if (evidence === undefined) continue;
        seen.add(file.file);
        report({ messageId: 'script', data: { file: file.file, evidence, skill: skill.entry.path }, file: file.file });
      }
    }
  },
});
