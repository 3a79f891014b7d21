// reference/escapes-skill: no reference leaves the skill directory.
import { referenceEscapesSkill } from '../../../src/rules/reference/escapes-skill.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body } from './skill.js';

const escapes = (target: string, column: number) => ({
  messageId: 'escapes',
  data: { target },
  line: 11,
  column,
  severity: 'error' as const,
});

ruleTester(referenceEscapesSkill, {
  valid: [
    { name: 'a link inside the skill', tree: body('See [c](./references/review-checklist.md#step-1 "Checklist").') },
    { name: "other bare relative paths are the user's", tree: body('Run ./gradlew build, then import from ../utils.') },
    { name: 'a parent link in a code sample', tree: body('```md\n[up](../other-skill/SKILL.md)\n```') },
    {
      name: 'a reference file linking back to SKILL.md',
      tree: body('See [c](references/review-checklist.md).', { 'references/review-checklist.md': 'Back to [root](../SKILL.md).\n' }),
    },
  ],
  invalid: [
    {
      name: 'a link to a sibling skill',
      tree: body('See [other](../other-skill/SKILL.md).'),
      errors: [escapes('../other-skill/SKILL.md', 13)],
    },
    {
      name: 'a bare path below a skill directory',
      tree: body('Read references/../../README.md first.'),
      errors: [escapes('references/../../README.md', 6)],
    },
    { name: 'through a subdirectory', tree: body('See [x](references/../../x.md).'), errors: [escapes('references/../../x.md', 9)] },
  ],
});
