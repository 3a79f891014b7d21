// secret/github-token: GitHub tokens (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` with a valid CRC-32 checksum, and fine-grained `github_pat_` tokens).
// GitHub tokens: classic `gh[pousr]_` + 30 random base62 characters + the base62 CRC-32 of those
// 30 (https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/), and
// fine-grained PATs `github_pat_` + 22 + `_` + 59 base62 characters.
import { ALNUM, WORD, allIn } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { githubChecksumValid } from './support/github-checksum.js';
import { tokenRun } from './support/token-run.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const kinds: Record<string, string> = {
  ghp_: 'GitHub personal access token (classic)',
  gho_: 'GitHub OAuth access token',
  ghu_: 'GitHub App user-to-server token',
  ghs_: 'GitHub App installation token',
  ghr_: 'GitHub App refresh token',
};

export const githubTokenDetector: Detector = {
  ruleId: 'secret/github-token',
  triggers: [...Object.keys(kinds), 'github_pat_'],
  start(text, emit) {
    return (index) => {
      const end = tokenRun(text, index, WORD, WORD, 120);
      if (end === -1) return;
      const token = text.slice(index, end);
      if (token.startsWith('github_pat_')) {
        const match = /^github_pat_([A-Za-z0-9]{22})_([A-Za-z0-9]{59})$/.exec(token);
        if (match === null) return;
        const random = `${match[1] ?? ''}${match[2] ?? ''}`;
        const ok = looksRandom(random, 62);
        emit({
          offset: index,
          end,
          secret: token,
          kind: ok ? 'secret' : 'placeholder',
          family: 'GitHub fine-grained personal access token',
          validated: ok,
          publicPrefix: 'github_pat_',
        });
        return;
      }
      const prefix = token.slice(0, 4);
      const body = token.slice(4);
      const family = kinds[prefix];
      if (family === undefined || body.length !== 36 || !allIn(body, ALNUM)) return;
      const ok = githubChecksumValid(body);
      emit({ offset: index, end, secret: token, kind: ok ? 'secret' : 'placeholder', family, validated: ok, publicPrefix: prefix });
    };
  },
};

export const secretGithubToken = defineSecretFamily(
  {
    id: 'secret/github-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound("in GitHub (Settings → Developer settings, or the organisation's token list)", 'its CRC-32 checksum verifies'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  githubTokenDetector,
);
