// secret/github-token: classic tokens whose CRC-32 verifies are errors, failed checksums notes.
import { secretGithubToken } from '../../../src/rules/secret/github-token.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { corrupt, SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1101);
const classic = f.github();
const oauth = f.github('gho_');
const user = f.github('ghu_');
const fine = f.fineGrainedPat();
const CLASSIC = 'GitHub personal access token (classic)';

ruleTester(secretRuleOf(secretGithubToken), {
  valid: [
    quiet('a short placeholder', 'export GITHUB_TOKEN=ghp_xxxxxxxxxxxx'),
    quiet('an environment reference', 'export GITHUB_TOKEN="${GITHUB_TOKEN}"'),
    quiet('a token glued into a longer word', `x${classic}`),
    quiet('a token followed by more token characters', `${classic}Q`),
    quiet('a fine-grained PAT of the wrong length', `github_pat_${'A1'.repeat(11)}_${'b2'.repeat(20)}`),
    quiet('prose about tokens', 'Create a personal access token (classic) with the `repo` scope.'),
  ],
  invalid: [
    reported('a classic token with a valid CRC-32', `export GITHUB_TOKEN=${classic}`, {
      secret: classic,
      family: CLASSIC,
      redacted: redacted('ghp_', classic),
    }),
    reported(
      'the OAuth and user-to-server prefixes',
      `${oauth} ${user}`,
      { secret: oauth, family: 'GitHub OAuth access token', redacted: redacted('gho_', oauth) },
      { secret: user, family: 'GitHub App user-to-server token', redacted: redacted('ghu_', user) },
    ),
    reported('a fine-grained PAT', `GH_TOKEN="${fine}"`, {
      secret: fine,
      family: 'GitHub fine-grained personal access token',
      redacted: redacted('github_pat_', fine),
    }),
    reported('as the user name of a URL', `git clone https://${classic}@github.com/acme/app.git`, {
      secret: classic,
      family: CLASSIC,
      redacted: redacted('ghp_', classic),
    }),
    reported('a wrong checksum is a placeholder note', `token: ${corrupt(classic)}`, {
      secret: corrupt(classic),
      family: CLASSIC,
      redacted: redacted('ghp_', corrupt(classic)),
      messageId: 'placeholder',
    }),
    reported('an x-filled placeholder of full length is a note', `ghp_${'x'.repeat(36)}`, {
      secret: `ghp_${'x'.repeat(36)}`,
      family: CLASSIC,
      redacted: redacted('ghp_', 'xx'),
      messageId: 'placeholder',
    }),
  ],
});
