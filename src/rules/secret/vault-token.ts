// secret/vault-token: HashiCorp Vault tokens (`hvs.` service, `hvb.` batch, `hvr.` recovery).
// HashiCorp Vault tokens (https://developer.hashicorp.com/vault/docs/concepts/tokens#token-prefixes):
// since Vault 1.10, `hvs.` (service), `hvb.` (batch) and `hvr.` (recovery) followed by URL-safe base64
// (24 characters for a local token, about 90 for a service token, 130 and more for a batch token). No
// checksum: judged from the prefix and a random body.
import { charTable } from './engine/chars.js';
import { definePrefixedTokenFamily, shapedToken, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { contextualMessage, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const families: Record<string, string> = {
  'hvs.': 'Vault service token',
  'hvb.': 'Vault batch token',
  'hvr.': 'Vault recovery token',
};

const token: PrefixedTokenSpec = {
  triggers: Object.keys(families),
  // The alphabet is also the boundary: a trigger inside a run (`hvs.hvb.…`) is rejected at once.
  alphabet: charTable('A-Za-z0-9', '_.-'),
  limit: 400,
  read(run) {
    // A sentence's closing `.` is not the token's.
    const token = run.endsWith('.') ? run.slice(0, -1) : run;
    const prefix = token.slice(0, 4);
    const body = token.slice(4);
    const family = families[prefix];
    if (family === undefined || body.length < 24 || body.includes('.')) return undefined;
    return { ...shapedToken(family, prefix, body, 64), length: token.length };
  },
};

export const secretVaultToken = definePrefixedTokenFamily(
  {
    id: 'secret/vault-token',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'HashiCorp Vault tokens (`hvs.` service, `hvb.` batch, `hvr.` recovery).',
      fix: 'Revoke the token (`vault token revoke`) and write `${VAULT_TOKEN}` in examples.',
      example: '`VAULT_TOKEN=hvs.` followed by a random body → error; `hvs.xxxx…` → info note.',
    },
    messages: {
      found: contextualMessage('secret/vault-token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
