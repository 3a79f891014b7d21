// frontmatter/unclosed: the frontmatter block ends at a line that is exactly "---".
import { frontmatterUnclosed } from '../../../src/rules/frontmatter/unclosed.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile } from './skill-md.js';

ruleTester(frontmatterUnclosed, {
  valid: [
    { name: 'closed', tree: skillFile(validSkillMd('demo')) },
    { name: 'closing line at end of file without a newline', tree: skillFile('---\nname: a\n---') },
    { name: 'closing line with CRLF in an LF file', tree: skillFile('---\nname: a\n---\r\nbody') },
    { name: 'BOM and CRLF', tree: skillFile('\uFEFF---\r\nname: a\r\n---\r\nbody\r\n') },
  ],
  invalid: [
    {
      name: 'unclosed block',
      tree: skillFile('---\nname: a\ndescription: b\n'),
      errors: [{ messageId: 'unclosed', data: { detail: 'end of file' }, line: 1, column: 1 }],
    },
    {
      name: '"---" alone',
      tree: skillFile('---'),
      errors: [{ messageId: 'unclosed', data: { detail: 'end of file' }, line: 1, column: 1 }],
    },
    {
      name: 'a closing line with trailing space does not close',
      tree: skillFile('---\nname: a\n--- \nbody\n'),
      errors: [{ messageId: 'unclosed', data: { detail: 'end of file' }, line: 1, column: 1 }],
    },
    {
      name: '"..." does not close',
      tree: skillFile('---\nname: a\n...\nbody\n'),
      errors: [{ messageId: 'unclosed', data: { detail: 'end of file' }, line: 1, column: 1 }],
    },
    {
      name: 'em dashes do not close',
      tree: skillFile('---\nname: a\n\u2014\u2014\u2014\nbody\n'),
      errors: [{ messageId: 'unclosed', data: { detail: 'end of file' }, line: 1, column: 1 }],
    },
    {
      name: 'BOM and CRLF, never closed',
      tree: skillFile('\uFEFF---\r\nname: a\r\n# Body\r\n'),
      errors: [{ messageId: 'unclosed', data: { detail: 'end of file' }, line: 1, column: 2 }],
    },
  ],
});
