// secret/neon-key: Neon API keys (`napi_` + 64 lower-case alphanumerics) and Postgres role passwords (`npg_` + 12 alphanumerics).
// Neon credentials (https://neon.tech/docs/manage/api-keys, https://neon.tech/docs/manage/roles): API
// keys are `napi_` followed by 64 lower-case alphanumerics; role passwords generated since 2024 are
// `npg_` followed by 12 alphanumerics. No checksum: judged from the prefix and a random body.
import { ALNUM, WORD, allIn } from './engine/chars.js';
import { definePrefixedTokenFamily, shapedToken, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { contextualMessage, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const token: PrefixedTokenSpec = {
  triggers: ['napi_', 'npg_'],
  alphabet: WORD,
  limit: 80,
  read(token) {
    if (token.startsWith('napi_')) {
      const body = token.slice(5);
      return body.length === 64 && /^[a-z0-9]+$/.test(body) ? shapedToken('Neon API key', 'napi_', body, 36) : undefined;
    }
    const body = token.slice(4);
    // Twelve characters are few: a password a person typed (one case, no digit) is not one Neon generated.
    if (body.length !== 12 || !allIn(body, ALNUM) || !/[0-9]/.test(body) || !/[a-z]/.test(body) || !/[A-Z]/.test(body)) return undefined;
    return shapedToken('Neon role password', 'npg_', body, 62);
  },
};

export const secretNeonKey = definePrefixedTokenFamily(
  {
    id: 'secret/neon-key',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/neon-key'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
