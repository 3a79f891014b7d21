// frontmatter/opening-delimiter: the opening line is exactly "---".
import { frontmatterOpeningDelimiter } from '../../../src/rules/frontmatter/opening-delimiter.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile } from './skill-md.js';

ruleTester(frontmatterOpeningDelimiter, {
  valid: [
    { name: 'LF', tree: skillFile('---\nname: a\n---\nbody\n') },
    { name: 'CRLF', tree: skillFile('---\r\nname: a\r\n---\r\nbody\r\n') },
    { name: "BOM and CRLF (the BOM is frontmatter/bom's)", tree: skillFile('\uFEFF---\r\nname: a\r\n---\r\n') },
  ],
  invalid: [
    {
      name: '---js',
      tree: skillFile('---js\nname: a\n---\n'),
      errors: [{ messageId: 'language', data: { detail: 'js' }, line: 1, column: 1 }],
    },
    {
      name: '---javascript',
      tree: skillFile('---javascript\n{ name: (globalThis.x = 1) }\n---\n'),
      errors: [{ messageId: 'language', data: { detail: 'javascript' }, line: 1, column: 1 }],
    },
    {
      name: '---yaml',
      tree: skillFile('---yaml\nname: a\n---\n'),
      errors: [{ messageId: 'language', data: { detail: 'yaml' }, line: 1, column: 1 }],
    },
    {
      name: '---coffee',
      tree: skillFile('---coffee\nname: "a"\n---\n'),
      errors: [{ messageId: 'language', data: { detail: 'coffee' }, line: 1, column: 1 }],
    },
    {
      name: '"--- js"',
      tree: skillFile('--- js\nname: a\n---\n'),
      errors: [{ messageId: 'trailingText', data: { detail: '" js"' }, line: 1, column: 1 }],
    },
    {
      name: 'four dashes',
      tree: skillFile('----\nname: a\n----\n'),
      errors: [{ messageId: 'extraDashes', data: { detail: '----' }, line: 1, column: 1 }],
    },
    {
      name: 'trailing space',
      tree: skillFile('--- \nname: a\n---\n'),
      errors: [{ messageId: 'trailingWhitespace', data: { detail: '" "' }, line: 1, column: 1 }],
    },
    {
      name: 'trailing tab',
      tree: skillFile('---\t\nname: a\n---\n'),
      errors: [{ messageId: 'trailingWhitespace', data: { detail: '"\\t"' }, line: 1, column: 1 }],
    },
    {
      name: 'trailing no-break space',
      tree: skillFile('---\u00A0\nname: a\n---\n'),
      errors: [{ messageId: 'trailingText', data: { detail: '"\u00a0"' }, line: 1, column: 1 }],
    },
    {
      name: 'trailing comment',
      tree: skillFile('--- # fm\nname: a\n---\n'),
      errors: [{ messageId: 'trailingText', data: { detail: '" # fm"' }, line: 1, column: 1 }],
    },
    {
      name: 'inline document after ---',
      tree: skillFile('--- {name: a}\n---\n'),
      errors: [{ messageId: 'trailingText', data: { detail: '" {name: a}"' }, line: 1, column: 1 }],
    },
    {
      name: 'CR-only line endings',
      tree: skillFile('---\rname: a\r---\r'),
      errors: [
        { messageId: 'trailingText', data: { detail: 'a carriage return without a line feed (CR line endings)' }, line: 1, column: 1 },
      ],
    },
  ],
});
