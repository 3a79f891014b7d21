// secret/shopify-token: Shopify access tokens and shared secrets (`shpat_`, `shpca_`, `shppa_`, `shpss_` + 32 hex digits).
// Shopify tokens (https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens):
// admin API access tokens (`shpat_`), custom app tokens (`shpca_`), private app passwords (`shppa_`) and
// app shared secrets (`shpss_`), each followed by 32 hex digits. No checksum: judged from the prefix and
// a random body.
import { ALNUM, WORD, allIn } from './engine/chars.js';
import { definePrefixedTokenFamily, shapedToken, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { contextualMessage, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const families: Record<string, string> = {
  shpat_: 'Shopify access token',
  shpca_: 'Shopify custom app access token',
  shppa_: 'Shopify private app password',
  shpss_: 'Shopify shared secret',
};

const token: PrefixedTokenSpec = {
  triggers: Object.keys(families),
  alphabet: WORD,
  limit: 64,
  read(token) {
    const prefix = token.slice(0, 6);
    const body = token.slice(6);
    const family = families[prefix];
    if (family === undefined || body.length !== 32 || !allIn(body, ALNUM) || !/^[0-9a-fA-F]+$/.test(body)) return undefined;
    return shapedToken(family, prefix, body, 16);
  },
};

export const secretShopifyToken = definePrefixedTokenFamily(
  {
    id: 'secret/shopify-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/shopify-token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
