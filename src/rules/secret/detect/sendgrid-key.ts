// SendGrid API keys: `SG.` + 22 characters (a 16-byte id) + `.` + 43 characters (a 32-byte secret),
// URL-safe base64.
import { charTable } from '../engine/chars.js';
import { looksRandom } from '../engine/randomness.js';
import type { Detector } from '../engine/types.js';
import { tokenRun } from './token-run.js';

const RUN = charTable('A-Za-z0-9', '_.-');
const shape = /^SG\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export const sendgridKeyDetector: Detector = {
  ruleId: 'secret/sendgrid-key',
  triggers: ['SG.'],
  start(text, emit) {
    return (index) => {
      const run = tokenRun(text, index, RUN, RUN, 90);
      if (run === -1) return;
      const end = text[run - 1] === '.' ? run - 1 : run;
      const m = shape.exec(text.slice(index, end));
      if (m === null) return;
      const ok = looksRandom(m[1] ?? '', 64) && looksRandom(m[2] ?? '', 64);
      emit({
        offset: index,
        end,
        secret: text.slice(index, end),
        kind: ok ? 'secret' : 'placeholder',
        family: 'SendGrid API key',
        validated: ok,
        publicPrefix: 'SG.',
      });
    };
  },
};
