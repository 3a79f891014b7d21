// secret/npm-token: npm access tokens (`npm_` + 36 characters whose last six are a base62 CRC-32).
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const npmToken = defineTextSecretRule(
  {
    id: 'secret/npm-token',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'npm access tokens (`npm_` + 36 characters whose last six are a base62 CRC-32).',
      why:
        `${SHIPPED_WHY} ` +
        "npm tokens carry a checksum like GitHub's, so a verifying token is a real credential that can publish packages.",
      fix: 'Revoke the token on npmjs.com and reference `${NPM_TOKEN}` in examples.',
      example:
        'An `.npmrc` line `//registry.npmjs.org/:_authToken=` followed by a checksummed `npm_` token → error; `npm_xxxx…` → info note at most.',
    },
    messages: {
      found: validatedFound('on npmjs.com (Access Tokens)', 'its CRC-32 checksum verifies'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
