// secret/linear-key: Linear personal API keys (`lin_api_` + 40 alphanumerics).
// Linear personal API keys (https://developers.linear.app/docs/graphql/working-with-the-graphql-api#personal-api-keys):
// `lin_api_` followed by 40 alphanumerics. No checksum: judged from the prefix and a random body.
import { ALNUM, WORD, allIn } from './engine/chars.js';
import { definePrefixedTokenFamily, shapedToken, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { contextualMessage, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const token: PrefixedTokenSpec = {
  triggers: ['lin_api_'],
  alphabet: WORD,
  limit: 64,
  read(token) {
    const body = token.slice(8);
    return body.length === 40 && allIn(body, ALNUM) ? shapedToken('Linear API key', 'lin_api_', body, 62) : undefined;
  },
};

export const secretLinearKey = definePrefixedTokenFamily(
  {
    id: 'secret/linear-key',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/linear-key'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
