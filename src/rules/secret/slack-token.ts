// secret/slack-token: Slack bot, user, app-level, configuration and legacy tokens (`xoxb-`, `xoxp-`, `xapp-`, `xoxe.`, …) with their numeric segments and random tail.
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const slackToken = defineTextSecretRule(
  {
    id: 'secret/slack-token',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary:
        'Slack bot, user, app-level, configuration and legacy tokens (`xoxb-`, `xoxp-`, `xapp-`, `xoxe.`, …) with their numeric segments and random tail.',
      why:
        `${SHIPPED_WHY} ` +
        'A Slack token reads and posts as the app or user in every channel it can see. Legacy shapes are read too: two-part bot tokens (`xoxb-<bot id>-<23 or 24 characters>`) and `xoxs-`/`xoxo-` tokens whose tail is hex (10 or more digits). Ids written as `123456789012` and tails that are patterns are info notes; word placeholders (`xoxb-your-bot-token`) are ignored.',
      fix: 'Rotate the token in the Slack app settings and write `xoxb-your-bot-token` or `${SLACK_BOT_TOKEN}` in examples.',
      example:
        '`SLACK_BOT_TOKEN=xoxb-` followed by two numeric segments and a 24-character random tail → error; `xoxb-your-bot-token` → nothing.',
    },
    messages: {
      found: validatedFound(
        "in the Slack app's settings (OAuth & Permissions, or Basic Information for app-level tokens)",
        'its segments have the exact shape Slack issues',
      ),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
