// Codex keeps every installed skill's name and description in context and documents a budget of 8,000
// characters for them (Codex docs, "Agent Skills": the initial skills list is capped; read 2026-12-06).
// A plugin whose descriptions pass it has some skills cut from the list. Active only with a `codex-plugin` target.
import { defineRule } from '../rule.js';
import { parsedSkills } from '../support/skill-files.js';
import { hasTarget } from './targets.js';

export const codexDescriptionBudget = 8000;

export const channelCodexDescriptionBudget = defineRule({
  meta: {
    id: 'channel/codex-description-budget',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      overBudget:
        'The skills\' names and descriptions add up to {total} characters, over Codex\'s {budget}-character budget by {over}; shorten descriptions (the longest is "{longest}", {longestLength} characters).',
    },
  },
  check({ catalog, report }) {
    if (!hasTarget(catalog.config, 'codex-plugin')) return;
    let total = 0;
    let longest = { name: '', length: -1 };
    for (const { skill, parsed } of parsedSkills(catalog)) {
      const description = parsed.frontmatter?.['description'];
      const length = skill.dirName.length + (typeof description === 'string' ? description.length : 0);
      total += length;
      if (length > longest.length) longest = { name: skill.entry.path, length };
    }
    if (total <= codexDescriptionBudget) return;
    const file = catalog.config.configFile
      .slice(catalog.config.baseDir.length + 1)
      .split('\\')
      .join('/');
    report({
      messageId: 'overBudget',
      data: {
        total,
        budget: codexDescriptionBudget,
        over: total - codexDescriptionBudget,
        longest: longest.name,
        longestLength: longest.length,
      },
      file,
    });
  },
});
