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

const triggers = Object.keys(families);

const token: PrefixedTokenSpec = {
  triggers,
  // The alphabet is also the boundary: a trigger inside a run (`hvs.hvb.…`) is rejected at once.
  alphabet: charTable('A-Za-z0-9', '_.-'),
  limit: 400,
  read(run) {
    // A sentence's closing `.` is not the token's.
    const length = run.charCodeAt(run.length - 1) === 46 ? run.length - 1 : run.length; // .
    // The run starts at a trigger: its family is found by the prefix's letter, without a lookup by a sliced key.
    const prefix = triggers.find((t) => t.charCodeAt(2) === run.charCodeAt(2) && run.startsWith(t));
    const family = prefix === undefined ? undefined : families[prefix];
    if (prefix === undefined || family === undefined || length - 4 < 24 || run.lastIndexOf('.', length - 1) >= 4) return undefined;
    return shapedToken(family, prefix, run.slice(4, length), 64, length);
  },
};

export const secretVaultToken = definePrefixedTokenFamily(
  {
    id: 'secret/vault-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/vault-token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
