// secret/telegram-bot-token: Telegram bot tokens (`<bot id>:AA…`, 35 characters after the colon), bare or in `api.telegram.org/bot<token>/` URLs.
// Telegram bot tokens (https://core.telegram.org/bots/api#authorizing-your-bot): the bot's numeric id,
// `:` and a secret; issued secrets are 35 URL-safe characters, starting `AA`. A token is read at
// `:AA`, and any 35-character secret after `api.telegram.org/bot`. No checksum: judged from context. The docs' sample
// (`123456:ABC-…`) has a shorter id and secret and is not read.
import { BASE64URL, charTable, isAt, runEnd, runStart, WORD } from './engine/chars.js';
import { looksRandom, sequenceShare } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { contextualMessage, defineSecretFamily, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const DIGIT = charTable('0-9');
const URL_TRIGGER = 'api.telegram.org/bot';

export const telegramBotTokenDetector: Detector = {
  ruleId: 'secret/telegram-bot-token',
  triggers: [':AA', URL_TRIGGER],
  start(text, emit) {
    /** The token whose id spans [start, colon): a 35-character secret after the colon, ending there. */
    const token = (start: number, colon: number): void => {
      const end = runEnd(text, colon + 1, BASE64URL, 35);
      if (end !== colon + 36) return;
      const id = text.slice(start, colon);
      const secret = text.slice(colon + 1, end);
      const ok = looksRandom(secret, 64) && !/^(\d)\1+$/.test(id) && sequenceShare(id) <= 0.5;
      emit({
        offset: start,
        end,
        secret: text.slice(start, end),
        kind: ok ? 'secret' : 'placeholder',
        family: 'Telegram bot token',
        validated: false,
        publicPrefix: `${id}:`,
      });
    };
    return (index, literal) => {
      if (literal === URL_TRIGGER) {
        const start = index + URL_TRIGGER.length;
        const colon = runEnd(text, start, DIGIT, 10);
        if (colon - start >= 8 && colon - start <= 10 && text[colon] === ':') token(start, colon);
        return;
      }
      // An id inside a longer word is no bot's, except after a Bot API path's `/bot` (any host, `/file/bot`).
      const start = runStart(text, index, DIGIT, 10);
      const free = !isAt(text, start - 1, WORD) || text.startsWith('/bot', start - 4);
      if (index - start >= 8 && index - start <= 10 && free) token(start, index);
    };
  },
};

export const secretTelegramBotToken = defineSecretFamily(
  {
    id: 'secret/telegram-bot-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/telegram-bot-token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  telegramBotTokenDetector,
  { judgedFromContext: true },
);
