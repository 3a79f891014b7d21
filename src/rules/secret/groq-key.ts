// secret/groq-key: Groq API keys (`gsk_` + 52 alphanumerics).
// Groq API keys (https://console.groq.com/docs/quickstart): `gsk_` followed by 52 alphanumerics. No
// checksum: judged from the prefix and a random body.
import { ALNUM, WORD, allIn } from './engine/chars.js';
import { definePrefixedTokenFamily, shapedToken, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { contextualMessage, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const token: PrefixedTokenSpec = {
  triggers: ['gsk_'],
  alphabet: WORD,
  limit: 80,
  read(token) {
    const body = token.slice(4);
    return body.length === 52 && allIn(body, ALNUM) ? shapedToken('Groq API key', 'gsk_', body, 62) : undefined;
  },
};

export const secretGroqKey = definePrefixedTokenFamily(
  {
    id: 'secret/groq-key',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/groq-key'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
