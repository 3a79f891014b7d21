// secret/gitlab-token: prefixed GitLab tokens, routable ones with their CRC-32 checked.
import { secretGitlabToken } from '../../../src/rules/secret/gitlab-token.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { corrupt, SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1103);
const legacy = f.gitlabLegacy();
const routable = f.gitlabRoutable();
const unversioned = f.gitlabRoutable(false);
const deploy = f.gitlabLegacy('gldt-');
const PAT = 'GitLab personal access token';

ruleTester(secretRuleOf(secretGitlabToken), {
  valid: [
    quiet('a word placeholder', 'GITLAB_TOKEN=glpat-your-token'),
    quiet('a CI variable', 'glab auth login --token "$GITLAB_TOKEN"'),
    quiet('a token glued into a longer word', `x${legacy}`),
  ],
  invalid: [
    reported('a legacy PAT in a header', `PRIVATE-TOKEN: ${legacy}`, { secret: legacy, family: PAT, redacted: redacted('glpat-', legacy) }),
    reported('a routable PAT with its CRC', `glab auth login --token ${routable}`, {
      secret: routable,
      family: PAT,
      redacted: redacted('glpat-', routable),
    }),
    reported('an unversioned routable PAT', unversioned, { secret: unversioned, family: PAT, redacted: redacted('glpat-', unversioned) }),
    reported('a deploy token', `password: ${deploy}`, {
      secret: deploy,
      family: 'GitLab deploy token',
      redacted: redacted('gldt-', deploy),
    }),
    reported('a routable PAT with a wrong CRC is a note', corrupt(routable), {
      secret: corrupt(routable),
      family: PAT,
      redacted: redacted('glpat-', corrupt(routable)),
      messageId: 'placeholder',
    }),
    reported('an x-filled PAT is a note', `glpat-${'x'.repeat(20)}`, {
      secret: `glpat-${'x'.repeat(20)}`,
      family: PAT,
      redacted: redacted('glpat-', 'xx'),
      messageId: 'placeholder',
    }),
  ],
});
