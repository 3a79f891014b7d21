// body/empty: SKILL.md has a body after its frontmatter.
import { bodyEmpty } from '../../../src/rules/body/empty.js';
import { ruleTester } from '../../support/rule-tester.js';

const skill = (text: string) => ({ 'skills/demo/SKILL.md': text });

ruleTester(bodyEmpty, {
  valid: [
    { name: 'some text', tree: skill('---\nname: demo\n---\nHi.\n') },
    { name: 'an unclosed block: the body is unknown, not reported', tree: skill('---\nname: demo\n') },
  ],
  invalid: [
    {
      name: 'no body',
      tree: skill('---\nname: demo\n---\n'),
      errors: [{ messageId: 'empty', file: 'skills/demo/SKILL.md', line: 4, column: 1, severity: 'warning' }],
    },
    { name: 'no body, no final newline', tree: skill('---\nname: demo\n---'), errors: [{ messageId: 'empty', line: 3, column: 1 }] },
    { name: 'whitespace only', tree: skill('---\nname: demo\n---\n\n  \n'), errors: [{ messageId: 'empty', line: 4, column: 1 }] },
  ],
});
