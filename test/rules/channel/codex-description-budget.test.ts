import { channelCodexDescriptionBudget } from '../../../src/rules/channel/codex-description-budget.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const codex = { targets: [{ type: 'codex-plugin' }] };

/** `count` skills, each with a description of `length` characters. */
function skills(count: number, length: number): Record<string, string> {
  const tree: Record<string, string> = {};
  for (let i = 0; i < count; i += 1) {
    const name = `skill-${String(i).padStart(2, '0')}`;
    tree[`skills/${name}/SKILL.md`] = validSkillMd(name).replace(/^description: .*$/m, `description: ${'d'.repeat(length)}`);
  }
  return tree;
}

ruleTester(channelCodexDescriptionBudget, {
  valid: [
    { name: 'ten skills of 500-character descriptions', tree: skills(10, 500), config: codex },
    { name: 'over the budget without a codex target', tree: skills(12, 900) },
  ],
  invalid: [
    {
      name: 'twelve skills of 900-character descriptions',
      tree: skills(12, 900),
      config: codex,
      errors: [
        {
          messageId: 'overBudget',
          data: { total: 12 * 908, budget: 8000, over: 12 * 908 - 8000, longest: 'skill-00', longestLength: 908 },
          file: 'skillpack.config.json',
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});
