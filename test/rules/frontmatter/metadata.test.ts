// frontmatter/metadata: metadata, when present, is a map whose values are all strings.
import { frontmatterMetadata } from '../../../src/rules/frontmatter/metadata.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skill } from './fields.js';

ruleTester(frontmatterMetadata, {
  valid: [
    {
      name: 'metadata reserved key',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  io.modelcontextprotocol/trusted: "no"' }),
    },
    {
      name: 'metadata similar but not reserved',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  io.modelcontextprotocol.skills: "no"' }),
    },
  ],
  invalid: [
    {
      name: 'metadata a list',
      tree: skill('demo', { metadata: 'metadata: [a]' }),
      errors: [{ messageId: 'notMap', data: { kind: 'a list' }, line: 5, column: 11, severity: 'error' }],
    },
    {
      name: 'metadata a string',
      tree: skill('demo', { metadata: 'metadata: "x"' }),
      errors: [{ messageId: 'notMap', data: { kind: 'a string' }, line: 5, column: 11, severity: 'error' }],
    },
    {
      name: 'metadata nested map',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  nested: {a: b}' }),
      errors: [{ messageId: 'notString', data: { key: 'nested', kind: 'a map' }, line: 8, column: 11, severity: 'error' }],
    },
    {
      name: 'metadata list value',
      tree: skill('demo', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  tags: [a, b]' }),
      errors: [{ messageId: 'notString', data: { key: 'tags', kind: 'a list' }, line: 8, column: 9, severity: 'error' }],
    },
  ],
});
