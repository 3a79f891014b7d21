// frontmatter/leading-blank-lines: the opening "---" is on line 1.
import { frontmatterLeadingBlankLines } from '../../../src/rules/frontmatter/leading-blank-lines.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile } from './skill-md.js';

ruleTester(frontmatterLeadingBlankLines, {
  valid: [
    { name: 'opens on line 1', tree: skillFile(validSkillMd('demo')) },
    { name: 'blank lines in the body', tree: skillFile(validSkillMd('demo', { body: '\n\n\nBody after blank lines.' })) },
  ],
  invalid: [
    {
      name: 'one blank line',
      tree: skillFile('\n' + validSkillMd('demo')),
      errors: [{ messageId: 'blank', data: { detail: '1', count: 1 }, line: 1, column: 1 }],
    },
    {
      name: 'whitespace-only lines, LF and CRLF',
      tree: skillFile(' \t\n\r\n' + validSkillMd('demo')),
      errors: [{ messageId: 'blank', data: { detail: '2', count: 2 }, line: 1, column: 1 }],
    },
    {
      name: 'BOM, then a blank line: counted from line 2',
      tree: skillFile('\uFEFF\n' + validSkillMd('demo')),
      errors: [{ messageId: 'blank', data: { detail: '1', count: 1 }, line: 1, column: 2 }],
    },
    {
      name: 'CRLF blank lines before a CRLF file',
      tree: skillFile('\r\n\r\n\r\n' + validSkillMd('demo').replace(/\n/g, '\r\n')),
      errors: [{ messageId: 'blank', data: { detail: '3', count: 3 }, line: 1, column: 1 }],
    },
  ],
});
