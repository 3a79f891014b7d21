// secret/figma-token: Figma personal access tokens, `figd_` + 40 URL-safe characters.
import { secretFigmaToken } from '../../../src/rules/secret/figma-token.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { BASE64URL } from '../../secret/support/random.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1204);
const token = `figd_${f.mixedToken(40, BASE64URL)}`;
const masked = `figd_${'x'.repeat(40)}`;
const FAMILY = 'Figma access token';

ruleTester(secretRuleOf(secretFigmaToken), {
  valid: [quiet('prose naming the prefix', 'Personal access tokens start with `figd_`.')],
  invalid: [
    reported('a token in a header', `X-Figma-Token: ${token}`, { secret: token, family: FAMILY, redacted: redacted('figd_', token) }),
    reported('a masked token is a note', `X-Figma-Token: ${masked}`, {
      secret: masked,
      family: FAMILY,
      redacted: redacted('figd_', masked),
      messageId: 'placeholder',
    }),
  ],
});
