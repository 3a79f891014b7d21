// Two connection notations whose password member ends differently from `Key=Value;` lists: libpq's conninfo (`host=h user=u password=p dbname=d`, where a value ends at a blank and `;`, `&` or `|` are password characters) and the Go MySQL driver's DSN (`user:password@tcp(host:3306)/db`) (docs/rules.md, secret/connection-string).

const isBlank = (c: number): boolean => c === 32 || c === 9;
const MAX_VALUE = 256;

// libpq's keywords that stand before `password=` in a conninfo string.
const CONNINFO_KEYWORDS = new Set(['host', 'hostaddr', 'port', 'user', 'dbname', 'sslmode', 'connect_timeout', 'application_name']);
const isKeywordChar = (c: number): boolean => (c >= 97 && c <= 122) || c === 95;

/**
 * Where an unquoted value that starts at `start` ends when the member at `index` is one of libpq's
 * blank-separated `keyword=value` list (the word before it is another member, `user=u`): the value
 * runs to the next blank, quote or line end; -1 otherwise. Read in place, a bounded way.
 */
export function conninfoValueEnd(text: string, index: number, start: number): number {
  let p = index;
  while (p > index - 8 && isBlank(text.charCodeAt(p - 1))) p--;
  if (p === index) return -1;
  // The word before: `keyword=value` without `;` or a quote.
  let w = p;
  while (w > p - 256 && w > 0) {
    const c = text.charCodeAt(w - 1);
    if (isBlank(c) || c === 10 || c === 13 || c === 34 || c === 39 || c === 59) break;
    w--;
  }
  let k = w;
  while (k < p && isKeywordChar(text.charCodeAt(k))) k++;
  if (k === w || text.charCodeAt(k) !== 61 || !CONNINFO_KEYWORDS.has(text.slice(w, k))) return -1; // =
  let end = start;
  while (end < start + MAX_VALUE + 1 && end < text.length) {
    const c = text.charCodeAt(end);
    if (isBlank(c) || c === 10 || c === 13 || c === 34 || c === 39) break;
    end++;
  }
  return end > start + MAX_VALUE ? -1 : end;
}

/** The literals that wake the Go MySQL DSN reading: `@` and the driver's network. */
export const goDsnTriggers = ['@tcp(', '@unix('];

// What ends a DSN's user:password run backwards: blanks, quotes, `=`, `[`, `(` and `,`.
const isDsnStop = (c: number): boolean =>
  isBlank(c) || c === 10 || c === 13 || c === 34 || c === 39 || c === 96 || c === 61 || c === 91 || c === 40 || c === 44;
const USER = /^[A-Za-z0-9_.-]{1,64}$/;

/** The user and password before a Go MySQL DSN's `@tcp(` at `index`: the password's span and its user, or undefined. */
export function goDsnPassword(text: string, index: number): { start: number; end: number; user: string } | undefined {
  let start = index;
  while (start > 0 && start > index - 320 && !isDsnStop(text.charCodeAt(start - 1))) start--;
  if (start === index - 320) return undefined;
  let colon = start;
  while (colon < index && text.charCodeAt(colon) !== 58) colon++; // :
  if (colon >= index - 1) return undefined;
  const user = text.slice(start, colon);
  if (!USER.test(user)) return undefined;
  return { start: colon + 1, end: index, user };
}
