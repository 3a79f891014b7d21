// secret/slack-token: bot, user and app-level tokens with the exact segments Slack issues; the
// documentation's sequential pattern is a note, word placeholders nothing.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretSlackToken } from '../../../src/rules/secret/slack-token.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1106);
const bot = f.slackBot();
const user = f.slackUser();
const app = f.slackApp();
// Token rotation's tokens carry base64 of their numeric ids and a hex secret after `xoxe-1-` (the
// refresh token) or `xoxe.xoxp-1-` (the rotating access token).
const digits = (n: number): string => f.r.chars(n, '0123456789').replace(/^0/, '1');
const rotated = (text: string): string => Buffer.from(text).toString('base64').replace(/=+$/, '');
const refresh = `xoxe-1-${rotated(`3-1-${digits(13)}-${digits(13)}-${digits(13)}-${f.token(64, '0123456789abcdef')}`)}`;
const rotating = `xoxe.xoxp-1-${rotated(`2-${digits(13)}-${digits(13)}-${digits(13)}-${digits(13)}-${f.token(64, '0123456789abcdef')}`)}`;
const docsPattern = ['xoxb', '123456789012', '1234567890123', 'AbCdEfGhIjKlMnOpQrStUvWx'].join('-');

ruleTester(secretRuleOf(secretSlackToken), {
  valid: [
    quiet('a word placeholder', 'SLACK_BOT_TOKEN=xoxb-your-bot-token'),
    quiet('an environment reference', 'SLACK_BOT_TOKEN="${SLACK_BOT_TOKEN}"'),
    quiet('prose naming the prefixes', 'Bot tokens start with `xoxb-`, user tokens with `xoxp-`.'),
  ],
  invalid: [
    reported('a bot token', `SLACK_BOT_TOKEN=${bot}`, { secret: bot, family: 'Slack bot token', redacted: redacted('xoxb-', bot) }),
    reported('a user token', `token: "${user}"`, { secret: user, family: 'Slack user token', redacted: redacted('xoxp-', user) }),
    reported('an app-level token', `SLACK_APP_TOKEN=${app}`, {
      secret: app,
      family: 'Slack app-level token',
      redacted: redacted('xapp-', app),
    }),
    reported('a refresh token from token rotation', `SLACK_REFRESH_TOKEN=${refresh}`, {
      secret: refresh,
      family: 'Slack configuration refresh token',
      redacted: redacted('xoxe-', refresh),
    }),
    reported('a rotating user token', `"token": "${rotating}"`, {
      secret: rotating,
      family: 'Slack configuration token',
      redacted: redacted('xoxe.xoxp-', rotating),
    }),
    reported('the documentation pattern of sequential digits and alphabet is a note', docsPattern, {
      secret: docsPattern,
      family: 'Slack bot token',
      redacted: redacted('xoxb-', docsPattern),
      messageId: 'placeholder',
    }),
  ],
});
