// frontmatter/allowed-tools: "allowed-tools" is not honoured over MCP; when present it is one space-separated string.
import { describe } from 'vitest';
import { frontmatterAllowedTools } from '../../../src/rules/frontmatter/allowed-tools.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skill } from './fields.js';

const at4 = (messageId: string, data: Record<string, string>) => ({ messageId, data, line: 4, column: 1 });

ruleTester(frontmatterAllowedTools, {
  valid: [
    { name: 'absent', tree: skill('demo', {}) },
    {
      name: 'mentioned in the description only',
      tree: skill('demo', { description: 'description: Explains the allowed-tools field to skill authors.' }),
    },
  ],
  invalid: [
    {
      name: 'a space-separated string',
      tree: skill('demo', { license: 'allowed-tools: Read Grep' }),
      errors: [at4('present', { tools: 'Read, Grep' })],
    },
    {
      name: 'tools with arguments',
      tree: skill('demo', { license: 'allowed-tools: Bash(git:*) Read' }),
      errors: [at4('present', { tools: 'Bash(git:*), Read' })],
    },
    {
      name: 'a YAML list',
      tree: skill('demo', { license: 'allowed-tools:\n  - Read\n  - Grep' }),
      errors: [at4('list', { joined: 'Read Grep' })],
    },
    {
      name: 'a YAML list of permission patterns with spaces',
      tree: skill('demo', { license: 'allowed-tools:\n  - Read\n  - Bash(node *)\n  - Bash(git *)' }),
      errors: [at4('spacedList', { entry: 'Bash(node *)' })],
    },
    { name: 'an empty string', tree: skill('demo', { license: 'allowed-tools: ""' }), errors: [at4('shape', { kind: 'an empty string' })] },
    { name: 'a map', tree: skill('demo', { license: 'allowed-tools:\n  read: yes' }), errors: [at4('shape', { kind: 'a map' })] },
  ],
});

describe('tool names in messages', () => {
  // frontmatter/allowed-tools: the message names each tool once, keeping permission patterns with spaces whole.
  const present = (tools: string) => ({ messageId: 'present', data: { tools }, line: 4, column: 1 });

  ruleTester(frontmatterAllowedTools, {
    valid: [{ name: 'a skill without the field', tree: skill('demo', {}) }],
    invalid: [
      {
        name: 'comma-separated names',
        tree: skill('demo', { license: 'allowed-tools: Read, Edit, Glob' }),
        errors: [present('Read, Edit, Glob')],
      },
      {
        name: 'patterns whose arguments hold spaces',
        tree: skill('demo', { license: 'allowed-tools: Bash(npm run lint *) Bash(ls -la) WebFetch(domain:example.com)' }),
        errors: [present('Bash(npm run lint *), Bash(ls -la), WebFetch(domain:example.com)')],
      },
    ],
  });
});
