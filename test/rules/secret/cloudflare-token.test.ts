// secret/cloudflare-token: scannable tokens with their CRC-32, and older tokens and Global API Keys
// where Cloudflare is named.
import { secretCloudflareToken } from '../../../src/rules/secret/cloudflare-token.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { corrupt, SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(1115);
const user = f.cloudflare();
const account = f.cloudflare('cfat_');
const legacy = f.cloudflareLegacy();
const globalKey = f.token(37, '0123456789abcdef');

ruleTester(secretRuleOf(secretCloudflareToken), {
  valid: [
    quiet('a 40-character run under another name', `GITLAB_RUNNER_ID=${legacy}`),
    quiet('an environment reference', 'CLOUDFLARE_API_TOKEN="${CLOUDFLARE_API_TOKEN}"'),
    quiet('a placeholder', 'CLOUDFLARE_API_TOKEN=<your-api-token>'),
  ],
  invalid: [
    reported('a scannable user token', `CLOUDFLARE_API_TOKEN=${user}`, {
      secret: user,
      family: 'Cloudflare user API token',
      redacted: redacted('cfut_', user),
    }),
    reported('a scannable account token in a bearer header', `Authorization: Bearer ${account}`, {
      secret: account,
      family: 'Cloudflare account API token',
      redacted: redacted('cfat_', account),
    }),
    reported('an older token under a Cloudflare name', `CLOUDFLARE_API_TOKEN=${legacy}`, {
      secret: legacy,
      family: 'Cloudflare API token',
      redacted: redactedBare(legacy),
    }),
    reported('a Global API Key sent as X-Auth-Key', `-H "X-Auth-Key: ${globalKey}"`, {
      secret: globalKey,
      family: 'Cloudflare Global API Key',
      redacted: redactedBare(globalKey),
    }),
    reported('a scannable token with a wrong CRC is a note', corrupt(user), {
      secret: corrupt(user),
      family: 'Cloudflare user API token',
      redacted: redacted('cfut_', corrupt(user)),
      messageId: 'placeholder',
    }),
  ],
});
