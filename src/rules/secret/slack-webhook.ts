// secret/slack-webhook: Slack incoming webhook and workflow trigger URLs (`https://hooks.slack.com/services/T…/B…/…`).
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const slackWebhook = defineTextSecretRule(
  {
    id: 'secret/slack-webhook',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'Slack incoming webhook and workflow trigger URLs (`https://hooks.slack.com/services/T…/B…/…`).',
      why:
        `${SHIPPED_WHY} ` +
        'Anyone holding a webhook URL can post into the channel it is bound to. Workflow webhooks (`/workflows/T…/A…/<id>/<24-character secret>`) and triggers (`/triggers/…`) are read too; a secret that is a pattern or a zero-filled id is an info note.',
      fix: 'Regenerate the webhook in Slack and show `https://hooks.slack.com/services/<team>/<channel>/<secret>` in examples.',
      example: 'A `hooks.slack.com/services/` URL with a workspace id, a channel id and a random 24-character secret → error.',
    },
    messages: {
      found: validatedFound("in the Slack app's Incoming Webhooks page", 'the URL has the exact shape of a Slack webhook'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
