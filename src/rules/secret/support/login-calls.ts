// A user and a password handed by position to a call whose name says it logs in or connects (`login`, `connect`, `authenticate`, `bind`, `credentials`, `basic_auth`, `username_pw_set`, `NetworkCredential`, …), in any language's call syntax (`f(…)`, `new F(…)`, `F::new(…)`, `->f(…)`, Ruby's `f "u", "p"`), read from the callee's words without naming the library (docs/rules.md, secret/basic-auth).
import { isChosenPassword } from '../engine/judge.js';
import type { Emit } from '../engine/types.js';
import { nameWords } from './assignment.js';
import { nextMatch } from './next-match.js';

/** The literals (lower case) that wake the reading: a word of a login call's name. */
export const loginCallTriggers = ['login', 'logon', 'signin', 'sign_in', 'connect', 'auth', 'credential', 'creds', 'bind', 'pw_set'];

// Words of a callee that logs in, connects or carries a login (split by nameWords: `PlainAuth`, `auth_plain`).
const loginWords = new Set([
  'login',
  'logon',
  'signin',
  'connect',
  'connection',
  'auth',
  'authenticate',
  'authentication',
  'credential',
  'credentials',
  'creds',
  'bind',
]);
// Words of a callee that carries something else: a secret or a key (generic-assignment reads calls
// named for one), a header's scheme and value (`AuthenticationHeaderValue("Bearer", t)`, auth-header's).
const otherWords = new Set(['secret', 'token', 'key', 'header']);
// A callee naming a user and a password (MQTT's `username_pw_set`, `setUserPassword`) logs in too.
const userWords = new Set(['user', 'username', 'usr']);
const passwordWords = new Set(['password', 'passwd', 'pw', 'pwd', 'pass']);
// Anonymous FTP's password is an e-mail address by convention (RFC 1635), never a secret.
const anonymousUsers = new Set(['anonymous', 'ftp']);

const MAX_NAME = 48;
const MAX_ARGUMENTS = 8;
const MAX_ARGUMENT = 256;
// The longest argument list read: a flood of calls costs a bounded read per call.
const MAX_CALL = 256;
// Sticky after a login call's name: `().basic(`, `.basic(`, `().preemptive().basic(`.
const AUTH_SCHEME_CALL = /(?:\(\))?(?:\.preemptive\(\))?\.basic\(/y;
const isNameChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isBlank = (c: number): boolean => c === 32 || c === 9;

// One argument that is a string literal: optionally wrapped (`Some("…")`, `String::from("…")`, `&"…"`)
// or converted (`.toCharArray()`, `.to_string()`, `.into()`, `.to_owned()`); group 2 is its text.
const LITERAL_ARGUMENT =
  /^(?:Some\(|String::from\(|&)?[bru]?(["'`])([^"'`\\\r\n$]{0,256})\1\)?(?:\.(?:toCharArray|to_string|into|to_owned)\(\))?$/;
// What a second literal argument needs: a comma, then (past blanks and line breaks) how a literal opens.
const LITERAL_AFTER_COMMA = /,[ \t\r\n]*["'`S&bru]/y;

/** Whether a callee's words say it logs in. */
function namesLogin(name: string): boolean {
  const words = nameWords(name);
  let user = false;
  let password = false;
  let login = false;
  for (const w of words) {
    if (otherWords.has(w)) return false;
    login ||= loginWords.has(w);
    user ||= userWords.has(w);
    password ||= passwordWords.has(w);
  }
  return login || (user && password);
}

/**
 * The arguments of the call whose `(` is at `open` (or, for `blankCall`, whose first argument starts
 * there): for each, its literal's [start, end) or undefined for another expression. Strings and
 * brackets are skipped inside an expression; null when the list does not close within bounds.
 */
export function readArguments(
  text: string,
  open: number,
  blankCall: boolean,
  nextCloser: (from: number) => number,
): Array<[number, number] | undefined> | null {
  const found: Array<[number, number] | undefined> = [];
  let i = blankCall ? open : open + 1;
  const limit = i + MAX_CALL;
  for (let n = 0; n < MAX_ARGUMENTS && i < limit; n++) {
    while (i < text.length && (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13)) i++;
    const start = i;
    let depth = 0;
    for (; i < start + MAX_ARGUMENT && i < limit && i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 34 || c === 39 || c === 96) {
        // A string inside the argument: to its closing quote on the same line, within bounds.
        let close = i + 1;
        while (close < start + MAX_ARGUMENT && text.charCodeAt(close) !== c && text.charCodeAt(close) !== 10) close++;
        if (text.charCodeAt(close) !== c) return null;
        i = close;
      } else if (c === 40 || c === 91 || c === 123) {
        // An opener no closer follows within the list makes this argument its last, and not a literal
        // (unless it opens `Some(`/`String::from(`): without a chosen pair before it, nothing is found.
        const wrap =
          c === 40 && ((i === start + 4 && text.startsWith('Some', start)) || (i === start + 12 && text.startsWith('String::from', start)));
        if (depth === 0 && !wrap && nextCloser(i + 1) >= limit && chosenPair(text, found) === undefined) return null;
        depth++;
      } else if (c === 41 || c === 93 || c === 125) {
        if (depth === 0) break;
        depth--;
      } else if (depth === 0 && (c === 44 || (blankCall && (c === 10 || c === 59)))) break; // , (a line's end or `;` ends a call without parentheses)
    }
    let end = i;
    while (end > start && /\s/.test(text[end - 1] as string)) end--;
    const m = LITERAL_ARGUMENT.exec(text.slice(start, end));
    if (m === null) found.push(undefined);
    else {
      const at = start + (m.index ?? 0) + m[0].indexOf(`${m[1] ?? ''}${m[2] ?? ''}`) + 1;
      found.push([at, at + (m[2] ?? '').length]);
    }
    const c = text.charCodeAt(i);
    if (c !== 44) return c === 41 || blankCall ? found : null; // , )
    i++;
  }
  return found;
}

/** The password of the first pair of literal arguments that reads as a user then a chosen password. */
function chosenPair(text: string, args: ReadonlyArray<[number, number] | undefined>): [number, number] | undefined {
  for (let k = 0; k + 1 < args.length; k++) {
    const user = args[k];
    const password = args[k + 1];
    if (user === undefined || password === undefined || user[1] === user[0]) continue;
    const name = text.slice(user[0], user[1]);
    if (name.includes('/') || anonymousUsers.has(name.toLowerCase()) || !isChosenPassword(text.slice(password[0], password[1]), name))
      continue;
    return password;
  }
  return undefined;
}

/**
 * The reader of one scan: at a hit of loginCallTriggers, the callee name around it; when its words
 * say it logs in and a call opens after it, the first pair of literal arguments that reads as a
 * user then a chosen password is reported (`connect("db", 5432, "root", "…")`, `PlainAuth("",
 * "me@x.io", "…", host)`). Variables, environment reads and placeholders are not literals or not chosen.
 */
export function loginCallReader(text: string, emit: Emit): (index: number) => void {
  let readTo = 0;
  const nextLiteralAfterComma = nextMatch(text, ',', LITERAL_AFTER_COMMA);
  const nextCloser = nextMatch(text, ')]}');
  return (index) => {
    if (index < readTo) return;
    let start = index;
    while (start > index - MAX_NAME && isNameChar(text.charCodeAt(start - 1))) start--;
    let end = index;
    while (end < index + MAX_NAME && isNameChar(text.charCodeAt(end))) end++;
    readTo = end;
    // The call: `(` after the name (Rust's `::new`, Ruby's `.new` between), or for a method, blanks and a quote.
    let open = end;
    // rest-assured's `auth().basic("u", "p")` (`auth().preemptive().basic(…)`): the credentials go to the scheme's method.
    AUTH_SCHEME_CALL.lastIndex = end;
    if (AUTH_SCHEME_CALL.test(text)) open = AUTH_SCHEME_CALL.lastIndex - 1;
    else if (text.startsWith('::new', open) || text.startsWith('.new', open)) open += text.charCodeAt(open) === 58 ? 5 : 4;
    const method = text.charCodeAt(start - 1) === 46;
    let blankCall = false;
    if (text.charCodeAt(open) !== 40) {
      if (!method || !isBlank(text.charCodeAt(open))) return;
      while (open < end + 4 && isBlank(text.charCodeAt(open))) open++;
      const q = text.charCodeAt(open);
      if (q !== 34 && q !== 39) return;
      blankCall = true;
    }
    // A pair needs a literal after a comma within the list (a flood of calls without one reads none).
    const first = blankCall ? open : open + 1;
    if (nextLiteralAfterComma(first) >= first + MAX_CALL) return;
    if (!namesLogin(text.slice(start, end))) return;
    const args = readArguments(text, open, blankCall, nextCloser);
    const password = args === null ? undefined : chosenPair(text, args);
    if (password === undefined) return;
    emit({
      offset: password[0],
      end: password[1],
      secret: text.slice(password[0], password[1]),
      kind: 'secret',
      family: 'Password in a credentials call',
      validated: false,
    });
  };
}
