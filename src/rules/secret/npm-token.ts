// secret/npm-token: npm access tokens (`npm_` + 36 characters whose last six are a base62 CRC-32).
// npm access tokens: `npm_` + 30 random base62 characters + their base62 CRC-32
// (https://github.blog/2021-09-23-announcing-npms-new-access-token-format/).
import { ALNUM, WORD, allIn } from './engine/chars.js';
import type { Detector } from './engine/types.js';
import { githubChecksumValid } from './support/github-checksum.js';
import { tokenRun } from './support/token-run.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './support/secret-rule.js';

export const npmTokenDetector: Detector = {
  ruleId: 'secret/npm-token',
  triggers: ['npm_'],
  start(text, emit) {
    return (index) => {
      const end = tokenRun(text, index, WORD, WORD, 60);
      if (end === -1) return;
      const body = text.slice(index + 4, end);
      if (body.length !== 36 || !allIn(body, ALNUM)) return;
      const ok = githubChecksumValid(body);
      emit({
        offset: index,
        end,
        secret: text.slice(index, end),
        kind: ok ? 'secret' : 'placeholder',
        family: 'npm access token',
        validated: ok,
        publicPrefix: 'npm_',
      });
    };
  },
};

export const npmToken = defineSecretFamily(
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
  npmTokenDetector,
);
