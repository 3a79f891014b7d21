// A `skill.md` or `Skill.md` is not a skill: hosts look for SKILL.md exactly (SPEC-NOTES §2).
import { defineRule } from '../rule.js';

export const miscasedMarker = defineRule({
  meta: {
    id: 'allowlist/miscased-marker',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'The skill marker file is named exactly SKILL.md, never skill.md, Skill.md or another casing.',
      why: 'The file name is case-sensitive. On a case-insensitive checkout a mis-cased marker looks like a skill; on Linux and in the catalog it is not one, so the skill silently disappears or ships under the wrong name.',
      fix: 'Rename the file to SKILL.md (with `git mv` so the rename reaches case-insensitive checkouts).',
      example: 'skills/pr-review/skill.md → rename to skills/pr-review/SKILL.md.',
    },
    messages: {
      miscased: '"{name}" must be named exactly SKILL.md; rename it (git mv "{file}" "{fixed}").',
    },
  },
  check({ catalog, report }) {
    for (const found of catalog.discovered) {
      if (found.marker === 'SKILL.md') continue;
      const dir = found.path === '' ? catalog.config.root : `${catalog.config.root}/${found.path}`;
      const file = `${dir}/${found.marker}`;
      report({ messageId: 'miscased', data: { name: found.marker, file, fixed: `${dir}/SKILL.md` }, file });
    }
  },
});
