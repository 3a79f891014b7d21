// secret/npm-token: npm access tokens (`npm_` + 36 characters whose last six are a base62 CRC-32).
// npm access tokens: `npm_` + 30 random base62 characters + their base62 CRC-32
// (https://github.blog/2021-09-23-announcing-npms-new-access-token-format/).
import { ALNUM, WORD, allIn } from './engine/chars.js';
import { githubChecksumValid } from './support/github-checksum.js';
import { definePrefixedTokenFamily, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const token: PrefixedTokenSpec = {
  triggers: ['npm_'],
  alphabet: WORD,
  limit: 60,
  read(token) {
    const body = token.slice(4);
    if (body.length !== 36 || !allIn(body, ALNUM)) return undefined;
    const ok = githubChecksumValid(body);
    return { kind: ok ? 'secret' : 'placeholder', family: 'npm access token', validated: ok, publicPrefix: 'npm_' };
  },
};

export const secretNpmToken = definePrefixedTokenFamily(
  {
    id: 'secret/npm-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound('on npmjs.com (Access Tokens)', 'its CRC-32 checksum verifies'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
);
