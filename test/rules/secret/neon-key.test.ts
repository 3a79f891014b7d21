// secret/neon-key: API keys (`napi_` + 64 lower-case alphanumerics) and generated role passwords
// (`npg_` + 12 mixed-case alphanumerics), also bare in API docs.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretNeonKey } from '../../../src/rules/secret/neon-key.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1210);
const apiKey = `napi_${f.token(64, '0123456789abcdefghijklmnopqrstuvwxyz')}`;
const password = `npg_${f.mixedToken(12)}`;

ruleTester(secretRuleOf(secretNeonKey), {
  valid: [
    quiet('an identifier that starts with the password prefix', 'SELECT npg_settings FROM pg_catalog;'),
    quiet('a lower-case word after the prefix', 'npg_password is the role column'),
  ],
  invalid: [
    reported('an API key', `neon_api_key = "${apiKey}"`, { secret: apiKey, family: 'Neon API key', redacted: redacted('napi_', apiKey) }),
    reported('a bare role password in prose', `The password is ${password} for role neondb_owner.`, {
      secret: password,
      family: 'Neon role password',
      redacted: redacted('npg_', password),
    }),
  ],
});

// A value of the family's shape whose body is a pattern, not a random draw, is a placeholder note.
const patternedNeonKey = `napi_${'ab'.repeat(32)}`;
ruleTester(secretRuleOf(secretNeonKey), {
  valid: [quiet('an environment reference', 'TOKEN="${TOKEN}"')],
  invalid: [
    reported('a patterned value of the right shape is a note', `TOKEN=${patternedNeonKey}`, {
      secret: patternedNeonKey,
      family: 'Neon API key',
      redacted: redacted('napi_', patternedNeonKey),
      messageId: 'placeholder',
    }),
  ],
});
