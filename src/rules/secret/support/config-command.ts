// A secret given to a tool's command as a positional word, read for the generic secret assignment: `<tool> config [set] [--flags] <key> <value>` where the key's segment names a secret (`npm config set //host/:_authToken v`, `git config --global github.token v`, `poetry config pypi-token.pypi v`, `mix hex.config api_key v`), and `<tool> login <token>` (`cargo login v`).
// The key names the value as an assignment's name does (docs/rules.md, secret/generic-assignment);
// the value must end the command, so a sentence that merely mentions a key is not read.
import { charTable, inTable } from '../engine/chars.js';
import { type Assignment, pairedAssignment } from './assignment.js';

/** The literal (case-sensitive) that wakes the login reading: no secret's word is in `cargo login <token>`. */
export const LOGIN_TRIGGER = 'login ';

const MAX_KEY = 128;
const MAX_VALUE = 512;
const isBlank = (c: number): boolean => c === 32 || c === 9;
const isBreak = (c: number): boolean => c === 10 || c === 13;
const isQuote = (c: number): boolean => c === 34 || c === 39;
// A word of a command line: no blank, line break, quote or backtick (a code span's).
const WORD_CHAR = charTable('A-Za-z0-9', '!#$%&()*+,-./:;<=>?@[\\]^_{|}~');
const isWordEnd = (c: number): boolean => !inTable(WORD_CHAR, c);
// What ends a command after its last word: the line's end, a separator, a comment, a code span's
// backtick, or a flag (`yarn config set npmAuthToken v -H`).
const isCommandEnd = (c: number): boolean =>
  Number.isNaN(c) || isBreak(c) || c === 59 || c === 38 || c === 124 || c === 35 || c === 96 || c === 41 || c === 45 || c === 92; // ; & | # ` ) - \
/** The word starting at `at` (quoted or bare) and whether the command ends after it: [start, end, quote] or undefined. */
function lastWord(text: string, at: number): [number, number, string] | undefined {
  const q = text.charCodeAt(at);
  const quoted = isQuote(q);
  const start = quoted ? at + 1 : at;
  let end = start;
  while (end < start + MAX_VALUE && end < text.length) {
    const c = text.charCodeAt(end);
    if (quoted ? c === q || isBreak(c) : isWordEnd(c)) break;
    end++;
  }
  if (end === start || (quoted && text.charCodeAt(end) !== q)) return undefined;
  let i = quoted ? end + 1 : end;
  while (i < end + 9 && isBlank(text.charCodeAt(i))) i++;
  if (!isCommandEnd(text.charCodeAt(i)) || (text.charCodeAt(i) === 45 && i === end)) return undefined;
  return [start, end, quoted ? String.fromCharCode(q) : ''];
}

/** Whether a tool's name (lower case, 2-16 characters) starts the command before the blanks ending at `at`. */
function toolBefore(text: string, at: number): boolean {
  const p = blanksBack(text, at);
  let w = p;
  while (w > p - 17) {
    const c = text.charCodeAt(w - 1);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45)) break;
    w--;
  }
  const first = text.charCodeAt(w);
  const lead = text.charCodeAt(w - 1);
  return (
    p < at &&
    p - w >= 2 &&
    p - w <= 16 &&
    first >= 97 &&
    first <= 122 &&
    (w === 0 || isBlank(lead) || isBreak(lead) || lead === 59 || lead === 38 || lead === 124 || lead === 40 || lead === 96) // ; & | ( `
  );
}

// Options that make a `config` command read or remove a key, not set it.
const READ_OPTION = /^--(?:get|unset|remove)/;

/**
 * Whether a key has a section, a path or a word boundary (`github.token`, `//host/:_authToken`,
 * `api_key`, `npmAuthToken`): a config key, where a word of prose (`token`) is none.
 */
function isStructuredKey(text: string, start: number, end: number): boolean {
  for (let i = start + 1; i < end; i++) if (!inTable(LOWER, text.charCodeAt(i))) return true;
  return false;
}
const LOWER = charTable('a-z');

/** Back over blanks from `at` (at most 8). */
function blanksBack(text: string, at: number): number {
  let p = at;
  while (p > at - 8 && isBlank(text.charCodeAt(p - 1))) p--;
  return p;
}

/**
 * Whether a tool's `config` command leads to the key starting at `at`, read back word by word in
 * place: options (not reads: `--get`, `--unset`) and `set`, then `<tool> config` or mix's `hex.config`.
 */
function configLeads(text: string, at: number): boolean {
  let p = at;
  for (let words = 0; words < 6; words++) {
    const end = blanksBack(text, p);
    let w = end;
    while (w > end - 64 && w > 0 && !isWordEnd(text.charCodeAt(w - 1))) w--;
    if (end === p || w === end) return false;
    if (text.charCodeAt(w) === 45) {
      // -; the option's third character first, in place (a flood of options is mostly other ones).
      const c = text.charCodeAt(w + 2);
      if ((c === 103 || c === 117 || c === 114) && READ_OPTION.test(text.slice(w, end))) return false; // g u r
    } else if (end - w !== 3 || !text.startsWith('set', w)) {
      if (end - w === 10 && text.startsWith('hex.config', w)) return true;
      return end - w === 6 && text.startsWith('config', w) && toolBefore(text, w);
    }
    p = w;
  }
  return false;
}

/**
 * The value of a `config` command whose key holds the hit at `index`, paired with the key's segment
 * that names a secret (its last, else its first: poetry's `pypi-token.<repository>`); or undefined.
 * `nameKind` tells whether a segment names a secret.
 */
export function configCommandValue(
  text: string,
  index: number,
  nameEnd: number,
  nameKind: (name: string) => string | undefined,
): Assignment | undefined {
  // The name's run holds the key's last segment (`_authToken`, `github.token`): blanks end it.
  const keyEnd = nameEnd;
  if (!isBlank(text.charCodeAt(keyEnd))) return undefined;
  let keyStart = index;
  while (keyStart > index - MAX_KEY && !isWordEnd(text.charCodeAt(keyStart - 1))) keyStart--;
  if (!isBlank(text.charCodeAt(keyStart - 1)) || !isStructuredKey(text, keyStart, keyEnd) || !configLeads(text, keyStart)) return undefined;
  let at = keyEnd;
  while (at < keyEnd + 9 && isBlank(text.charCodeAt(at))) at++;
  const word = lastWord(text, at);
  if (word === undefined) return undefined;
  const key = text.slice(keyStart, keyEnd);
  const segments = key.split(/[.:/]/).filter((s) => s !== '');
  const last = segments[segments.length - 1] ?? '';
  const name = nameKind(last) !== undefined ? last : (segments[0] ?? '');
  const nameStart = keyStart + key.lastIndexOf(name);
  return pairedAssignment(text, nameStart, nameStart + name.length, word[0], word[1], word[2], name);
}

/**
 * The only positional word of `<tool> login <word>` at `index` (`cargo login <token>`), paired with
 * `login`; or undefined (a flag, a second word, a sentence). The caller judges it as a
 * generated token, so a registry's host (`docker login ghcr.io`) is not one.
 */
export function loginToken(text: string, index: number): Assignment | undefined {
  if (!isBlank(text.charCodeAt(index - 1))) return undefined;
  let at = index + LOGIN_TRIGGER.length;
  while (at < index + 16 && isBlank(text.charCodeAt(at))) at++;
  const first = text.charCodeAt(at);
  if (first === 45 || (isWordEnd(first) && !isQuote(first))) return undefined; // -
  if (!toolBefore(text, index)) return undefined;
  const word = lastWord(text, at);
  return word === undefined ? undefined : pairedAssignment(text, index, index + 5, word[0], word[1], word[2]);
}
