// secret/slack-webhook: the webhook URL is the credential; the documentation's zeros and Xs are a note.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretSlackWebhook } from '../../../src/rules/secret/slack-webhook.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1107);
const hook = f.slackWebhook();
const docsHook = `https://hooks.slack.com/services/T00000000/B00000000/${'X'.repeat(24)}`;
const HOOK = 'Slack webhook URL';
const PREFIX = 'https://hooks.slack.com/';

ruleTester(secretRuleOf(secretSlackWebhook), {
  valid: [
    quiet('the bare host', 'Post to https://hooks.slack.com/ with the URL Slack gives you.'),
    quiet('an environment reference', 'curl -X POST "$SLACK_WEBHOOK_URL" -d \'{}\''),
    quiet('a path without the secret part', 'https://hooks.slack.com/services/T0123ABCD/B0123ABCD/'),
  ],
  invalid: [
    reported('a webhook URL', `curl -X POST ${hook} -d '{}'`, { secret: hook, family: HOOK, redacted: redacted(PREFIX, hook) }),
    reported('the documentation webhook of zeros and Xs is a note', docsHook, {
      secret: docsHook,
      family: HOOK,
      redacted: redacted(PREFIX, docsHook),
      messageId: 'placeholder',
    }),
  ],
});
