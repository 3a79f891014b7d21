// allowlist/nested-skill: a SKILL.md inside an allowlisted skill is allowlisted itself.
import { allowlistNestedSkill } from '../../../src/rules/allowlist/nested-skill.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const tree = { 'skills/outer/SKILL.md': validSkillMd('outer'), 'skills/outer/inner/SKILL.md': validSkillMd('inner') };

ruleTester(allowlistNestedSkill, {
  valid: [
    {
      name: 'both are allowlisted',
      tree,
      config: {
        skills: [
          { path: 'outer', tools: [] },
          { path: 'outer/inner', tools: [] },
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'a nested SKILL.md that is not allowlisted',
      tree,
      config: { skills: [{ path: 'outer', tools: [] }] },
      errors: [
        { messageId: 'nested', data: { path: 'outer/inner', parent: 'outer' }, file: 'skills/outer/inner/SKILL.md', line: 1, column: 1 },
      ],
    },
  ],
});
