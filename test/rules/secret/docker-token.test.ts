// secret/docker-token: Docker Hub personal access tokens, `dckr_pat_` + 27 URL-safe characters.
import { secretDockerToken } from '../../../src/rules/secret/docker-token.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { BASE64URL } from '../../secret/support/random.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1203);
const token = `dckr_pat_${f.mixedToken(27, BASE64URL)}`;
const FAMILY = 'Docker Hub access token';

ruleTester(secretRuleOf(secretDockerToken), {
  valid: [
    quiet('a placeholder', 'echo dckr_pat_xxxxxxxx | docker login -u me --password-stdin'),
    quiet('a token of another length', `DOCKERHUB_TOKEN=dckr_pat_${f.mixedToken(20, BASE64URL)}`),
  ],
  invalid: [
    reported('a token piped to docker login', `echo ${token} | docker login -u me --password-stdin`, {
      secret: token,
      family: FAMILY,
      redacted: redacted('dckr_pat_', token),
    }),
  ],
});

// A value of the family's shape whose body is a pattern, not a random draw, is a placeholder note.
const patternedDockerToken = `dckr_pat_${'ab'.repeat(13)}c`;
ruleTester(secretRuleOf(secretDockerToken), {
  valid: [quiet('an environment reference', 'TOKEN="${TOKEN}"')],
  invalid: [
    reported('a patterned value of the right shape is a note', `TOKEN=${patternedDockerToken}`, {
      secret: patternedDockerToken,
      family: 'Docker Hub access token',
      redacted: redacted('dckr_pat_', patternedDockerToken),
      messageId: 'placeholder',
    }),
  ],
});
