// Credentials in HTTP headers: `Authorization: Bearer …` / `Token …` / a bare key, `X-API-Key`,
// `Api-Key`, `X-Auth-Token`, `PRIVATE-TOKEN`, and a `Bearer …` token written anywhere. The token
// is judged: templates (`$TOKEN`, `${{ secrets.X }}`, `<token>`), placeholders and words are not.
import { charTable, isAt, runEnd } from '../engine/chars.js';
import { isSecretToken } from '../engine/judge.js';
import type { Detector } from '../engine/types.js';

const TOKEN = charTable('A-Za-z0-9', '._~+/=-');
const WORD_BEFORE = charTable('A-Za-z0-9', '_-');
const MAX_TOKEN = 1024;
const headerNames = /^(authorization|x-api-key|api-key|x-auth-token|x-access-token|private-token|x-goog-api-key|ocp-apim-subscription-key)["']?[ \t]{0,4}[:=][ \t]{0,4}["']?/i;

export const authHeaderDetector: Detector = {
  ruleId: 'secret/auth-header',
  triggers: [],
  caseInsensitiveTriggers: ['authorization', 'x-api-key', 'api-key', 'x-auth-token', 'x-access-token', 'private-token', 'x-goog-api-key', 'ocp-apim-subscription-key', 'bearer'],
  start(text, emit) {
    let readTo = 0;
    const token = (at: number, minLength: number, family: string): void => {
      const end = runEnd(text, at, TOKEN, MAX_TOKEN);
      if (end > at + MAX_TOKEN) return;
      let e = end;
      while (e > at && '.,'.includes(text[e - 1] ?? '')) e--;
      // A token glued to a template or a call (`$TOKEN`, `{{`, `(`) is not a literal.
      if (text[at - 1] === '$') return;
      const value = text.slice(at, e);
      readTo = Math.max(readTo, e);
      if (!isSecretToken(value, minLength)) return;
      emit({ offset: at, end: e, secret: value, kind: 'secret', family, validated: false });
    };
    return (index, literal) => {
      if (index < readTo || isAt(text, index - 1, WORD_BEFORE) || isAt(text, index + literal.length, WORD_BEFORE)) return;
      const slice = text.slice(index, index + 64);
      const header = headerNames.exec(slice);
      if (header !== null) {
        const name = (header[1] ?? '').toLowerCase();
        let at = index + header[0].length;
        if (name !== 'authorization') return token(at, 16, 'API key in an HTTP header');
        const scheme = /^(bearer|token|bot|apikey|key)[ \t]+/i.exec(text.slice(at, at + 16));
        if (scheme !== null) {
          at += scheme[0].length;
          return token(at, 16, (scheme[1] ?? '').toLowerCase() === 'bearer' ? 'Bearer token' : 'API token in an Authorization header');
        }
        if (/^basic[ \t]/i.test(text.slice(at, at + 6))) return; // secret/basic-auth decodes it
        return token(at, 20, 'Credential in an Authorization header');
      }
      const bearer = /^bearer[ \t]+/i.exec(slice);
      if (bearer !== null) token(index + bearer[0].length, 20, 'Bearer token');
    };
  },
};
