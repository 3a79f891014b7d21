// frontmatter/description-whitespace: description has no leading or trailing whitespace.
import { frontmatterDescriptionWhitespace } from '../../../src/rules/frontmatter/description-whitespace.js';
import { ruleTester } from '../../support/rule-tester.js';
import { emoji, skill } from './fields.js';

ruleTester(frontmatterDescriptionWhitespace, {
  valid: [
    { name: '1024 ASCII characters', tree: skill('demo', { description: `description: ${'x'.repeat(1024)}` }) },
    { name: '1025 ASCII characters', tree: skill('demo', { description: `description: ${'x'.repeat(1025)}` }) },
    { name: '512 astral characters = 1024 UTF-16 units', tree: skill('demo', { description: `description: "${emoji.repeat(512)}"` }) },
    { name: '512 astral + 1 = 1025 units', tree: skill('demo', { description: `description: "${emoji.repeat(512)}x"` }) },
    { name: 'empty', tree: skill('demo', { description: 'description: ""' }) },
    { name: 'whitespace only', tree: skill('demo', { description: 'description: "   "' }) },
    { name: 'missing', tree: skill('demo', { description: undefined }) },
    { name: 'a map', tree: skill('demo', { description: 'description: {a: b}' }) },
    { name: 'stripped block scalar', tree: skill('demo', { description: 'description: |-\n  Checks things.' }) },
  ],
  invalid: [
    {
      name: 'leading whitespace',
      tree: skill('demo', { description: 'description: " Checks things."' }),
      errors: [{ messageId: 'leading', line: 3, column: 14, severity: 'warning' }],
    },
    {
      name: 'trailing whitespace',
      tree: skill('demo', { description: 'description: "Checks things. "' }),
      errors: [{ messageId: 'trailing', data: { hint: '' }, line: 3, column: 14, severity: 'warning' }],
    },
    {
      name: 'block scalar keeps a final newline',
      tree: skill('demo', { description: 'description: |\n  Checks things.' }),
      errors: [
        {
          messageId: 'trailing',
          data: { hint: ' (a line break: for a block scalar write "|-" or ">-")' },
          line: 3,
          column: 14,
          severity: 'warning',
        },
      ],
    },
    {
      name: 'folded block scalar keeps a final newline',
      tree: skill('demo', { description: 'description: >\n  Checks things.' }),
      errors: [
        {
          messageId: 'trailing',
          data: { hint: ' (a line break: for a block scalar write "|-" or ">-")' },
          line: 3,
          column: 14,
          severity: 'warning',
        },
      ],
    },
  ],
});
