// secret/auth-header, credentials whose shape a header names: an OpenStack Fernet token in
// `X-Auth-Token` (its zero timestamp bytes are no typed run), Proxmox's `PVEAPIToken=<user>@<realm>!<id>=<secret>`
// (the secret after the token id) and Blockfrost's `project_id` header given to curl; their
// placeholders, references, a typed run after the Fernet prefix and a cloud project's id are quiet.
import { secretAuthHeader } from '../../../src/rules/secret/auth-header.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(5530);
const HEADER_KEY = 'API key in an HTTP header';
const AUTHORIZATION = 'API token in an Authorization header';
const at = (secret: string, family: string) => ({ secret, family, redacted: redactedBare(secret) });
/** A Fernet token: version 0x80, a timestamp, an IV, `blocks` of ciphertext and an HMAC, in base64url. */
const fernet = (blocks: number, padded: boolean): string => {
  const stamp = [0, 0, 0, 0, 0x65, 0x12, 0x34, 0x56];
  const body = Buffer.from([0x80, ...stamp, ...f.r.bytes(16 + 16 * blocks + 32)]).toString('base64url');
  return padded ? body.padEnd(Math.ceil(body.length / 4) * 4, '=') : body;
};
const keystone = fernet(4, false);
const padded = fernet(6, true);
const pveSecret = f.uuid4();
const blockfrost = `mainnet${f.mixedToken(32)}`;
// Supabase's secret key: its prefix holds the word `secret`, which alone reads as a placeholder's.
const sbSecret = ['sb', 'secret', f.mixedToken(31)].join('_');

ruleTester(secretRuleOf(secretAuthHeader), {
  valid: [
    quiet("Supabase's secret key prefix alone", 'curl -H "apikey: sb_secret_..." https://abc.supabase.co/rest/v1/todos'),
    quiet(
      "Supabase's publishable key",
      `curl -H "apikey: ${['sb', 'publishable', f.mixedToken(31)].join('_')}" https://abc.supabase.co/rest/v1/todos`,
    ),
    quiet('a typed run after the Fernet prefix', `X-Auth-Token: gAAAAA${'x'.repeat(150)}`),
    quiet('a Fernet-looking value of the wrong length', `X-Auth-Token: ${keystone.slice(0, -5)}`),
    quiet('a token reference', 'curl -H "X-Auth-Token: $OS_TOKEN" https://keystone.lan:5000/v3/projects'),
    quiet(
      'the documented PVE placeholder',
      "curl -k -H 'Authorization: PVEAPIToken=USER@REALM!TOKENID=UUID' https://pve.lan:8006/api2/json/nodes",
    ),
    quiet(
      'a PVE header built from references',
      'curl -H "Authorization: PVEAPIToken=${PVE_USER}!${PVE_TOKEN_ID}=${PVE_SECRET}" https://pve:8006/api2/json',
    ),
    quiet('a typed PVE secret', 'Authorization: PVEAPIToken=root@pam!monitoring=aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee'),
    quiet(
      'a project key reference',
      'curl -H "project_id: $BLOCKFROST_PROJECT_ID" https://cardano-mainnet.blockfrost.io/api/v0/blocks/latest',
    ),
    quiet('a project key placeholder', 'curl -H "project_id: <your-project-id>" https://cardano-mainnet.blockfrost.io/api/v0/health'),
    quiet("a cloud project's id", 'curl -H "project_id: my-gcp-project-123" https://api.example.com/v1/usage'),
  ],
  invalid: [
    reported(
      "Supabase's secret key as a Bearer token",
      `curl https://abc.supabase.co/rest/v1/todos -H "Authorization: Bearer ${sbSecret}"`,
      at(sbSecret, 'Bearer token'),
    ),
    reported(
      "Supabase's secret key in an apikey header",
      `curl -H "apikey: ${sbSecret}" https://abc.supabase.co/rest/v1/todos`,
      at(sbSecret, HEADER_KEY),
    ),
    reported(
      'a Keystone Fernet token',
      `\`\`\`http\nGET /v3/projects HTTP/1.1\nX-Auth-Token: ${keystone}\n\`\`\``,
      at(keystone, HEADER_KEY),
    ),
    reported(
      'a padded Fernet token given to curl',
      `curl -s -H "X-Auth-Token: ${padded}" https://keystone.lan:5000/v3/auth/tokens`,
      at(padded, HEADER_KEY),
    ),
    reported(
      'a Proxmox API token',
      `curl -k -H 'Authorization: PVEAPIToken=svc@pve!ci-deploy=${pveSecret}' https://pve.lan:8006/api2/json/nodes`,
      at(pveSecret, AUTHORIZATION),
    ),
    reported(
      'a Blockfrost project key',
      `curl -H "project_id: ${blockfrost}" https://cardano-mainnet.blockfrost.io/api/v0/blocks/latest`,
      at(blockfrost, HEADER_KEY),
    ),
  ],
});
