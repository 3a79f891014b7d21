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
    {
      // An entry with an empty path is refused by the config schema: the advice is to change the root.
      name: 'the root is itself a skill directory, below a parent that can be the root',
      tree: { 'kit/skills/SKILL.md': validSkillMd('skills'), 'kit/skills/helper/SKILL.md': validSkillMd('helper') },
      config: { root: 'kit/skills', skills: [{ path: 'helper', tools: [] }] },
      errors: [
        {
          messageId: 'rootIsSkill',
          data: { root: 'kit/skills' },
          file: 'kit/skills/SKILL.md',
          line: 1,
          column: 1,
        },
      ],
    },
    {
      name: 'the root is itself a skill directory at the top of the project',
      tree: { 'skills/SKILL.md': validSkillMd('skills'), 'skills/helper/SKILL.md': validSkillMd('helper') },
      config: { skills: [{ path: 'helper', tools: [] }] },
      errors: [
        {
          messageId: 'rootIsSkill',
          data: { root: 'skills' },
          file: 'skills/SKILL.md',
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});
