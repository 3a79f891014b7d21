// secret/telegram-bot-token: a bot id, `:` and a 35-character secret, bare or in a Bot API URL; the
// documentation's sample, truncated tokens and ids inside longer words stay quiet.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretTelegramBotToken } from '../../../src/rules/secret/telegram-bot-token.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { BASE64URL, DIGITS } from '../../secret/support/random.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1311);
const botId = (n = 10): string => `${1 + f.r.int(9)}${f.r.chars(n - 1, DIGITS)}`;
const id = botId();
const token = `${id}:AA${f.mixedToken(33, BASE64URL)}`;
// A secret that does not start `AA` is read only in a Bot API URL.
const olderId = botId(9);
const older = `${olderId}:${f.mixedToken(35, BASE64URL)}`;
// Telegram's documented sample, assembled so that no token-shaped literal sits in the repository.
const docsSample = ['123456', 'ABC-DEF1234ghIkl-zyx57W2v1u123ew11'].join(':');
const patterned = `${id}:AA${'A'.repeat(33)}`;
const countingId = `1234567890:AA${f.mixedToken(33, BASE64URL)}`;
const FAMILY = 'Telegram bot token';
const hit = (t: string, prefix = `${id}:`) => ({ secret: t, family: FAMILY, redacted: redacted(prefix, t) });

ruleTester(secretRuleOf(secretTelegramBotToken), {
  valid: [
    quiet("the Bot API docs' sample token", `TELEGRAM_BOT_TOKEN=${docsSample}`),
    quiet("the docs' sample in a request URL", `curl https://api.telegram.org/bot${docsSample}/getMe`),
    quiet('a placeholder in a request URL', 'curl https://api.telegram.org/bot<token>/sendMessage'),
    quiet('an environment reference', 'curl "https://api.telegram.org/bot${TELEGRAM_BOT_TOKEN}/sendMessage"'),
    quiet('a truncated token', `TELEGRAM_BOT_TOKEN=${token.slice(0, -1)}`),
    quiet('a token run on past 35 characters', `${token}x`),
    quiet('an id inside a longer word', `ref x${token}`),
    quiet('an id too short to be a bot', `${id.slice(0, 7)}:AA${f.mixedToken(33, BASE64URL)}`),
    quiet('a secret not starting AA outside a Bot API URL', `bot: ${older}`),
  ],
  invalid: [
    reported('a token in a .env line', `TELEGRAM_BOT_TOKEN=${token}`, hit(token)),
    reported('a token in a YAML value', `telegram:\n  token: "${token}"\n`, hit(token)),
    reported('a token in a JSON field', `{"bot_token": "${token}"}`, hit(token)),
    reported('a token in a Markdown code span', `Give the bot \`${token}\` as its token.`, hit(token)),
    reported('a token in prose', `The bot token is ${token} for now.`, hit(token)),
    reported('a token in a curl command', `curl https://api.telegram.org/bot${token}/sendMessage -d chat_id=1`, hit(token)),
    reported('a file download URL', `wget https://api.telegram.org/file/bot${token}/photos/file_1.jpg`, hit(token)),
    reported('any secret in an api.telegram.org URL', `curl https://api.telegram.org/bot${older}/getMe`, hit(older, `${olderId}:`)),
    reported('a secret of one repeated character is a note', `TELEGRAM_BOT_TOKEN=${patterned}`, {
      ...hit(patterned),
      messageId: 'placeholder',
    }),
    reported('a counting id is a note', `TELEGRAM_BOT_TOKEN=${countingId}`, {
      ...hit(countingId, '1234567890:'),
      messageId: 'placeholder',
    }),
  ],
});
