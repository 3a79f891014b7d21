// frontmatter/metadata-reserved-key: No metadata key starts with "io.modelcontextprotocol/".
import { frontmatterMetadataReservedKey } from '../../../src/rules/frontmatter/metadata-reserved-key.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skill } from './fields.js';

ruleTester(frontmatterMetadataReservedKey, {
  valid: [
    { name: 'metadata a list', tree: skill('demo', { metadata: 'metadata: [a]' }) },
    { name: 'metadata a string', tree: skill('demo', { metadata: 'metadata: "x"' }) },
    {
      name: 'metadata nested map',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  nested: {a: b}' }),
    },
    {
      name: 'metadata list value',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  tags: [a, b]' }),
    },
    {
      name: 'metadata similar but not reserved',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  io.modelcontextprotocol.skills: "no"' }),
    },
  ],
  invalid: [
    {
      name: 'metadata reserved key',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  io.modelcontextprotocol/trusted: "no"' }),
      errors: [{ messageId: 'reserved', data: { key: 'io.modelcontextprotocol/trusted' }, line: 8, column: 3, severity: 'error' }],
    },
  ],
});
