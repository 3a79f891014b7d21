// Anthropic API and admin keys: `sk-ant-<kind><2 digits>-` + 93 URL-safe base64 characters + `AA`.
import { BASE64URL } from '../engine/chars.js';
import { looksRandom } from '../engine/randomness.js';
import type { Detector } from '../engine/types.js';
import { tokenRun } from './token-run.js';

const shape = /^(sk-ant-[a-z]{3,6}\d{2}-)([A-Za-z0-9_-]{93})AA$/;

export const anthropicKeyDetector: Detector = {
  ruleId: 'secret/anthropic-key',
  triggers: ['sk-ant-'],
  start(text, emit) {
    return (index) => {
      const end = tokenRun(text, index, BASE64URL, BASE64URL, 200);
      if (end === -1) return;
      const key = text.slice(index, end);
      const m = shape.exec(key);
      if (m === null) {
        if (key.length >= 60)
          emit({
            offset: index,
            end,
            secret: key,
            kind: 'placeholder',
            family: 'Anthropic API key',
            validated: false,
            publicPrefix: 'sk-ant-',
          });
        return;
      }
      const ok = looksRandom(m[2] ?? '', 64);
      emit({
        offset: index,
        end,
        secret: key,
        kind: ok ? 'secret' : 'placeholder',
        family: m[1]?.includes('admin') === true ? 'Anthropic admin key' : 'Anthropic API key',
        validated: ok,
        publicPrefix: m[1] ?? 'sk-ant-',
      });
    };
  },
};
