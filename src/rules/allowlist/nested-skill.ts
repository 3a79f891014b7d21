// A SKILL.md inside another skill ships as part of that skill's manifest (SPEC-NOTES §1 "Nested
// skills"), so it is refused unless it is allowlisted itself and so reviewed as a skill.
import { defineRule } from '../rule.js';

export const allowlistNestedSkill = defineRule({
  meta: {
    id: 'allowlist/nested-skill',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'A SKILL.md nested inside another skill is refused unless the nested directory is itself allowlisted.',
      fix: "Add the nested directory to the allowlist (it is then a skill and its files also appear in the parent's manifest), or move it out of the enclosing skill.",
      example: 'skills/review/examples/inner/SKILL.md inside allowlisted skills/review, while "review/examples/inner" is not listed.',
    },
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
