// secret/vault-token: HashiCorp Vault `hvs.`, `hvb.` and `hvr.` tokens; a sentence's closing period is
// not part of the token.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretVaultToken } from '../../../src/rules/secret/vault-token.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { BASE64URL } from '../../secret/support/random.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1211);
const service = `hvs.${f.mixedToken(92, BASE64URL)}`;
const batch = `hvb.${f.mixedToken(150, BASE64URL)}`;
const local = `hvs.${f.mixedToken(24)}`;

ruleTester(secretRuleOf(secretVaultToken), {
  valid: [
    quiet('prose naming the prefixes', 'Service tokens start with `hvs.` and batch tokens with `hvb.`.'),
    quiet('a short placeholder', 'VAULT_TOKEN=hvs.xxxxx'),
  ],
  invalid: [
    reported('a service token', `export VAULT_TOKEN=${service}`, {
      secret: service,
      family: 'Vault service token',
      redacted: redacted('hvs.', service),
    }),
    reported('a batch token', `vault_token: ${batch}`, { secret: batch, family: 'Vault batch token', redacted: redacted('hvb.', batch) }),
    reported('a local service token at the end of a sentence', `Log in with ${local}.`, {
      secret: local,
      family: 'Vault service token',
      redacted: redacted('hvs.', local),
    }),
  ],
});

// A value of the family's shape whose body is a pattern, not a random draw, is a placeholder note.
const patternedVaultToken = `hvs.${'ab'.repeat(12)}`;
ruleTester(secretRuleOf(secretVaultToken), {
  valid: [quiet('an environment reference', 'TOKEN="${TOKEN}"')],
  invalid: [
    reported('a patterned value of the right shape is a note', `TOKEN=${patternedVaultToken}`, {
      secret: patternedVaultToken,
      family: 'Vault service token',
      redacted: redacted('hvs.', patternedVaultToken),
      messageId: 'placeholder',
    }),
  ],
});
