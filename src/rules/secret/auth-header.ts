// secret/auth-header: Tokens in `Authorization: Bearer`/`Token` headers, `X-API-Key`, `Api-Key`, `X-Auth-Token`, `PRIVATE-TOKEN`, and `Bearer` tokens written anywhere.
// Credentials in HTTP headers: `Authorization: Bearer …` / `Token …` / a bare key, `X-API-Key`,
// `Api-Key`, `X-Auth-Token`, `PRIVATE-TOKEN`, and a `Bearer …` token written anywhere. The token
// is judged: templates (`$TOKEN`, `${{ secrets.X }}`, `<token>`), placeholders and words are not.
import { charTable, isAt, runEnd } from './engine/chars.js';
import { isRandomHexKey, isSecretToken } from './engine/judge.js';
import type { Detector } from './engine/types.js';
import { isPublishedExample } from './support/known-examples.js';
import { contextualMessage, defineSecretFamily, SHIPPED_WHY } from './support/secret-rule.js';

const TOKEN = charTable('A-Za-z0-9', '._~+/=-');
const WORD_BEFORE = charTable('A-Za-z0-9', '_-');
const MAX_TOKEN = 1024;
// Sticky: matched at an offset of the text, without slicing it.
const scheme = /(bearer|api-token|api-key|apitoken|apikey|token|bot|ssws|sso-key|key)[ \t]{1,8}/iy;
const basicScheme = /basic[ \t]/iy;
const isBlank = (c: number): boolean => c === 32 || c === 9;
const curlOnlyHeaders = ['apikey', 'api-token', 'token'];
const HEADER_NAME = charTable('A-Za-z0-9', '-');
/** `-H "`, `--header '`, `--header=`: a curl header argument opens right before `at`. */
const curlHeaderBefore = /(?:^|[\s(])(?:-H|--header)(?:[ \t]+|=)["']?$/;
const isQuote = (c: number): boolean => c === 34 || c === 39;

export const authHeaderDetector: Detector = {
  ruleId: 'secret/auth-header',
  triggers: [],
  caseInsensitiveTriggers: [
    'authorization',
    'x-api-key',
    'api-key',
    'x-auth-token',
    'x-access-token',
    'private-token',
    'x-goog-api-key',
    'ocp-apim-subscription-key',
    'bearer',
    // Read only as a header passed to curl (`-H "apikey: …"`, `-H "X-Octopus-ApiKey: …"`): elsewhere
    // these words are assignments (secret/generic-assignment) or prose.
    ...curlOnlyHeaders,
  ],
  start(text, emit, claimed) {
    let readTo = 0;
    /** `keyLike`: an API-key header or a scheme-less Authorization value, where a UUID or random hex is the key. */
    const token = (at: number, minLength: number, family: string, keyLike = false): void => {
      const end = runEnd(text, at, TOKEN, MAX_TOKEN);
      if (end > at + MAX_TOKEN) return;
      let e = end;
      while (e > at && '.,'.includes(text[e - 1] ?? '')) e--;
      // A token glued to a template or a call (`$TOKEN`, `{{`, `(`) is not a literal.
      if (text[at - 1] === '$') return;
      readTo = Math.max(readTo, e);
      if (claimed(at, e)) return;
      const value = text.slice(at, e);
      // A JSON Web Token is secret/jwt's to judge (an unsigned one grants nothing).
      if (value.startsWith('eyJ') && /^eyJ[\w-]*\.eyJ[\w-]*(?:\.|$)/.test(value)) return;
      // A bare hex token in a header is a credential (`Authorization: token` + 40 hex), not a digest.
      const ok = isSecretToken(value, minLength, { allowHex: true }) || (keyLike && isRandomHexKey(value));
      if (!ok || isPublishedExample(value)) return;
      emit({ offset: at, end: e, secret: value, kind: 'secret', family, validated: false });
    };
    /** After a header name: `["']? blanks (:|=) blanks ["']?`, the offset of the value, or -1. */
    const afterHeaderName = (at: number): number => {
      let i = at;
      if (isQuote(text.charCodeAt(i))) i++;
      for (let k = 0; k < 4 && isBlank(text.charCodeAt(i)); k++) i++;
      const c = text.charCodeAt(i);
      if (c !== 58 && c !== 61) return -1; // : =
      i++;
      for (let k = 0; k < 4 && isBlank(text.charCodeAt(i)); k++) i++;
      if (isQuote(text.charCodeAt(i))) i++;
      return i;
    };
    return (index, literal) => {
      if (index < readTo || isAt(text, index + literal.length, WORD_BEFORE)) return;
      if (curlOnlyHeaders.includes(literal)) {
        // The whole header name (`X-Octopus-ApiKey`) must open a curl header argument.
        let nameStart = index;
        while (nameStart > index - 64 && isAt(text, nameStart - 1, HEADER_NAME)) nameStart--;
        if (!curlHeaderBefore.test(text.slice(Math.max(0, nameStart - 16), nameStart))) return;
        const at = afterHeaderName(index + literal.length);
        if (at !== -1) token(at, 16, 'API key in an HTTP header', true);
        return;
      }
      if (isAt(text, index - 1, WORD_BEFORE)) return;
      const blanks = (at: number): number => {
        let i = at;
        while (i < at + 8 && isBlank(text.charCodeAt(i))) i++;
        return i;
      };
      if (literal === 'bearer') {
        // `Bearer <token>` anywhere, also as the scheme of an Authorization value.
        const at = blanks(index + 6);
        if (at > index + 6) token(at, 20, 'Bearer token');
        return;
      }
      // The trigger literal is the header name, in lower case.
      let at = afterHeaderName(index + literal.length);
      if (at === -1) return;
      if (literal !== 'authorization') return token(at, 16, 'API key in an HTTP header', true);
      scheme.lastIndex = at;
      const m = scheme.exec(text);
      if (m !== null) {
        at += m[0].length;
        return token(at, 16, (m[1] ?? '').toLowerCase() === 'bearer' ? 'Bearer token' : 'API token in an Authorization header');
      }
      basicScheme.lastIndex = at;
      if (basicScheme.test(text)) return; // secret/basic-auth decodes it
      return token(at, 20, 'Credential in an Authorization header', true);
    };
  },
};

export const authHeader = defineSecretFamily(
  {
    id: 'secret/auth-header',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary:
        'Tokens in `Authorization: Bearer`/`Token` headers, `X-API-Key`, `Api-Key`, `X-Auth-Token`, `PRIVATE-TOKEN`, and `Bearer` tokens written anywhere.',
      why:
        `${SHIPPED_WHY} ` +
        "A bearer token is the whole credential: whoever holds it is authenticated. Schemes read: `Bearer`, `Token`, `Api-Token`, `Api-Key`, `ApiKey`, `Bot`, `SSWS`, `sso-key`, `Key`. Headers passed to curl (`-H`, `--header`) are also read under the names `apikey`, `Api-Token`, `Token` and vendor names ending in them (`X-Octopus-ApiKey`). In an API-key header or a scheme-less Authorization value, a random UUID or random hex of 16 characters or more is the key (many APIs issue keys so); under a `Bearer` scheme, and under a name in an assignment (secret/generic-assignment), a UUID stays an identifier. A JSON Web Token in a header is secret/jwt's to judge. Deliberately ignored: templates and variables (`$TOKEN`, `${{ secrets.X }}`, `{token}`), placeholders and words, shortened values (`eyJ...`), and prose about headers.",
      fix: 'Write `Authorization: Bearer $TOKEN` or `<token>` in examples.',
      example:
        '`-H "Authorization: Bearer ` followed by a random 40-character token → error; `Authorization: Bearer ${{ secrets.API_TOKEN }}` → nothing.',
    },
    messages: { found: contextualMessage('secret/auth-header') },
  },
  () => 'found',
  authHeaderDetector,
  { judgedFromContext: true },
);
