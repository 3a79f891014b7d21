// secret/discord-webhook: `/api/webhooks/<snowflake>/<68-character token>` on Discord's hosts; other
// lengths, placeholders and environment references stay quiet.
import { secretDiscordWebhook } from '../../../src/rules/secret/discord-webhook.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { BASE64URL, DIGITS } from '../../secret/support/random.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1312);
const id = `1${f.r.chars(18, DIGITS)}`;
const token = f.mixedToken(68, BASE64URL);
const hook = `https://discord.com/api/webhooks/${id}/${token}`;
const canary = `https://canary.discordapp.com/api/v10/webhooks/${id}/${token}`;
const ptb = `https://ptb.discord.com/api/webhooks/${id}/${token}`;
const xs = `https://discord.com/api/webhooks/${id}/${'X'.repeat(68)}`;
const zeroId = `https://discord.com/api/webhooks/${'0'.repeat(18)}/${token}`;
const FAMILY = 'Discord webhook URL';
const hit = (url: string, prefix: string) => ({ secret: url, family: FAMILY, redacted: redacted(prefix, url) });
const PREFIX = 'https://discord.com/api/webhooks/';

ruleTester(secretRuleOf(secretDiscordWebhook), {
  valid: [
    quiet('a placeholder URL', 'curl -X POST https://discord.com/api/webhooks/<id>/<token>'),
    quiet('an environment reference', 'DISCORD_WEBHOOK_URL=${DISCORD_WEBHOOK}'),
    quiet('a truncated token', `${PREFIX}${id}/${token.slice(0, 40)}`),
    quiet('a token run on past 68 characters', `${hook}x`),
    quiet('an id that is not a snowflake', `${PREFIX}12345/${token}`),
    quiet('another host ending in discord.com', `https://notdiscord.com/api/webhooks/${id}/${token}`),
    quiet('the channels path', `https://discord.com/api/channels/${id}/messages`),
  ],
  invalid: [
    reported('a webhook URL in a curl command', `curl -X POST -H 'Content-Type: application/json' ${hook} -d '{}'`, hit(hook, PREFIX)),
    reported('a webhook URL in a .env line', `DISCORD_WEBHOOK_URL=${hook}`, hit(hook, PREFIX)),
    reported('a webhook URL in a YAML value', `notify:\n  discord: "${hook}"\n`, hit(hook, PREFIX)),
    reported('a webhook URL in a JSON field', `{"webhook_url": "${hook}"}`, hit(hook, PREFIX)),
    reported('a webhook URL in a Markdown code span', `Post to \`${hook}\`.`, hit(hook, PREFIX)),
    reported('a webhook URL in prose', `Our alerts go to ${hook} today.`, hit(hook, PREFIX)),
    reported(
      'the canary host, the old domain and a versioned path',
      canary,
      hit(canary, 'https://canary.discordapp.com/api/v10/webhooks/'),
    ),
    reported('the ptb host, with a path after the token', `${ptb}/github`, hit(ptb, 'https://ptb.discord.com/api/webhooks/')),
    reported('a token of Xs is a note', xs, { ...hit(xs, PREFIX), messageId: 'placeholder' }),
    reported('an id of zeros is a note', zeroId, { ...hit(zeroId, PREFIX), messageId: 'placeholder' }),
  ],
});
