// secret/discord-webhook: Discord webhook URLs (`https://discord.com/api/webhooks/<id>/<token>`).
// Discord webhooks (https://discord.com/developers/docs/resources/webhook#execute-webhook): the URL
// names the webhook's snowflake id and its token, and anyone holding both posts as the webhook. The
// docs give no token format; issued tokens are 68 URL-safe characters. No checksum: judged from context.
import { charTable, isAt, runEnd } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { contextualMessage, defineSecretFamily, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const PATH = charTable('A-Za-z0-9', '/_-');
const HOST_CHAR = charTable('A-Za-z0-9', '-');
const path = /^(?:v\d{1,2}\/)?webhooks\/(\d{17,20})\/([A-Za-z0-9_-]+)/;

/** Where the URL starts: its scheme, and the `ptb.`, `canary.` or `www.` host before the trigger. */
function urlStart(text: string, index: number): number {
  let at = index;
  for (const sub of ['ptb.', 'canary.', 'www.']) if (text.startsWith(sub, at - sub.length)) at -= sub.length;
  if (text.startsWith('https://', at - 8)) return at - 8;
  return text.startsWith('http://', at - 7) ? at - 7 : at;
}

export const discordWebhookDetector: Detector = {
  ruleId: 'secret/discord-webhook',
  triggers: ['discord.com/api/', 'discordapp.com/api/'],
  start(text, emit) {
    return (index, literal) => {
      if (isAt(text, index - 1, HOST_CHAR)) return;
      const pathStart = index + literal.length;
      const m = path.exec(text.slice(pathStart, runEnd(text, pathStart, PATH, 120)));
      const token = m?.[2] ?? '';
      if (m === null || token.length !== 68) return;
      const start = urlStart(text, index);
      const end = pathStart + m[0].length;
      const id = m[1] ?? '';
      emit({
        offset: start,
        end,
        secret: text.slice(start, end),
        kind: looksRandom(token, 64) && !/^(\d)\1+$/.test(id) ? 'secret' : 'placeholder',
        family: 'Discord webhook URL',
        validated: false,
        publicPrefix: text.slice(start, end - token.length - id.length - 1),
      });
    };
  },
};

export const secretDiscordWebhook = defineSecretFamily(
  {
    id: 'secret/discord-webhook',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/discord-webhook'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  discordWebhookDetector,
  { judgedFromContext: true },
);
