// reference/unresolved: a bare Markdown file name that names a skill file in another case is a dead reference with a hint.
import { referenceUnresolved } from '../../../src/rules/reference/unresolved.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body } from './skill.js';

const withGuide = { 'guide.md': '# Guide\n' };

ruleTester(referenceUnresolved, {
  valid: [
    { name: 'the exact name', tree: body('Read guide.md before answering.', withGuide) },
    { name: 'a name that matches no file is the user’s', tree: body('Update CHANGELOG.md in your repository.', withGuide) },
    { name: 'a sample block', tree: body('```python\nopen("GUIDE.md")\n```', withGuide) },
    { name: 'part of a URL', tree: body('Compare with https://example.com/docs/GUIDE.md online.', withGuide) },
  ],
  invalid: [
    {
      name: 'another case in prose',
      tree: body('For details, see GUIDE.md.', withGuide),
      errors: [
        {
          messageId: 'unresolved',
          data: { target: 'GUIDE.md', path: 'GUIDE.md', hint: ' Did you mean "guide.md" (paths are case-sensitive)?' },
          line: 11,
          column: 18,
          severity: 'error' as const,
        },
      ],
    },
    {
      name: 'another case in a code span',
      tree: body('Open `Guide.md` first.', withGuide),
      errors: [
        {
          messageId: 'unresolved',
          data: { target: 'Guide.md', path: 'Guide.md', hint: ' Did you mean "guide.md" (paths are case-sensitive)?' },
          line: 11,
          column: 7,
          severity: 'error' as const,
        },
      ],
    },
  ],
});
