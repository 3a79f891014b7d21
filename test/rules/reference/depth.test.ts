// reference/depth: every file SKILL.md relies on is referenced from SKILL.md, not only through another file.
import { referenceDepth } from '../../../src/rules/reference/depth.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body } from './skill.js';

ruleTester(referenceDepth, {
  valid: [
    {
      name: 'SKILL.md references the file directly too',
      tree: body('See [c](references/review-checklist.md) and [d](references/details.md).', {
        'references/review-checklist.md': 'Details in [d](details.md).\n',
        'references/details.md': 'D\n',
      }),
    },
    { name: 'one level', tree: body('See [c](references/review-checklist.md).') },
  ],
  invalid: [
    {
      name: 'a file reached only through a reference file',
      tree: body('See [c](references/review-checklist.md).', {
        'references/review-checklist.md': '# C\n\nDetails in [d](details.md).\n',
        'references/details.md': 'D\n',
      }),
      errors: [
        {
          messageId: 'chain',
          data: { target: 'references/details.md', via: 'references/review-checklist.md', depth: 2 },
          file: 'skills/a/references/review-checklist.md',
          line: 3,
          column: 16,
          severity: 'warning',
        },
      ],
    },
  ],
});
