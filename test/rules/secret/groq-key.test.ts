// secret/groq-key: Groq API keys, `gsk_` + 52 alphanumerics.
import { secretGroqKey } from '../../../src/rules/secret/groq-key.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1206);
const key = `gsk_${f.mixedToken(52)}`;

ruleTester(secretRuleOf(secretGroqKey), {
  valid: [quiet('an elided key', 'GROQ_API_KEY=gsk_...'), quiet('a key of another length', `GROQ_API_KEY=gsk_${f.mixedToken(40)}`)],
  invalid: [
    reported('a key passed to the client', `client = Groq(api_key="${key}")`, {
      secret: key,
      family: 'Groq API key',
      redacted: redacted('gsk_', key),
    }),
  ],
});

// A value of the family's shape whose body is a pattern, not a random draw, is a placeholder note.
const patternedGroqKey = `gsk_${'ab'.repeat(26)}`;
ruleTester(secretRuleOf(secretGroqKey), {
  valid: [quiet('an environment reference', 'TOKEN="${TOKEN}"')],
  invalid: [
    reported('a patterned value of the right shape is a note', `TOKEN=${patternedGroqKey}`, {
      secret: patternedGroqKey,
      family: 'Groq API key',
      redacted: redacted('gsk_', patternedGroqKey),
      messageId: 'placeholder',
    }),
  ],
});
