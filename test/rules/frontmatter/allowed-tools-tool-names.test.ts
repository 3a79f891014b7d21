// frontmatter/allowed-tools: the message names each tool once, keeping permission patterns with spaces whole.
import { allowedTools } from '../../../src/rules/frontmatter/allowed-tools.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skill } from './fields.js';

const present = (tools: string) => ({ messageId: 'present', data: { tools }, line: 4, column: 1 });

ruleTester(allowedTools, {
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
