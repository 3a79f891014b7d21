// Every directory under root that holds a SKILL.md must be in the allowlist (DESIGN "Config contract").
import { defineRule } from '../rule.js';

export const allowlistUnlistedSkill = defineRule({
  meta: {
    id: 'allowlist/unlisted-skill',
    severity: 'error',
    guardsSafety: true,
    messages: {
      unlisted:
        'Skill directory "{path}" holds a SKILL.md but is not in the allowlist; add {entry} to "skills" in the config (with the tools it calls under "tools"), or remove the directory.',
      rootIsSkill: 'The root "{root}" is itself a skill: make its parent the root, or give the skill its own directory.',
    },
  },
  check({ catalog, report }) {
    const listed = new Set(catalog.config.skills.map((s) => s.path));
    for (const found of catalog.discovered) {
      if (found.marker !== 'SKILL.md' || listed.has(found.path)) continue;
      // A SKILL.md inside an allowlisted skill is the nested-skill rule's finding.
      if (catalog.config.skills.some((s) => found.path.startsWith(`${s.path}/`))) continue;
      // An entry's path is never empty (the config schema): the skill needs another root.
      if (found.path === '') {
        report({ messageId: 'rootIsSkill', data: { root: catalog.config.root }, file: `${catalog.config.root}/SKILL.md` });
        continue;
      }
      const path = found.path;
      report({
        messageId: 'unlisted',
        // The entry as valid JSON, so it can be pasted as it is.
        data: { path, entry: JSON.stringify({ path: found.path, tools: [] }) },
        file: `${catalog.config.root}/${found.path}/SKILL.md`,
      });
    }
  },
});
