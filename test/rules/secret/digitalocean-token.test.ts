// secret/digitalocean-token: DigitalOcean's prefixed API tokens, `dop_v1_`/`doo_v1_`/`dor_v1_` + 64
// lower-case hex digits, also handed straight to a client.
import { secretDigitaloceanToken } from '../../../src/rules/secret/digitalocean-token.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { HEX } from '../../secret/support/random.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1231);
const personal = `dop_v1_${f.token(64, HEX)}`;
const refresh = `dor_v1_${f.token(64, HEX)}`;

ruleTester(secretRuleOf(secretDigitaloceanToken), {
  valid: [
    quiet('an elided token', 'DIGITALOCEAN_TOKEN=dop_v1_...'),
    quiet('a token of another length', `DIGITALOCEAN_TOKEN=dop_v1_${f.token(40, HEX)}`),
    quiet('the token read from the environment', 'const client = digitalocean.client(process.env.DIGITALOCEAN_TOKEN);'),
  ],
  invalid: [
    reported('a personal access token passed to the client', `const client = digitalocean.client('${personal}');`, {
      secret: personal,
      family: 'DigitalOcean personal access token',
      redacted: redacted('dop_v1_', personal),
    }),
    reported('an OAuth refresh token', `refresh_token: ${refresh}`, {
      secret: refresh,
      family: 'DigitalOcean OAuth refresh token',
      redacted: redacted('dor_v1_', refresh),
    }),
  ],
});

// A value of the family's shape whose body is a pattern, not a random draw, is a placeholder note.
const patterned = `dop_v1_${'ab'.repeat(32)}`;
ruleTester(secretRuleOf(secretDigitaloceanToken), {
  valid: [quiet('an environment reference', 'TOKEN="${DIGITALOCEAN_TOKEN}"')],
  invalid: [
    reported('a patterned value of the right shape is a note', `TOKEN=${patterned}`, {
      secret: patterned,
      family: 'DigitalOcean personal access token',
      redacted: redacted('dop_v1_', patterned),
      messageId: 'placeholder',
    }),
  ],
});
