// secret/npm-token: `npm_` tokens whose base62 CRC-32 verifies are errors, failed checksums notes.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretNpmToken } from '../../../src/rules/secret/npm-token.js';
import { corrupt, SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1102);
const token = f.npm();
const NPM = 'npm access token';

ruleTester(secretRuleOf(secretNpmToken), {
  valid: [
    quiet('a word placeholder', 'NPM_TOKEN=npm_your_token_here'),
    quiet('an environment reference in .npmrc', '//registry.npmjs.org/:_authToken=${NPM_TOKEN}'),
    quiet('a token glued into a longer word', `my${token}`),
  ],
  invalid: [
    reported('a token in .npmrc syntax', `//registry.npmjs.org/:_authToken=${token}`, {
      secret: token,
      family: NPM,
      redacted: redacted('npm_', token),
    }),
    reported('a wrong checksum is a placeholder note', `NPM_TOKEN=${corrupt(token)}`, {
      secret: corrupt(token),
      family: NPM,
      redacted: redacted('npm_', corrupt(token)),
      messageId: 'placeholder',
    }),
  ],
});
