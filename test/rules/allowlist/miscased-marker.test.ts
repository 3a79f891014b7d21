// allowlist/miscased-marker: a skill's marker file is named exactly SKILL.md.
import { allowlistMiscasedMarker } from '../../../src/rules/allowlist/miscased-marker.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester, type InvalidCase } from '../../support/rule-tester.js';

const a = { 'skills/a/SKILL.md': validSkillMd('a') };
const config = { skills: [{ path: 'a', tools: [] }] };

ruleTester(allowlistMiscasedMarker, {
  valid: [{ name: 'SKILL.md exactly', tree: a, config }],
  invalid: [
    ...['skill.md', 'Skill.md', 'SKILL.MD'].map((marker): InvalidCase => ({
      name: `${marker}, called out by name`,
      tree: { ...a, [`skills/b/${marker}`]: validSkillMd('b') },
      config,
      errors: [
        {
          messageId: 'miscased',
          data: { name: marker, file: `skills/b/${marker}`, fixed: 'skills/b/SKILL.md' },
          file: `skills/b/${marker}`,
          line: 1,
          column: 1,
        },
      ],
    })),
    {
      name: 'skill.md beside a SKILL.md: delete it, since renaming onto SKILL.md is impossible',
      tree: { ...a, 'skills/a/skill.md': '# Old notes\n' },
      config,
      errors: [
        { messageId: 'beside', data: { name: 'skill.md', file: 'skills/a/skill.md' }, file: 'skills/a/skill.md', line: 1, column: 1 },
      ],
    },
  ],
});
