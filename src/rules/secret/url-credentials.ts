// secret/url-credentials: Passwords in URLs (`scheme://user:password@host`), judged by the password, not the host, and keys in a service URL's path (`rtmp://host/live/<key>`).
// Credentials in URLs: `scheme://user:password@host` (database URLs, Git remotes, proxies, AMQP).
// The password is judged, not the host: a password a person chose (`m42ploz2wd`) counts on any host,
// while the explicit placeholder rule (judge.ts isPlaceholderPassword: templates, masks, the user
// name again, placeholder and default words such as `user:pass`, `postgres:postgres`) keeps quiet.
import { charTable, inTable, isAt, runStart } from './engine/chars.js';
import { isChosenPassword, isRandomHexKey, isUuid } from './engine/judge.js';
import { isPublishedExample } from './support/known-examples.js';
import type { Detector } from './engine/types.js';
import { contextualMessage, defineSecretFamily } from './support/secret-rule.js';
import { VerdictMemo } from './support/verdict-memo.js';
import { urlPathKey } from './support/url-path-key.js';

const SCHEME = charTable('A-Za-z0-9', '+.-');
const AUTHORITY_STOP = charTable(' \t\r\n/?#"\'`<>()[]{}|\\');
const LETTER = charTable('A-Za-z');
const MAX_AUTHORITY = 512;

function percentDecode(s: string): string {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// Where a loose authority ends: only blanks, quotes, brackets and the path's, query's or fragment's mark end it.
const LOOSE_STOP = charTable(' \t\r\n/?#"\'`()[]{}\\');
const USER = charTable('A-Za-z0-9', '._~%+-');
const HOST = charTable('A-Za-z0-9', '.-:');
const MIN_PASSWORD = 8;

/**
 * The last `@` of userinfo that the strict authority read stopped inside (at `stoppedAt`, a `|`, `<`
 * or `>`), or -1: a user name of URL characters, `:`, then the password up to the last `@` before
 * the authority's loose end, followed by a host's name (and port) alone.
 */
function looseUserinfoEnd(text: string, from: number, stoppedAt: number): number {
  const c = text.charCodeAt(stoppedAt);
  if (c !== 124 && c !== 60 && c !== 62) return -1; // | < >
  let colon = from;
  while (colon < stoppedAt && isAt(text, colon, USER)) colon++;
  if (text.charCodeAt(colon) !== 58) return -1; // :
  const stop = Math.min(text.length, from + MAX_AUTHORITY + 1);
  let end = stoppedAt;
  while (end < stop && !inTable(LOOSE_STOP, text.charCodeAt(end))) end++;
  if (end > from + MAX_AUTHORITY) return -1;
  let at = end - 1;
  while (at > stoppedAt && text.charCodeAt(at) !== 64) at--; // @
  // A password a person chose has 8 characters or more (isChosenPassword): a shorter one is not judged.
  if (at <= stoppedAt || at - colon <= MIN_PASSWORD || hostEnd(text, at + 1) !== end || at + 1 === end) return -1;
  // `<password>` in angle brackets is a placeholder's notation, not a password.
  if (text.charCodeAt(colon + 1) === 60 && text.charCodeAt(at - 1) === 62) return -1;
  return at;
}

/**
 * A random UUID in userinfo, as user alone or as password, is a server token (Postmark's, in Symfony's
 * `postmark+api://<uuid>@default` and `smtp://<uuid>:<uuid>@smtp.postmarkapp.com`): the place says
 * credential; elsewhere in a URL a UUID is an id (docs/rules.md, secret/url-credentials).
 */
const isTokenUuid = (value: string): boolean => isUuid(value) && isRandomHexKey(value) && !isPublishedExample(value);

/** Where a host's name and port that start at `at` end. */
function hostEnd(text: string, at: number): number {
  let i = at;
  while (i < at + MAX_AUTHORITY && isAt(text, i, HOST)) i++;
  return i;
}

export const urlCredentialsDetector: Detector = {
  ruleId: 'secret/url-credentials',
  triggers: ['://'],
  start(text, emit, claimed) {
    // A text that repeats a URL (or a flood of one) judges its password once.
    const verdicts = new VerdictMemo();
    // No userinfo: a service's URL may hold its key in the path (url-path-key.ts).
    const onPathKey = (scheme: string, from: number, pathStart: number): void => {
      const span = urlPathKey(text, scheme.toLowerCase(), from, pathStart);
      if (span === undefined || claimed(span[0], span[1])) return;
      const secret = text.slice(span[0], span[1]);
      emit({ offset: span[0], end: span[1], secret, kind: 'secret', family: "Key in a service URL's path", validated: false });
    };
    return (index) => {
      const schemeStart = runStart(text, index, SCHEME, 32);
      if (schemeStart === index || index - schemeStart > 32 || !isAt(text, schemeStart, LETTER)) return;
      const from = index + 3;
      let end = from;
      const stop = Math.min(text.length, from + MAX_AUTHORITY + 1);
      while (end < stop && !inTable(AUTHORITY_STOP, text.charCodeAt(end))) end++;
      if (end > from + MAX_AUTHORITY) return;
      // Only within the authority: userinfo ends at its last `@`, the password starts after the first `:`.
      let at = end - 1;
      while (at >= from && text[at] !== '@') at--;
      if (at < from) {
        // A password may hold `|`, `<`, `>` unencoded (`mysql+pymysql://u:a|b<c@host/db`): read to the
        // `@` before a host's name when a plain user name and a colon come first.
        const loose = looseUserinfoEnd(text, from, end);
        if (loose === -1)
          return end > from && text.charCodeAt(end) === 47 ? onPathKey(text.slice(schemeStart, index), from, end) : undefined; // /
        at = loose;
        end = hostEnd(text, at + 1);
      }
      let colon = from;
      while (colon < at && text[colon] !== ':') colon++;
      if (colon >= at) {
        // A lone user is judged only at a UUID's length, once per distinct user.
        if (at - from !== 36 || at + 1 >= end) return;
        const user = text.slice(from, at);
        let token = verdicts.get(user, 1);
        if (token === -1) token = verdicts.set(user, 1, isTokenUuid(user) ? 1 : 0);
        if (token === 1 && !claimed(from, at))
          emit({ offset: from, end: at, secret: user, kind: 'secret', family: 'Token in a URL', validated: false });
        return;
      }
      const passwordStart = colon + 1;
      const raw = text.slice(passwordStart, at);
      if (raw === '' || at + 1 >= end || claimed(passwordStart, at)) return;
      const userinfo = text.slice(from, at);
      let verdict = verdicts.get(userinfo, 0);
      if (verdict === -1) {
        const user = percentDecode(text.slice(from, colon));
        // An encoded `%` (`%25`) is a literal percent sign: it stays encoded for the judgement, so
        // `%25s` is never read as a `%s` template, which a URL would hold unencoded.
        verdict = verdicts.set(
          userinfo,
          0,
          isChosenPassword(percentDecode(raw.replace(/%25/gi, '%2525')), user) || isTokenUuid(raw) ? 1 : 0,
        );
      }
      if (verdict === 0) return;
      emit({ offset: passwordStart, end: at, secret: raw, kind: 'secret', family: 'Password in a URL', validated: false });
    };
  },
};

export const secretUrlCredentials = defineSecretFamily(
  {
    id: 'secret/url-credentials',
    severity: 'error',
    guardsSafety: true,
    messages: { found: contextualMessage('secret/url-credentials') },
  },
  () => 'found',
  urlCredentialsDetector,
  { judgedFromContext: true },
);
