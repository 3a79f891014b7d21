// secret/url-credentials: Passwords in URLs (`scheme://user:password@host`), judged by the password, not the host.
// Credentials in URLs: `scheme://user:password@host` (database URLs, Git remotes, proxies, AMQP).
// The password is judged, not the host: a password a person chose (`m42ploz2wd`) counts on any host,
// while the explicit placeholder rule (judge.ts isPlaceholderPassword: templates, masks, the user
// name again, placeholder and default words such as `user:pass`, `postgres:postgres`) keeps quiet.
import { charTable, inTable, isAt, runStart } from './engine/chars.js';
import { isChosenPassword } from './engine/judge.js';
import type { Detector } from './engine/types.js';
import { contextualMessage, defineSecretFamily } from './support/secret-rule.js';

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

export const urlCredentialsDetector: Detector = {
  ruleId: 'secret/url-credentials',
  triggers: ['://'],
  start(text, emit, claimed) {
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
      if (at < from) return;
      let colon = from;
      while (colon < at && text[colon] !== ':') colon++;
      if (colon >= at) return;
      const passwordStart = colon + 1;
      const raw = text.slice(passwordStart, at);
      if (raw === '' || at + 1 >= end || claimed(passwordStart, at)) return;
      const user = percentDecode(text.slice(from, colon));
      // An encoded `%` (`%25`) is a literal percent sign: it stays encoded for the judgement, so
      // `%25s` is never read as a `%s` template, which a URL would hold unencoded.
      if (!isChosenPassword(percentDecode(raw.replace(/%25/gi, '%2525')), user)) return;
      emit({ offset: passwordStart, end: at, secret: raw, kind: 'secret', family: 'Password in a URL', validated: false });
    };
  },
};

export const secretUrlCredentials = defineSecretFamily(
  {
    id: 'secret/url-credentials',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'Passwords in URLs (`scheme://user:password@host`), judged by the password, not the host.',
      fix: 'Remove the password and write `postgres://user:${DB_PASSWORD}@host/db` or `<password>`.',
      example:
        '`postgres://app:` followed by a random 16-character password and `@db.example.com/app` → error; `postgres://user:password@localhost/db` → nothing.',
    },
    messages: { found: contextualMessage('secret/url-credentials') },
  },
  () => 'found',
  urlCredentialsDetector,
  { judgedFromContext: true },
);
