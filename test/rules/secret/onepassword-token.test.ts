// secret/onepassword-token: a service account token whose body decodes to the account object; one
// that does not decode is a note.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretOnepasswordToken } from '../../../src/rules/secret/onepassword-token.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { BASE64 } from '../../secret/support/random.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1201);
const token = f.onePassword();
const undecodable = `ops_eyJ${f.mixedToken(300, BASE64.replace('/', ''))}`;
const FAMILY = '1Password service account token';

ruleTester(secretRuleOf(secretOnepasswordToken), {
  valid: [
    quiet('a short placeholder', 'OP_SERVICE_ACCOUNT_TOKEN=ops_...'),
    quiet('an environment reference', 'export OP_SERVICE_ACCOUNT_TOKEN="${OP_SERVICE_ACCOUNT_TOKEN}"'),
  ],
  invalid: [
    reported('a service account token', `export OP_SERVICE_ACCOUNT_TOKEN=${token}`, {
      secret: token,
      family: FAMILY,
      redacted: redacted('ops_', token),
    }),
    reported('a token whose body is not the account object is a note', `OP_SERVICE_ACCOUNT_TOKEN=${undecodable}`, {
      secret: undecodable,
      family: FAMILY,
      redacted: redacted('ops_', undecodable),
      messageId: 'placeholder',
    }),
  ],
});
