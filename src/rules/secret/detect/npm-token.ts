// npm access tokens: `npm_` + 30 random base62 characters + their base62 CRC-32
// (https://github.blog/2021-09-23-announcing-npms-new-access-token-format/).
import { ALNUM, WORD, allIn } from '../engine/chars.js';
import type { Detector } from '../engine/types.js';
import { githubChecksumValid } from './github-token.js';
import { tokenRun } from './token-run.js';

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
