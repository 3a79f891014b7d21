// secret/notion-token: Notion integration tokens (`ntn_` + 11 digits + 35 alphanumerics, and the older `secret_` + 43).
// Notion integration tokens (https://developers.notion.com/docs/authorization): `ntn_` followed by 11
// digits and 35 alphanumerics (46 characters), and before 2024 `secret_` followed by 43 alphanumerics.
// No checksum: judged from the prefix and a random body.
import { ALNUM, WORD, allIn } from './engine/chars.js';
import { definePrefixedTokenFamily, shapedToken, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { contextualMessage, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const current = /^ntn_(\d{11})([A-Za-z0-9]{35})$/;

const token: PrefixedTokenSpec = {
  triggers: ['ntn_', 'secret_'],
  alphabet: WORD,
  limit: 64,
  read(token) {
    if (token.startsWith('ntn_')) {
      const m = current.exec(token);
      return m === null ? undefined : shapedToken('Notion integration token', 'ntn_', m[2] ?? '', 62);
    }
    const body = token.slice(7);
    // `secret_` also starts ordinary names (`secret_key_base`): only 43 mixed-case alphanumerics are a token.
    if (body.length !== 43 || !allIn(body, ALNUM) || !/[a-z]/.test(body) || !/[A-Z]/.test(body) || !/[0-9]/.test(body)) return undefined;
    return shapedToken('Notion integration token', 'secret_', body, 62);
  },
};

export const secretNotionToken = definePrefixedTokenFamily(
  {
    id: 'secret/notion-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/notion-token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
