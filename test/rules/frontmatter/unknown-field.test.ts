// frontmatter/unknown-field: the frontmatter holds only the Agent Skills fields.
import { unknownField } from '../../../src/rules/frontmatter/unknown-field.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skill } from './fields.js';

const at4 = (messageId: string, data: Record<string, string>) => ({ messageId, data, line: 4, column: 1, severity: 'error' as const });

ruleTester(unknownField, {
  valid: [
    { name: 'the Agent Skills fields', tree: skill('demo', { license: 'license: MIT\ncompatibility: Requires git' }) },
    { name: 'allowed-tools (its own rule)', tree: skill('demo', { license: 'allowed-tools: Read Grep' }) },
    {
      name: 'custom keys under metadata',
      tree: skill('demo', { license: 'metadata:\n  publisher: skillpack\n  distribution: x\n  version: "1.0"' }),
    },
  ],
  invalid: [
    { name: 'a custom field', tree: skill('demo', { license: 'owner: platform-team' }), errors: [at4('unknown', { field: 'owner' })] },
    {
      name: 'version (host-specific)',
      tree: skill('demo', { license: 'version: "1.0"' }),
      errors: [at4('hostSpecific', { field: 'version' })],
    },
    {
      name: 'a host-specific field',
      tree: skill('demo', { license: 'argument-hint: "[pr-number]"' }),
      errors: [at4('hostSpecific', { field: 'argument-hint' })],
    },
    {
      name: 'effort (host-specific)',
      tree: skill('demo', { license: 'effort: high' }),
      errors: [at4('hostSpecific', { field: 'effort' })],
    },
    {
      name: 'a miscased field',
      tree: skill('demo', { license: 'License: MIT' }),
      errors: [at4('miscased', { field: 'License', expected: 'license' })],
    },
    {
      name: 'allowed_tools with an underscore',
      tree: skill('demo', { license: 'allowed_tools: Read' }),
      errors: [at4('miscased', { field: 'allowed_tools', expected: 'allowed-tools' })],
    },
  ],
});
