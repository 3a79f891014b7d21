// A `skill.md` or `Skill.md` is not a skill: hosts look for SKILL.md exactly (SPEC-NOTES §2).
import { defineRule } from '../rule.js';

export const allowlistMiscasedMarker = defineRule({
  meta: {
    id: 'allowlist/miscased-marker',
    severity: 'error',
    guardsSafety: true,
    messages: {
      miscased: '"{name}" must be named exactly SKILL.md; rename it (git mv "{file}" "{fixed}").',
      beside:
        '"{name}" sits beside SKILL.md; hosts read only SKILL.md, and a case-insensitive checkout cannot hold both. Merge what it holds into SKILL.md, then delete it (git rm "{file}").',
    },
  },
  check({ catalog, report }) {
    const exact = new Set(catalog.discovered.filter((found) => found.marker === 'SKILL.md').map((found) => found.path));
    for (const found of catalog.discovered) {
      if (found.marker === 'SKILL.md') continue;
      const dir = found.path === '' ? catalog.config.root : `${catalog.config.root}/${found.path}`;
      const file = `${dir}/${found.marker}`;
      // Renaming onto an existing SKILL.md would fail (or overwrite it): the duplicate goes instead.
      if (exact.has(found.path)) report({ messageId: 'beside', data: { name: found.marker, file }, file });
      else report({ messageId: 'miscased', data: { name: found.marker, file, fixed: `${dir}/SKILL.md` }, file });
    }
  },
});
