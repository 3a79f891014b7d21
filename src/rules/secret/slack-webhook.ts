// secret/slack-webhook: Slack incoming webhook and workflow trigger URLs (`https://hooks.slack.com/services/T…/B…/…`).
// Slack incoming webhooks and workflow triggers: the URL itself is the credential
// (`https://hooks.slack.com/services/T…/B…/…`, `/workflows/…`, `/triggers/…`).
import { charTable, runEnd } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const PATH = charTable('A-Za-z0-9', '/_-');
const HOST = 'hooks.slack.com/';

const shapes: readonly RegExp[] = [
  /^services\/(T[A-Z0-9]{8,12})\/(B[A-Z0-9]{8,12})\/([A-Za-z0-9]{24})$/,
  // Workflow webhooks end in a 24-character secret (older ones in 32).
  /^workflows\/(T[A-Z0-9]{8,12})\/(A[A-Z0-9]{8,12})\/(\d{8,20}\/[A-Za-z0-9]{24}(?:[A-Za-z0-9]{8})?)$/,
  /^triggers\/(T[A-Z0-9]{8,12})\/(\d{8,20})\/([a-f0-9]{32})$/,
];

export const slackWebhookDetector: Detector = {
  ruleId: 'secret/slack-webhook',
  triggers: [HOST],
  start(text, emit) {
    return (index) => {
      const pathStart = index + HOST.length;
      const end = runEnd(text, pathStart, PATH, 200);
      if (end > pathStart + 200) return;
      const path = text.slice(pathStart, end).replace(/\/+$/, '');
      for (const shape of shapes) {
        const m = shape.exec(path);
        if (m === null) continue;
        const start = text.startsWith('https://', index - 8) ? index - 8 : text.startsWith('http://', index - 7) ? index - 7 : index;
        const urlEnd = pathStart + path.length;
        const secretPart = (m[3] ?? '').replace(/^.*\//, '');
        const ok =
          looksRandom(secretPart, secretPart.length === 32 && /^[a-f0-9]+$/.test(secretPart) ? 16 : 62) && !/^[TBA]0+$/.test(m[1] ?? '');
        emit({
          offset: start,
          end: urlEnd,
          secret: text.slice(start, urlEnd),
          kind: ok ? 'secret' : 'placeholder',
          family: 'Slack webhook URL',
          validated: ok,
          publicPrefix: text.slice(start, pathStart),
        });
        return;
      }
    };
  },
};

export const secretSlackWebhook = defineSecretFamily(
  {
    id: 'secret/slack-webhook',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound("in the Slack app's Incoming Webhooks page", 'the URL has the exact shape of a Slack webhook'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  slackWebhookDetector,
);
