// secret/linear-key: Linear personal API keys, `lin_api_` + 40 alphanumerics.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretLinearKey } from '../../../src/rules/secret/linear-key.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1207);
const key = `lin_api_${f.mixedToken(40)}`;

ruleTester(secretRuleOf(secretLinearKey), {
  valid: [quiet('an identifier that starts with the prefix', 'const lin_api_base = "https://api.linear.app/graphql";')],
  invalid: [
    reported('a key passed to the client', `new LinearClient({ apiKey: "${key}" })`, {
      secret: key,
      family: 'Linear API key',
      redacted: redacted('lin_api_', key),
    }),
  ],
});

// A value of the family's shape whose body is a pattern, not a random draw, is a placeholder note.
const patternedLinearKey = `lin_api_${'ab'.repeat(20)}`;
ruleTester(secretRuleOf(secretLinearKey), {
  valid: [quiet('an environment reference', 'TOKEN="${TOKEN}"')],
  invalid: [
    reported('a patterned value of the right shape is a note', `TOKEN=${patternedLinearKey}`, {
      secret: patternedLinearKey,
      family: 'Linear API key',
      redacted: redacted('lin_api_', patternedLinearKey),
      messageId: 'placeholder',
    }),
  ],
});
