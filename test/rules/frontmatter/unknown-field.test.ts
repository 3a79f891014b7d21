// frontmatter/unknown-field: every top-level field is the spec's or a host's; others are reported, with the nearest known field.
import { frontmatterUnknownField } from '../../../src/rules/frontmatter/unknown-field.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skill } from './fields.js';

const at4 = (messageId: string, data: Record<string, string>) => ({ messageId, data, line: 4, column: 1, severity: 'error' as const });

ruleTester(frontmatterUnknownField, {
  valid: [
    { name: 'the Agent Skills fields', tree: skill('demo', { license: 'license: MIT\ncompatibility: Requires git' }) },
    { name: 'allowed-tools (its own rule)', tree: skill('demo', { license: 'allowed-tools: Read Grep' }) },
    { name: 'a host field (frontmatter/host-field reports it)', tree: skill('demo', { license: 'disable-model-invocation: true' }) },
    { name: "Claude Code's when_to_use, spelled with underscores", tree: skill('demo', { license: 'when_to_use: On release days.' }) },
    {
      name: 'custom keys under metadata',
      tree: skill('demo', { license: 'metadata:\n  publisher: skillpack\n  distribution: x\n  version: "1.0"' }),
    },
  ],
  invalid: [
    { name: 'a custom field', tree: skill('demo', { license: 'owner: platform-team' }), errors: [at4('unknown', { field: 'owner' })] },
    {
      name: 'version, which no host defines',
      tree: skill('demo', { license: 'version: "1.0"' }),
      errors: [at4('unknown', { field: 'version' })],
    },
    {
      name: 'a typo of a spec field',
      tree: skill('demo', { license: 'licence: MIT' }),
      errors: [at4('typo', { field: 'licence', expected: 'license' })],
    },
    {
      name: 'a typo of a host field (two letters swapped)',
      tree: skill('demo', { license: 'disable-model-invocaiton: true' }),
      errors: [at4('typo', { field: 'disable-model-invocaiton', expected: 'disable-model-invocation' })],
    },
    {
      name: "the agents' spelling user-invokable",
      tree: skill('demo', { license: 'user-invokable: false' }),
      errors: [at4('typo', { field: 'user-invokable', expected: 'user-invocable' })],
    },
    {
      name: 'a short name far from every field gets no suggestion',
      tree: skill('demo', { license: 'tags: [a, b]' }),
      errors: [at4('unknown', { field: 'tags' })],
    },
    {
      name: 'a host field in the wrong case',
      tree: skill('demo', { license: 'Argument-Hint: "[pr]"' }),
      errors: [at4('miscased', { field: 'Argument-Hint', expected: 'argument-hint' })],
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
