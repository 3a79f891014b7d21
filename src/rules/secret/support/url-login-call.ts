// A call whose first argument is a URL literal and whose next two are a user and a chosen password, whatever the call (ArcGIS' `GIS("https://…", "user", "pw")`, `arcpy.SignInToPortal("https://…", "user", "pw")`); an HTTP method in the user's place (`fetch(url, "GET", body)`) is no user (docs/rules.md, secret/basic-auth).
import { isChosenPassword } from '../engine/judge.js';
import type { Emit } from '../engine/types.js';
import { readArguments } from './login-calls.js';
import { nextMatch } from './next-match.js';

/** The literals (lower case) that wake the reading: a call's `(` and a quoted URL's scheme. */
export const urlLoginCallTriggers = ['("http', "('http"];

const MAX_URL = 256;
// After `("http`: the rest of the scheme.
const SCHEME_REST = /s?:\/\//iy;
const NOT_USER = /^(?:get|post|put|patch|delete|head|options)$|[\s/:]/i;
const isNameChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** The reader of one scan: handles a hit of one of urlLoginCallTriggers. */
export function urlLoginCallReader(text: string, emit: Emit): (index: number) => void {
  const nextCloser = nextMatch(text, ')]}');
  return (index) => {
    // A call's first argument that is a URL (`"https://…"`), not a name that starts with `http` (`"http_cookiejar"`).
    SCHEME_REST.lastIndex = index + 6;
    if (!isNameChar(text.charCodeAt(index - 1)) || !SCHEME_REST.test(text)) return;
    // The URL's closing quote, then a comma: refused before the list is read.
    const close = text.indexOf(text[index + 1] as string, index + 2);
    if (close === -1 || close > index + MAX_URL) return;
    let comma = close + 1;
    while (text.charCodeAt(comma) === 32) comma++;
    if (text.charCodeAt(comma) !== 44) return; // ,
    const args = readArguments(text, index, false, nextCloser);
    const user = args?.[1];
    const password = args?.[2];
    if (user === undefined || password === undefined) return;
    const name = text.slice(user[0], user[1]);
    const secret = text.slice(password[0], password[1]);
    if (name === '' || NOT_USER.test(name) || !isChosenPassword(secret, name)) return;
    emit({ offset: password[0], end: password[1], secret, kind: 'secret', family: 'Password in a credentials call', validated: false });
  };
}
