// frontmatter/host-field: a field a host defines is reported with the hosts that read it.
import { frontmatterHostField } from '../../../src/rules/frontmatter/host-field.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skill } from './fields.js';

const at4 = (field: string, hosts: string) => ({
  messageId: 'hostField',
  data: { field, hosts },
  line: 4,
  column: 1,
  severity: 'error' as const,
});

ruleTester(frontmatterHostField, {
  valid: [
    { name: 'only the spec fields', tree: skill('demo', {}) },
    { name: 'allowed-tools is a spec field', tree: skill('demo', { license: 'allowed-tools: Read Grep' }) },
    { name: 'a field no host defines (frontmatter/unknown-field)', tree: skill('demo', { license: 'owner: platform-team' }) },
    { name: 'a host field under metadata', tree: skill('demo', { metadata: 'metadata:\n  model: "sonnet"' }) },
    { name: 'a host field in the wrong case (frontmatter/unknown-field)', tree: skill('demo', { license: 'Model: sonnet' }) },
  ],
  invalid: [
    {
      name: 'disable-model-invocation, read by three hosts',
      tree: skill('demo', { license: 'disable-model-invocation: true' }),
      errors: [at4('disable-model-invocation', 'Claude Code, GitHub Copilot in VS Code and Cursor')],
    },
    {
      name: 'argument-hint',
      tree: skill('demo', { license: 'argument-hint: "[pr-number]"' }),
      errors: [at4('argument-hint', 'Claude Code and GitHub Copilot in VS Code')],
    },
    {
      name: "Claude Code's hooks map",
      tree: skill('demo', { license: 'hooks:\n  Stop:\n    - command: "true"' }),
      errors: [at4('hooks', 'Claude Code')],
    },
    {
      name: "OpenHands' triggers",
      tree: skill('demo', { license: 'triggers:\n  - deploy' }),
      errors: [at4('triggers', 'OpenHands and OpenHands (microagents)')],
    },
  ],
});
