// GitHub tokens: classic `gh[pousr]_` + 30 random base62 characters + the base62 CRC-32 of those
// 30 (https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/), and
// fine-grained PATs `github_pat_` + 22 + `_` + 59 base62 characters.
import { decodeBase62 } from '../engine/base62.js';
import { ALNUM, WORD, allIn } from '../engine/chars.js';
import { crc32 } from '../engine/crc32.js';
import { looksRandom } from '../engine/randomness.js';
import type { Detector } from '../engine/types.js';
import { tokenRun } from './token-run.js';

const kinds: Record<string, string> = {
  ghp_: 'GitHub personal access token (classic)',
  gho_: 'GitHub OAuth access token',
  ghu_: 'GitHub App user-to-server token',
  ghs_: 'GitHub App installation token',
  ghr_: 'GitHub App refresh token',
};

/** Whether a classic token's last six characters are the base62 CRC-32 of the 30 before them. */
export function githubChecksumValid(body: string): boolean {
  return body.length === 36 && decodeBase62(body.slice(30)) === crc32(body.slice(0, 30));
}

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
