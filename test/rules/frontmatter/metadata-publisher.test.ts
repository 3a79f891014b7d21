// frontmatter/metadata-publisher: metadata.publisher is present and equals the config's publisher.
import { frontmatterMetadataPublisher } from '../../../src/rules/frontmatter/metadata-publisher.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skill } from './fields.js';

ruleTester(frontmatterMetadataPublisher, {
  valid: [
    { name: 'equal to the config publisher', tree: skill('demo', {}) },
    {
      name: 'equal to another config publisher',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: acme\n  distribution: bundled with acme' }),
      config: { publisher: 'acme' },
    },
  ],
  invalid: [
    {
      name: 'no metadata',
      tree: skill('demo', { metadata: undefined }),
      errors: [{ messageId: 'missing', data: { publisher: 'skillpack' }, line: 1, column: 1, severity: 'error' }],
    },
    {
      name: 'publisher missing',
      tree: skill('demo', { metadata: 'metadata:\n  distribution: bundled' }),
      errors: [{ messageId: 'missing', data: { publisher: 'skillpack' }, line: 5, column: 1 }],
    },
    {
      name: 'publisher differs',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: someone-else\n  distribution: bundled' }),
      errors: [{ messageId: 'mismatch', data: { found: 'someone-else', publisher: 'skillpack' }, line: 6, column: 14 }],
    },
    {
      name: 'publisher differs by case',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: SkillPack\n  distribution: bundled' }),
      errors: [{ messageId: 'mismatch', data: { found: 'SkillPack', publisher: 'skillpack' }, line: 6, column: 14 }],
    },
  ],
});
