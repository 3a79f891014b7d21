// secret/databricks-token: `dapi` + 32 random hex digits (with or without a shard suffix); an
// identifier starting `dapi` and a typed pattern are not tokens.
import { secretDatabricksToken } from '../../../src/rules/secret/databricks-token.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { HEX } from '../../secret/support/random.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1202);
const token = `dapi${f.token(32, HEX)}`;
const sharded = `dapi${f.token(32, HEX)}-3`;
const typed = `dapi${'0123456789abcdef'.repeat(2)}`;
const FAMILY = 'Databricks access token';

ruleTester(secretRuleOf(secretDatabricksToken), {
  valid: [
    quiet('an identifier that starts with the prefix', 'dapiDataGetTopLongShortPositionRatio(params?: {}): Promise<void>;'),
    quiet('a short placeholder', 'DATABRICKS_TOKEN=dapi<token>'),
  ],
  invalid: [
    reported('a token in YAML', `DATABRICKS_TOKEN: '${token}'`, { secret: token, family: FAMILY, redacted: redacted('dapi', token) }),
    reported('a token with its shard suffix, in prose', `Use the PAT ${sharded} for the job.`, {
      secret: sharded,
      family: FAMILY,
      redacted: redacted('dapi', sharded),
    }),
    reported('a typed hex pattern is a note', `token = ${typed}`, {
      secret: typed,
      family: FAMILY,
      redacted: redacted('dapi', typed),
      messageId: 'placeholder',
    }),
  ],
});
