// secret/anthropic-key: API and admin keys of the issued shape; truncated samples are nothing.
import { secretAnthropicKey } from '../../../src/rules/secret/anthropic-key.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1111);
const api = f.anthropic();
const admin = f.anthropic('admin01');

ruleTester(secretRuleOf(secretAnthropicKey), {
  valid: [
    quiet('a truncated placeholder', 'ANTHROPIC_API_KEY=sk-ant-api03-...'),
    quiet('an environment reference', 'ANTHROPIC_API_KEY="${ANTHROPIC_API_KEY}"'),
  ],
  invalid: [
    reported('an API key', `ANTHROPIC_API_KEY=${api}`, {
      secret: api,
      family: 'Anthropic API key',
      redacted: redacted('sk-ant-api03-', api),
    }),
    reported('an admin key in a header', `x-api-key: ${admin}`, {
      secret: admin,
      family: 'Anthropic admin key',
      redacted: redacted('sk-ant-admin01-', admin),
    }),
    reported('a long value of the wrong shape is a note', `sk-ant-api03-${'ab'.repeat(40)}`, {
      secret: `sk-ant-api03-${'ab'.repeat(40)}`,
      family: 'Anthropic API key',
      redacted: redacted('sk-ant-', 'ab'),
      messageId: 'placeholder',
    }),
  ],
});
