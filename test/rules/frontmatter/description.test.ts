// frontmatter/description: description is present, a non-blank string, and at most 1024 UTF-16 code units long.
import { frontmatterDescription } from '../../../src/rules/frontmatter/description.js';
import { ruleTester } from '../../support/rule-tester.js';
import { emoji, skill } from './fields.js';

ruleTester(frontmatterDescription, {
  valid: [
    { name: '1024 ASCII characters', tree: skill('demo', { description: `description: ${'x'.repeat(1024)}` }) },
    { name: '512 astral characters = 1024 UTF-16 units', tree: skill('demo', { description: `description: "${emoji.repeat(512)}"` }) },
    { name: 'leading whitespace', tree: skill('demo', { description: 'description: " Checks things."' }) },
    { name: 'trailing whitespace', tree: skill('demo', { description: 'description: "Checks things. "' }) },
    { name: 'block scalar keeps a final newline', tree: skill('demo', { description: 'description: |\n  Checks things.' }) },
    { name: 'folded block scalar keeps a final newline', tree: skill('demo', { description: 'description: >\n  Checks things.' }) },
    { name: 'stripped block scalar', tree: skill('demo', { description: 'description: |-\n  Checks things.' }) },
  ],
  invalid: [
    {
      name: '1025 ASCII characters',
      tree: skill('demo', { description: `description: ${'x'.repeat(1025)}` }),
      errors: [
        { messageId: 'tooLong', data: { units: 1025, codePoints: 1025, limit: 1024, over: 1 }, line: 3, column: 14, severity: 'error' },
      ],
    },
    {
      name: '512 astral + 1 = 1025 units',
      tree: skill('demo', { description: `description: "${emoji.repeat(512)}x"` }),
      errors: [
        { messageId: 'tooLong', data: { units: 1025, codePoints: 513, limit: 1024, over: 1 }, line: 3, column: 14, severity: 'error' },
      ],
    },
    {
      name: 'empty',
      tree: skill('demo', { description: 'description: ""' }),
      errors: [{ messageId: 'empty', line: 3, column: 14, severity: 'error' }],
    },
    {
      name: 'whitespace only',
      tree: skill('demo', { description: 'description: "   "' }),
      errors: [{ messageId: 'empty', line: 3, column: 14, severity: 'error' }],
    },
    {
      name: 'missing',
      tree: skill('demo', { description: undefined }),
      errors: [{ messageId: 'missing', line: 1, column: 1, severity: 'error' }],
    },
    {
      name: 'a map',
      tree: skill('demo', { description: 'description: {a: b}' }),
      errors: [{ messageId: 'notString', data: { kind: 'a map' }, line: 3, column: 14, severity: 'error' }],
    },
  ],
});
