// allowlist/unlisted-skill: every directory holding a SKILL.md is in the allowlist.
import { allowlistUnlistedSkill } from '../../../src/rules/allowlist/unlisted-skill.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const tree = { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/org/b/SKILL.md': validSkillMd('b') };
const nested = { 'skills/outer/SKILL.md': validSkillMd('outer'), 'skills/outer/inner/SKILL.md': validSkillMd('inner') };

ruleTester(allowlistUnlistedSkill, {
  valid: [
    { name: 'the allowlist matches the skills', tree },
    {
      name: 'a nested SKILL.md is the nested-skill finding, not this one',
      tree: nested,
      config: { skills: [{ path: 'outer', tools: [] }] },
    },
  ],
  invalid: [
    {
      name: 'a SKILL.md directory that is not allowlisted, at any depth',
      tree,
      config: { skills: [{ path: 'a', tools: [] }] },
      errors: [
        {
          messageId: 'unlisted',
          data: { path: 'org/b', entry: '{"path":"org/b","tools":[]}' },
          file: 'skills/org/b/SKILL.md',
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});
