// bounds/skill-size: no skill over the file-count or byte limit per skill.
import { boundsSkillSize } from '../../../src/rules/bounds/skill-size.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const tree: Record<string, string> = { 'skills/a/SKILL.md': validSkillMd('a') };
for (let i = 0; i < 4; i++) tree[`skills/a/f${i}.txt`] = 'x';

ruleTester(boundsSkillSize, {
  valid: [{ name: 'five files within a limit of five', tree, config: { limits: { skillFiles: 5 } } }],
  invalid: [
    {
      name: 'files counted per skill',
      tree,
      config: { limits: { skillFiles: 4 } },
      errors: [{ messageId: 'tooManyFiles', data: { path: 'a', count: 5, limit: 4 }, file: 'skills/a/SKILL.md', line: 1, column: 1 }],
    },
    {
      name: 'bytes counted per skill',
      tree: { ...tree, 'skills/a/big.txt': 'x'.repeat(900) },
      config: { limits: { skillBytes: 1000 } },
      errors: [
        {
          messageId: 'tooManyBytes',
          data: { path: 'a', size: 904 + Buffer.byteLength(validSkillMd('a')), limit: 1000 },
          file: 'skills/a/SKILL.md',
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});
