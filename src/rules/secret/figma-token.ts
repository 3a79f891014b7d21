// secret/figma-token: Figma personal access tokens (`figd_` + 40 URL-safe characters).
// Figma personal access tokens (https://www.figma.com/developers/api#access-tokens): `figd_` followed by
// 40 characters of the URL-safe base64 alphabet. No checksum: judged from the prefix and a random body.
import { BASE64URL } from './engine/chars.js';
import { definePrefixedTokenFamily, shapedToken, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { contextualMessage, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const token: PrefixedTokenSpec = {
  triggers: ['figd_'],
  alphabet: BASE64URL,
  limit: 64,
  read(token) {
    const body = token.slice(5);
    return body.length === 40 ? shapedToken('Figma access token', 'figd_', body, 64) : undefined;
  },
};

export const secretFigmaToken = definePrefixedTokenFamily(
  {
    id: 'secret/figma-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/figma-token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
