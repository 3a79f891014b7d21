// frontmatter/compatibility: compatibility, when present, is a non-blank string of 1\u2013500 UTF-16 code units.
import { frontmatterCompatibility } from '../../../src/rules/frontmatter/compatibility.js';
import { ruleTester } from '../../support/rule-tester.js';
import { emoji, skill } from './fields.js';

ruleTester(frontmatterCompatibility, {
  valid: [
    { name: 'compatibility 500 units', tree: skill('demo', { license: `compatibility: ${'c'.repeat(500)}` }) },
    { name: 'compatibility 250 astral = 500 units', tree: skill('demo', { license: `compatibility: "${emoji.repeat(250)}"` }) },
  ],
  invalid: [
    {
      name: 'compatibility 501 units',
      tree: skill('demo', { license: `compatibility: ${'c'.repeat(501)}` }),
      errors: [{ messageId: 'tooLong', data: { units: 501, codePoints: 501, limit: 500 }, line: 4, column: 16, severity: 'error' }],
    },
    {
      name: 'compatibility empty',
      tree: skill('demo', { license: 'compatibility: ""' }),
      errors: [{ messageId: 'empty', line: 4, column: 16, severity: 'error' }],
    },
  ],
});

// A value every reading takes for something other than a string.
ruleTester(frontmatterCompatibility, {
  valid: [{ name: 'compatibility a sentence', tree: skill('demo', { license: 'compatibility: Needs git and network access.' }) }],
  invalid: [
    {
      name: 'compatibility a list',
      tree: skill('demo', { license: 'compatibility:\n  - git\n  - network' }),
      errors: [{ messageId: 'notString', data: { kind: 'a list' }, line: 5, column: 3, severity: 'error' }],
    },
  ],
});
