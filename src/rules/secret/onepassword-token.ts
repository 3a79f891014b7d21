// secret/onepassword-token: 1Password service account tokens (`ops_` + base64 of a JSON object holding the account's sign-in address and secret key).
// 1Password service account tokens (https://developer.1password.com/docs/service-accounts/): `ops_`
// followed by standard base64 (about 800 characters, `eyJ…`) of a JSON object whose fields include
// `signInAddress`, `email`, `muk` and `secretKey`. Decoding it to that object is the structure check.
import { charTable } from './engine/chars.js';
import { definePrefixedTokenFamily, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { base64JsonObject } from './support/json-token.js';
import { PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const FAMILY = '1Password service account token';

const token: PrefixedTokenSpec = {
  triggers: ['ops_eyJ'],
  alphabet: charTable('A-Za-z0-9', '+/=_'),
  // `=` pads the end of base64, and precedes the token in `NAME=token`.
  boundary: charTable('A-Za-z0-9', '+/_'),
  limit: 4096,
  read(token) {
    const body = token.slice(4);
    if (body.length < 200) return undefined;
    const fields = base64JsonObject(body);
    const ok = fields !== undefined && typeof fields['signInAddress'] === 'string' && typeof fields['secretKey'] === 'string';
    return { kind: ok ? 'secret' : 'placeholder', family: FAMILY, validated: ok, publicPrefix: 'ops_' };
  },
};

export const secretOnepasswordToken = definePrefixedTokenFamily(
  {
    id: 'secret/onepassword-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound('in 1Password (Developer → Service Accounts)', "it decodes to a service account's sign-in details"),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
);
