// frontmatter/metadata-distribution: metadata.distribution is present and not empty.
import { frontmatterMetadataDistribution } from '../../../src/rules/frontmatter/metadata-distribution.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skill } from './fields.js';

ruleTester(frontmatterMetadataDistribution, {
  valid: [
    { name: 'present', tree: skill('demo', {}) },
    {
      name: 'a quoted template-like value',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: "bundled with <product> 2.x"' }),
    },
  ],
  invalid: [
    {
      name: 'no metadata',
      tree: skill('demo', { metadata: undefined }),
      errors: [{ messageId: 'missing', line: 1, column: 1, severity: 'error' }],
    },
    {
      name: 'distribution missing',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: skillpack' }),
      errors: [{ messageId: 'missing', line: 5, column: 1 }],
    },
    {
      name: 'distribution empty',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: ""' }),
      errors: [{ messageId: 'empty', line: 7, column: 17 }],
    },
  ],
});
