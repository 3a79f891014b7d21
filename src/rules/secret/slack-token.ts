// secret/slack-token: Slack bot, user, app-level, configuration and legacy tokens (`xoxb-`, `xoxp-`, `xapp-`, `xoxe.`, …) with their numeric segments and random tail.
// Slack tokens: bot `xoxb-`, user `xoxp-`, legacy `xoxa-`/`xoxo-`/`xoxr-`/`xoxs-`, configuration
// `xoxe.xoxp-`/`xoxe-` and app-level `xapp-`, each with its numeric segments and random tail
// (https://api.slack.com/authentication/token-types).
import { charTable } from './engine/chars.js';
import { looksRandom, sequenceShare } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { isPublishedExample } from './support/known-examples.js';
import { tokenRun, trimTrailing } from './support/token-run.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const RUN = charTable('A-Za-z0-9', '-.');
const BOUNDARY = charTable('A-Za-z0-9', '_.-');

interface Shape {
  readonly pattern: RegExp;
  readonly family: string;
  /** Alphabet size of the random tail (the last capture group). */
  readonly alphabet: number;
}

const shapes: readonly Shape[] = [
  { pattern: /^xoxb-(\d{8,14}-\d{8,14})-([A-Za-z0-9]{24,34})$/, family: 'Slack bot token', alphabet: 62 },
  { pattern: /^xoxp-(\d{8,14}-\d{8,14}-\d{8,14})-([a-f0-9]{32})$/, family: 'Slack user token', alphabet: 16 },
  // Legacy bot tokens had two parts: `xoxb-<bot id>-<23 or 24 characters>`.
  { pattern: /^xoxb-(\d{8,14})-([A-Za-z0-9]{22,34})$/, family: 'Slack legacy bot token', alphabet: 62 },
  { pattern: /^xox[aboprs]-((?:\d{1,14}-){1,3})([A-Za-z0-9]{24,64})$/, family: 'Slack legacy token', alphabet: 62 },
  // Legacy user and workspace tokens with a short hex tail (`xoxs-<id>-<id>-<id>-<10 hex>`).
  { pattern: /^xox[os]-(\d{1,14}-\d{1,14}-\d{1,14})-([a-f0-9]{10,64})$/, family: 'Slack legacy token', alphabet: 16 },
  { pattern: /^xoxe\.xox[bp]-(\d)-([A-Za-z0-9]{100,250})$/, family: 'Slack configuration token', alphabet: 62 },
  { pattern: /^xoxe-(\d)-([A-Za-z0-9]{100,250})$/, family: 'Slack configuration refresh token', alphabet: 62 },
  { pattern: /^xapp-(\d-[A-Z0-9]{8,14}-\d{8,14})-([a-f0-9]{64})$/, family: 'Slack app-level token', alphabet: 16 },
];

export const slackTokenDetector: Detector = {
  ruleId: 'secret/slack-token',
  triggers: ['xoxa-', 'xoxb-', 'xoxe-', 'xoxe.', 'xoxo-', 'xoxp-', 'xoxr-', 'xoxs-', 'xapp-'],
  start(text, emit) {
    return (index) => {
      const run = tokenRun(text, index, RUN, BOUNDARY, 300);
      if (run === -1) return;
      const end = trimTrailing(text, index, run, '.-');
      const token = text.slice(index, end);
      for (const shape of shapes) {
        const m = shape.pattern.exec(token);
        if (m === null) continue;
        const ids = (m[1] ?? '').replace(/-/g, '');
        // Documentation writes its ids as `123456789012` or `0000…`; real ids are arbitrary numbers.
        const ok =
          looksRandom(m[2] ?? '', shape.alphabet) && !/^(\d)\1+$/.test(ids) && sequenceShare(ids) <= 0.5 && !isPublishedExample(token);
        emit({
          offset: index,
          end,
          secret: token,
          kind: ok ? 'secret' : 'placeholder',
          family: shape.family,
          validated: ok,
          publicPrefix: token.slice(0, token.startsWith('xoxe.') ? 10 : 5),
        });
        return;
      }
    };
  },
};

export const secretSlackToken = defineSecretFamily(
  {
    id: 'secret/slack-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound(
        "in the Slack app's settings (OAuth & Permissions, or Basic Information for app-level tokens)",
        'its segments have the exact shape Slack issues',
      ),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  slackTokenDetector,
);
