// A SKILL.md inside another skill ships as part of that skill's manifest (SPEC-NOTES §1 "Nested
// skills"), so it is refused unless it is allowlisted itself and so reviewed as a skill.
import { defineRule } from '../rule.js';

export const allowlistNestedSkill = defineRule({
  meta: {
    id: 'allowlist/nested-skill',
    severity: 'error',
    guardsSafety: true,
    messages: {
      nested:
        'SKILL.md at "{path}" is nested inside skill "{parent}" but is not allowlisted; add "{path}" to "skills" in the config or move it out of "{parent}".',
    },
  },
  check({ catalog, report }) {
    const listed = new Set(catalog.config.skills.map((s) => s.path));
    for (const found of catalog.discovered) {
      if (found.marker !== 'SKILL.md' || listed.has(found.path)) continue;
      const parent = catalog.config.skills.find((s) => found.path.startsWith(`${s.path}/`));
      if (parent === undefined) continue;
      report({
        messageId: 'nested',
        data: { path: found.path, parent: parent.path },
        file: `${catalog.config.root}/${found.path}/SKILL.md`,
      });
    }
  },
});
