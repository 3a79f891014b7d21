// secret/docker-token: Docker Hub personal access tokens (`dckr_pat_` + 27 URL-safe characters).
// Docker Hub personal access tokens (https://docs.docker.com/security/for-developers/access-tokens/):
// `dckr_pat_` followed by 27 characters of the URL-safe base64 alphabet. No checksum: judged from the
// prefix and a random body.
import { BASE64URL } from './engine/chars.js';
import { definePrefixedTokenFamily, shapedToken, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { contextualMessage, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const token: PrefixedTokenSpec = {
  triggers: ['dckr_pat_'],
  alphabet: BASE64URL,
  limit: 64,
  read(token) {
    const body = token.slice(9);
    return body.length === 27 ? shapedToken('Docker Hub access token', 'dckr_pat_', body, 64) : undefined;
  },
};

export const secretDockerToken = definePrefixedTokenFamily(
  {
    id: 'secret/docker-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/docker-token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
