// secret/digitalocean-token: DigitalOcean API tokens (`dop_v1_`, `doo_v1_`, `dor_v1_` + 64 lower-case hex digits).
// DigitalOcean's prefixed tokens (introduced in 2021; the prefixes as GitLab's and gitleaks' rules read
// them): `dop_v1_` for personal access tokens, `doo_v1_` for OAuth access tokens and `dor_v1_` for
// OAuth refresh tokens, each followed by 64 lower-case hex digits. No checksum: judged from the
// prefix and a random body.
import { WORD } from './engine/chars.js';
import { definePrefixedTokenFamily, shapedToken, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { contextualMessage, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const kinds: Readonly<Record<string, string>> = {
  dop_v1_: 'DigitalOcean personal access token',
  doo_v1_: 'DigitalOcean OAuth token',
  dor_v1_: 'DigitalOcean OAuth refresh token',
};

const token: PrefixedTokenSpec = {
  triggers: Object.keys(kinds),
  alphabet: WORD,
  limit: 90,
  read(token) {
    const prefix = token.slice(0, 7);
    const family = kinds[prefix];
    const body = token.slice(7);
    return family !== undefined && body.length === 64 && /^[0-9a-f]+$/.test(body) ? shapedToken(family, prefix, body, 16) : undefined;
  },
};

export const secretDigitaloceanToken = definePrefixedTokenFamily(
  {
    id: 'secret/digitalocean-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/digitalocean-token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
