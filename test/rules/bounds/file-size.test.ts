// bounds/file-size: no file over the per-file limit (the brief's, or a stricter configured one).
import { boundsFileSize } from '../../../src/rules/bounds/file-size.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const limit = 2048;
const base = { 'skills/a/SKILL.md': validSkillMd('a') };

ruleTester(boundsFileSize, {
  valid: [
    {
      name: 'a file of exactly the limit',
      tree: { ...base, 'skills/a/fits.txt': 'x'.repeat(limit) },
      config: { limits: { fileBytes: limit } },
    },
  ],
  invalid: [
    {
      name: 'one byte more',
      tree: { ...base, 'skills/a/fits.txt': 'x'.repeat(limit), 'skills/a/over.txt': 'x'.repeat(limit + 1) },
      config: { limits: { fileBytes: limit } },
      errors: [
        {
          messageId: 'tooLarge',
          data: { file: 'skills/a/over.txt', size: limit + 1, limit },
          file: 'skills/a/over.txt',
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});
