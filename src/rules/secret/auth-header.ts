// secret/auth-header: Tokens in `Authorization: Bearer`/`Token` headers (also Proxmox's `PVEAPIToken=`), `X-API-Key`, `Api-Key`, `X-Auth-Token` (also Fernet tokens), `PRIVATE-TOKEN`, and `Bearer` tokens written anywhere.
// Credentials in HTTP headers: `Authorization: Bearer …` / `Token …` / a bare key, `X-API-Key`,
// `Api-Key`, `X-Auth-Token`, `PRIVATE-TOKEN`, and a `Bearer …` token written anywhere. The token
// is judged: templates (`$TOKEN`, `${{ secrets.X }}`, `<token>`), placeholders and words are not.
// Milvus's `Bearer <user>:<password>` is judged by its password.
import { VerdictMemo } from './support/verdict-memo.js';
import { charTable, isAt, runEnd } from './engine/chars.js';
import { isChosenPassword, isRandomHexKey, isSecretToken } from './engine/judge.js';
import type { Detector } from './engine/types.js';
import { isPublishedExample } from './support/known-examples.js';
import { isPublicVendorKey, isVendorToken } from './support/vendor-tokens.js';
import { valueBeforeHeaderField } from './support/header-field-value.js';
import { isFernetToken } from './support/fernet-token.js';
import { secretAfterTokenId } from './support/token-id-scheme.js';
import { contextualMessage, defineSecretFamily } from './support/secret-rule.js';

const TOKEN = charTable('A-Za-z0-9', '._~+/=-');
const WORD_BEFORE = charTable('A-Za-z0-9', '_-');
const MAX_TOKEN = 1024;
const MAX_PASSWORD = 256;
// A password a person chose may hold marks a token does not (never a blank, a quote or `$`).
const PASSWORD = charTable('A-Za-z0-9', '._~+/=-!#%@*^&?');
// Sticky: matched at an offset of the text, without slicing it.
const scheme = /(bearer|api-token|api-key|apitoken|apikey|token|bot|ssws|sso-key|key)[ \t]{1,8}/iy;
const basicScheme = /basic[ \t]/iy;
// Any other auth-scheme (RFC 7235: a name of letters, `-` between them, then blanks and the token68
// credential): `OAuth …`, `Auth …`, `Api-Token …`. Digest carries parameters, not a token; Negotiate and
// NTLM carry one handshake's messages; Imgur's `Client-ID` names a public client.
const otherScheme = /([A-Za-z]{2,16}(?:-[A-Za-z]{2,16}){0,2})[ \t]{1,8}(?=[A-Za-z0-9._~+/-]{16})/y;
const notCredentialSchemes = new Set(['digest', 'negotiate', 'ntlm', 'client-id', 'basic']);
const isBlank = (c: number): boolean => c === 32 || c === 9;
// curl's header flag, followed by a quote or `=`: the header name after it is read here when no
// trigger of its own covers it (`-H "apikey: …"`, `-H "Token: …"`, `-H "X-Octopus-ApiKey: …"`).
const curlHeaderFlags = ['-h "', "-h '", '--header "', "--header '", '--header='];
/** Header names read only after curl's flag: elsewhere these words are assignments or prose. */
// JFrog Artifactory's `X-JFrog-Art-Api` too (read after curl's flag: a literal of its own slows the gate for every text).
// Blockfrost's `project_id` header holds the project's key (docs.blockfrost.io, "Authentication"); elsewhere `project_id` is an id.
const curlOnlyHeaderName = /^(?:token|apikey|api-token|x-jfrog-art-api|project_id|(?:x-)?[a-z0-9]+(?:-[a-z0-9]+)*-(?:apikey|api-token))$/;
const HEADER_NAME = charTable('A-Za-z0-9', '-');
const CURL_HEADER_NAME = charTable('A-Za-z0-9', '-_');
const LETTER = charTable('A-Za-z', '');
// What may stand before a directive: the start of a line or indentation.
const DIRECTIVE_LEAD = charTable('', ' \t\r\n');
const isQuote = (c: number): boolean => c === 34 || c === 39;
// Server directives that set a header from a name and a value without `:`: nginx's
// `proxy_set_header NAME VALUE;`, `grpc_set_header` and `add_header`, Apache's `RequestHeader set
// NAME VALUE`. Read from the header name back (no trigger of their own: a flood of directives costs nothing).
const nginxHeaderDirectives = ['proxy_set_header', 'grpc_set_header', 'add_header'];
// Fluent Bit's HTTP output: `Header NAME VALUE` on a line of its section (its keys in any case).
const fluentBitHeader = ['Header', 'header'];
const apacheHeaderActions = new Set(['set', 'append', 'add', 'merge', 'setifempty']);
/** The API-key and token header names a server directive is read for (an Authorization value is read by its scheme). */
// Sticky and case-insensitive, ending where the name ends: tested in place, without slicing.
const keyHeaderName =
  /(?:x-)?(?:[a-z0-9]+-)*(?:api-?key|api-?token|auth-?token|access-?token|private-token|subscription-key)(?![A-Za-z0-9-])/iy;
// A header given as a name/value pair (Envoy's `request_headers_to_add`, Kubernetes probes' `httpHeaders`,
// Postman's and HAR's header lists): before the name, `key:` or `name:`; after it, the sibling `value:`
// on the same or the next line. Both sticky and case-insensitive.
const pairNameBefore = /(?:^|[\s{,"'-])["']?(?:key|name)["']?[ \t]{0,4}[:=][ \t]{0,4}["']?$/i;
const pairValueAfter = /["']?[ \t]{0,4},?[ \t]{0,4}(?:\r?\n[ \t]{0,40}(?:-[ \t]{1,4})?)?["']?value["']?[ \t]{0,4}[:=][ \t]{0,4}["']?/iy;
// request's `.auth(null, null, true, '<token>')`: no user, no password, sent at once, and a bearer token.
// Sticky after `.auth(`.
const requestBearerArguments = /[ \t]*(?:null|undefined)[ \t]*,[ \t]*(?:null|undefined)[ \t]*,[ \t]*(?:true|false)[ \t]*,[ \t]*["']/y;
// C#'s `new AuthenticationHeaderValue("Bearer", "<token>")`: the scheme and the token as two strings;
// Faraday's `request :authorization, :bearer, "<token>"`: the scheme a symbol.
const schemeThenTokenArgument = /["']?[ \t]{0,4},[ \t\r\n]{0,40}["']/y;
/** Whether the word at `index` is a Ruby symbol (`:bearer`): a `:` after a blank or `(`. */
const isSymbolAt = (text: string, index: number): boolean =>
  text.charCodeAt(index - 1) === 58 && (isBlank(text.charCodeAt(index - 2)) || text.charCodeAt(index - 2) === 40);
/** What ends a directive's value: nginx's `;`, a quote, a line break. */
const endsDirective = (c: number): boolean => c === 59 || c === 34 || c === 39 || c === 10 || c === 13;

export const authHeaderDetector: Detector = {
  ruleId: 'secret/auth-header',
  triggers: ['.auth('],
  caseInsensitiveTriggers: [
    'authorization',
    'x-api-key',
    'api-key',
    'x-auth-token',
    'x-access-token',
    'private-token',
    'x-goog-api-key',
    'ocp-apim-subscription-key',
    // Honeycomb's API key header (docs.honeycomb.io, OpenTelemetry exporters' `headers:`): its name holds no key word.
    'x-honeycomb-team',
    'bearer',
    ...curlHeaderFlags,
    // `X-ApiKey`, `x-apikey`: read only after a server directive.
    'apikey',
  ],
  start(text, emit, claimed) {
    let readTo = 0;
    const verdicts = new VerdictMemo();
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
      // Milvus takes `Bearer <user>:<password>` when it authenticates by user (milvus.io, RESTful API v2):
      // the password after the user's name is the credential.
      if (e - at < minLength && family === 'Bearer token' && text.charCodeAt(end) === 58 && end > at) return userPassword(at, end);
      // Shorter than any token judged: nothing to read (and most adversarial repeats end here).
      if (e - at < minLength) return;
      const value = text.slice(at, e);
      // A JSON Web Token is secret/jwt's to judge (an unsigned one grants nothing).
      if (value.startsWith('eyJ') && /^eyJ[\w-]*\.eyJ[\w-]*(?:\.|$)/.test(value)) return;
      // A bare hex token in a header is a credential (`Authorization: token` + 40 hex), not a digest.
      // Judged once per distinct value and judgement (documents and floods repeat their headers).
      const how = (minLength << 1) | (keyLike ? 1 : 0);
      let verdict = verdicts.get(value, how);
      if (verdict === -1) {
        const ok =
          (isSecretToken(value, minLength, { allowHex: true }) ||
            (keyLike && isRandomHexKey(value)) ||
            isFernetToken(value) ||
            isVendorToken(value)) &&
          !isPublishedExample(value) &&
          !isPublicVendorKey(value);
        verdict = verdicts.set(value, how, ok ? 1 : 0);
      }
      if (verdict === 0) return;
      emit({ offset: at, end: e, secret: value, kind: 'secret', family, validated: false });
    };
    /** A bearer value `<user>:<password>`: the user at [at, colon), the password after the `:` to the end of its run. */
    const userPassword = (at: number, colon: number): void => {
      const end = runEnd(text, colon + 1, PASSWORD, MAX_PASSWORD);
      if (end > colon + 1 + MAX_PASSWORD || end === colon + 1) return;
      readTo = Math.max(readTo, end);
      if (claimed(at, end)) return;
      // Judged once per distinct pair (`how` 0: no token judgement uses it), as floods repeat one.
      const secret = text.slice(at, end);
      let verdict = verdicts.get(secret, 0);
      if (verdict === -1) {
        const password = text.slice(colon + 1, end);
        const ok = isChosenPassword(password, text.slice(at, colon)) && !isPublishedExample(password);
        verdict = verdicts.set(secret, 0, ok ? 1 : 0);
      }
      if (verdict === 0) return;
      emit({ offset: at, end, secret, kind: 'secret', family: 'Bearer user and password', validated: false });
    };
    const blanks = (at: number): number => {
      let i = at;
      while (i < at + 8 && isBlank(text.charCodeAt(i))) i++;
      return i;
    };
    /**
     * After a header name: `["']? ]? blanks (:|=) blanks ["']?`, the offset of the value, or -1. A name
     * in quotes may also be a setter's first argument, the value its second string
     * (`Header.Set("Authorization", "Token …")`, `setRequestHeader('Authorization', '…')`).
     */
    const afterHeaderName = (at: number, quotedName = false): number => {
      let i = at;
      if (isQuote(text.charCodeAt(i))) {
        i++;
        // A subscript: `request.headers["Authorization"] = "Token …"`.
        if (text.charCodeAt(i) === 93) i++; // ]
      }
      for (let k = 0; k < 4 && isBlank(text.charCodeAt(i)); k++) i++;
      const c = text.charCodeAt(i);
      if (c === 44 && quotedName && i > at) {
        // ,
        for (i++; i < at + 12 && isBlank(text.charCodeAt(i)); i++);
        return isQuote(text.charCodeAt(i)) ? i + 1 : -1;
      }
      if (c !== 58 && c !== 61) return -1; // : =
      i++;
      for (let k = 0; k < 4 && isBlank(text.charCodeAt(i)); k++) i++;
      if (isQuote(text.charCodeAt(i))) i++;
      return i;
    };
    /** Whether the word at `index` is an object's key: after a blank, `{` or `,` and before `:` (a quote around it allowed). */
    const isObjectKey = (index: number): boolean => {
      let p = index;
      if (isQuote(text.charCodeAt(p - 1))) p--;
      const before = text.charCodeAt(p - 1);
      const after = isQuote(text.charCodeAt(index + 6)) ? index + 7 : index + 6;
      return (isBlank(before) || before === 123 || before === 44 || before === 10) && text.charCodeAt(after) === 58; // { , \n :
    };
    /** After curl's header flag at `index`: a header name no other trigger covers, then its value. */
    const onCurlHeader = (index: number, literal: string): void => {
      const before = text.charCodeAt(index - 1);
      if (index > 0 && !isBlank(before) && before !== 10 && before !== 13 && before !== 40) return; // not a flag
      let nameStart = index + literal.length;
      if (literal.endsWith('=') && isQuote(text.charCodeAt(nameStart))) nameStart++;
      const nameEnd = runEnd(text, nameStart, CURL_HEADER_NAME, 64);
      if (nameEnd === nameStart || nameEnd > nameStart + 64) return;
      if (!curlOnlyHeaderName.test(text.slice(nameStart, nameEnd).toLowerCase())) return;
      const at = afterHeaderName(nameEnd);
      if (at !== -1) token(at, 16, 'API key in an HTTP header', true);
    };
    /** Whether the word before `nameStart` (after blanks) is `word`, starting its own word. */
    const wordBefore = (at: number, word: string): boolean =>
      text.startsWith(word, at - word.length) && (at === word.length || isAt(text, at - word.length - 1, DIRECTIVE_LEAD));
    const skipBlanksBack = (at: number): number => {
      let p = at;
      while (p > at - 8 && isBlank(text.charCodeAt(p - 1))) p--;
      return p;
    };
    /** Whether a header-setting directive stands before the header name at `nameStart`. */
    const afterDirective = (nameStart: number): boolean => {
      const p = skipBlanksBack(nameStart);
      if (p === nameStart) return false;
      // Caddy's `reverse_proxy { header_up NAME VALUE }`.
      if (text.charCodeAt(p - 1) === 112) return wordBefore(p, 'header_up'); // p
      if (text.charCodeAt(p - 1) === 114) {
        // r
        for (let k = 0; k < nginxHeaderDirectives.length; k++) if (wordBefore(p, nginxHeaderDirectives[k] ?? '')) return true;
        return wordBefore(p, fluentBitHeader[0] ?? '') || wordBefore(p, fluentBitHeader[1] ?? '');
      }
      // Apache: `RequestHeader <action> NAME`.
      let w = p;
      while (w > p - 10 && isAt(text, w - 1, LETTER)) w--;
      if (w === p || !apacheHeaderActions.has(text.slice(w, p).toLowerCase())) return false;
      const q = skipBlanksBack(w);
      return (
        q < w && q >= 13 && text.slice(q - 13, q).toLowerCase() === 'requestheader' && (q === 13 || isAt(text, q - 14, DIRECTIVE_LEAD))
      );
    };
    /** A directive's header value: the API-key header named at [nameStart, nameEnd), then blanks and the value. */
    const directiveValue = (nameStart: number, nameEnd: number): void => {
      let at = nameEnd;
      while (at < nameEnd + 8 && isBlank(text.charCodeAt(at))) at++;
      if (at === nameEnd || !afterDirective(nameStart)) return;
      keyHeaderName.lastIndex = nameStart;
      if (!keyHeaderName.test(text) || keyHeaderName.lastIndex !== nameEnd) return;
      const quoted = isQuote(text.charCodeAt(at));
      if (quoted) at++;
      // The value ends the directive: at its quote, nginx's `;` or the line's end (blanks after a
      // bare value are another argument: `add_header X-Api-Key v always;` is not read).
      let end = at;
      while (end < at + 1024 && end < text.length && !isBlank(text.charCodeAt(end)) && !endsDirective(text.charCodeAt(end))) end++;
      if (!quoted && end < text.length && !endsDirective(text.charCodeAt(end))) return;
      token(at, 16, 'API key in an HTTP header', true);
    };
    /** A header named at [nameStart, nameEnd) as the `key`/`name` of a pair: the token in its sibling `value`. */
    const pairValue = (nameStart: number, nameEnd: number): void => {
      // Tested in place first: a quote or blanks, then `:` or `=`, before the name.
      let p = nameStart;
      if (isQuote(text.charCodeAt(p - 1))) p--;
      while (p > nameStart - 6 && isBlank(text.charCodeAt(p - 1))) p--;
      if (text.charCodeAt(p - 1) !== 58 && text.charCodeAt(p - 1) !== 61) return; // : =
      // And after it, where `value` must start (a flood of pairs without one ends here).
      let q = nameEnd;
      if (isQuote(text.charCodeAt(q))) q++;
      while (
        q < nameEnd + 48 &&
        (isBlank(text.charCodeAt(q)) ||
          text.charCodeAt(q) === 44 ||
          text.charCodeAt(q) === 13 ||
          text.charCodeAt(q) === 10 ||
          text.charCodeAt(q) === 45)
      )
        q++; // , - and line breaks
      if (isQuote(text.charCodeAt(q))) q++;
      if ((text.charCodeAt(q) | 32) !== 118) return; // v
      const lead = text.slice(Math.max(0, nameStart - 16), nameStart);
      if (!pairNameBefore.test(lead)) return;
      pairValueAfter.lastIndex = nameEnd;
      const m = pairValueAfter.exec(text);
      if (m !== null) token(nameEnd + m[0].length, 16, 'API key in an HTTP header', true);
    };
    return (index, literal) => {
      if (index < readTo) return;
      if (literal.startsWith('-')) return onCurlHeader(index, literal);
      if (literal === '.auth(') {
        requestBearerArguments.lastIndex = index + 6;
        if (requestBearerArguments.test(text)) token(requestBearerArguments.lastIndex, 20, 'Bearer token', true);
        return;
      }
      if (literal === 'apikey') {
        // Inside a header name (`X-ApiKey`): the whole name, read only after a server directive.
        let nameStart = index;
        while (nameStart > index - 32 && isAt(text, nameStart - 1, HEADER_NAME)) nameStart--;
        const nameEnd = runEnd(text, index, HEADER_NAME, 32);
        if (nameEnd - index > 32) return;
        keyHeaderName.lastIndex = nameStart;
        if (keyHeaderName.test(text) && keyHeaderName.lastIndex === nameEnd) pairValue(nameStart, nameEnd);
        directiveValue(nameStart, nameEnd);
        return;
      }
      if (isAt(text, index - 1, WORD_BEFORE) || isAt(text, index + literal.length, WORD_BEFORE)) return;
      if (literal === 'bearer') {
        // `Bearer <token>` anywhere, also as the scheme of an Authorization value. A bearer token is
        // a credential whatever its shape: a random UUID there is a key (Heroku's, many vendors').
        const at = blanks(index + 6);
        if (at > index + 6) token(at, 20, 'Bearer token', true);
        else if (isObjectKey(index)) {
          // request's `auth: { bearer: '<token>' }`: an option named for the token, holding a literal.
          const value = afterHeaderName(index + 6);
          if (value !== -1 && isQuote(text.charCodeAt(value - 1))) token(value, 20, 'Bearer token', true);
        } else if ((isQuote(text.charCodeAt(index - 1)) && isQuote(text.charCodeAt(index + 6))) || isSymbolAt(text, index)) {
          schemeThenTokenArgument.lastIndex = index + 6;
          if (schemeThenTokenArgument.test(text)) token(schemeThenTokenArgument.lastIndex, 20, 'Bearer token', true);
        }
        return;
      }
      // The trigger literal is the header name, in lower case.
      let at = afterHeaderName(index + literal.length, isFirstArgument(text, index, literal.length));
      if (at === -1) {
        // The value written before the name (`setValue("…", forHTTPHeaderField: "…")`: header-field-value.ts).
        at = valueBeforeHeaderField(text, index);
        if (at !== -1 && at < readTo) return;
        if (at === -1 && literal === 'authorization') return;
        if (at === -1) {
          pairValue(index, index + literal.length);
          directiveValue(index, index + literal.length);
          return;
        }
      }
      if (literal !== 'authorization') return token(at, 16, 'API key in an HTTP header', true);
      // Proxmox's `PVEAPIToken=<user>@<realm>!<id>=<secret>` (token-id-scheme.ts).
      const named = secretAfterTokenId(text, at);
      if (named !== -1) return token(named, 16, 'API token in an Authorization header', true);
      scheme.lastIndex = at;
      const m = scheme.exec(text);
      if (m !== null) {
        at += m[0].length;
        // After any credential scheme (`Bearer`, `Token`, `Api-Key`, …) the value is the credential
        // whatever its shape: a random UUID there is a key (DRF-style `Token`, Heroku's, many vendors').
        const bearer = (m[1] ?? '').toLowerCase() === 'bearer';
        return token(at, 16, bearer ? 'Bearer token' : 'API token in an Authorization header', true);
      }
      basicScheme.lastIndex = at;
      if (basicScheme.test(text)) return; // secret/basic-auth decodes it
      otherScheme.lastIndex = at;
      const other = otherScheme.exec(text);
      if (other !== null) {
        if (notCredentialSchemes.has((other[1] ?? '').toLowerCase())) return;
        return token(at + other[0].length, 16, 'API token in an Authorization header', true);
      }
      return token(at, 20, 'Credential in an Authorization header', true);
    };
  },
};

/** Whether the name at `index` is a quoted first argument or element (`Set("Authorization", …`, `{"Authorization", …}`), not a JSON key's value. */
function isFirstArgument(text: string, index: number, length: number): boolean {
  if (!isQuote(text.charCodeAt(index - 1)) || !isQuote(text.charCodeAt(index + length))) return false;
  let p = index - 1;
  while (p > index - 8 && isBlank(text.charCodeAt(p - 1))) p--;
  const c = text.charCodeAt(p - 1);
  return c === 40 || c === 123 || c === 91; // ( { [
}

export const secretAuthHeader = defineSecretFamily(
  {
    id: 'secret/auth-header',
    severity: 'error',
    guardsSafety: true,
    messages: { found: contextualMessage('secret/auth-header') },
  },
  () => 'found',
  authHeaderDetector,
  { judgedFromContext: true },
);
