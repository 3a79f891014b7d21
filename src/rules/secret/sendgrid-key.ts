// secret/sendgrid-key: SendGrid API keys (`SG.` + 22 + `.` + 43 URL-safe characters).
// SendGrid API keys: `SG.` + 22 characters (a 16-byte id) + `.` + 43 characters (a 32-byte secret),
// URL-safe base64.
import { charTable } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import { definePrefixedTokenFamily, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const RUN = charTable('A-Za-z0-9', '_.-');
const shape = /^SG\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const token: PrefixedTokenSpec = {
  triggers: ['SG.'],
  alphabet: RUN,
  limit: 90,
  read(run) {
    // A sentence's closing `.` is not the key's.
    const key = run.endsWith('.') ? run.slice(0, -1) : run;
    const m = shape.exec(key);
    if (m === null) return undefined;
    const ok = looksRandom(m[1] ?? '', 64) && looksRandom(m[2] ?? '', 64);
    return { kind: ok ? 'secret' : 'placeholder', family: 'SendGrid API key', validated: ok, publicPrefix: 'SG.', length: key.length };
  },
};

export const secretSendgridKey = definePrefixedTokenFamily(
  {
    id: 'secret/sendgrid-key',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound('in SendGrid (Settings → API Keys)', 'it has the exact shape of a SendGrid key'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
);
