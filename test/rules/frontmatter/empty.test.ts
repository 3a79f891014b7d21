// frontmatter/empty: the frontmatter block holds at least one field.
import { frontmatterEmpty } from '../../../src/rules/frontmatter/empty.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile, yamlBlock } from './skill-md.js';

ruleTester(frontmatterEmpty, {
  valid: [
    { name: 'fields', tree: skillFile(validSkillMd('demo')) },
    { name: 'one field', tree: yamlBlock('name: a\n') },
  ],
  invalid: [
    {
      name: 'empty block',
      tree: skillFile('---\n---\nbody\n'),
      errors: [{ messageId: 'empty', data: { detail: '' }, line: 1, column: 1 }],
    },
    {
      name: 'blank-only block',
      tree: skillFile('---\n\n  \n---\nbody\n'),
      errors: [{ messageId: 'empty', data: { detail: '' }, line: 1, column: 1 }],
    },
    {
      name: 'comment-only block',
      tree: skillFile('---\n# name: a\n---\n'),
      errors: [{ messageId: 'empty', data: { detail: '' }, line: 1, column: 1 }],
    },
    {
      name: 'CRLF empty block',
      tree: skillFile('---\r\n\r\n---\r\nbody\r\n'),
      errors: [{ messageId: 'empty', data: { detail: '' }, line: 1, column: 1 }],
    },
  ],
});
