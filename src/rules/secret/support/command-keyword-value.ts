// A secret's keyword in the middle of a device's command line, its value the next word and more keywords after it: Cisco's and Arista's `username u secret …`, `snmp-server community … RO`, NX-OS's `password 0 … role …`, Juniper's `set system radius-server … secret "…"` (docs/rules.md, secret/generic-assignment).
// Such lines are keywords and values only: no sentence marks before the keyword (a `, ` or `. `
// there is prose) and a value of one word. Types 5, 7, 8 and 9 are hashes or obfuscations, not
// the secret, and are not read. The line starts at its indentation or, in prose, at the code span
// that holds it.
import { isChosenPassword, isSecretToken, isStrongPassword } from '../engine/judge.js';
import { isBlank } from './char-codes.js';

/** The keywords read mid-line, and what their value is. */
const keywordKinds: ReadonlyMap<string, 'password' | 'secret'> = new Map([
  ['password', 'password'],
  ['passwd', 'password'],
  ['secret', 'password'],
  ['community', 'password'],
  ['psk', 'password'],
  ['key', 'secret'],
]);
const MAX_WORDS_BEFORE = 10;
// Words of a sentence or of SQL (`The password … was rotated`, `CREATE USER u WITH PASSWORD '…'`):
// a device's command holds none of them before its keyword.
const sentenceWords = new Set([
  'the',
  'a',
  'an',
  'this',
  'that',
  'is',
  'was',
  'are',
  'your',
  'our',
  'my',
  'its',
  'with',
  'and',
  'or',
  'of',
  'to',
  'for',
  'in',
  'by',
  'as',
  'new',
  'login',
  'identified',
]);
const MAX_VALUE = 128;
const MAX_COMMAND_BEFORE = 160;

export interface KeywordValue {
  readonly start: number;
  readonly end: number;
  readonly quote: string;
  readonly kind: 'password' | 'secret';
}

/** What the keyword at [nameStart, nameEnd) holds when it may open a value mid-line (a blank before it), read before any line is. */
export function commandKeywordKind(text: string, nameStart: number, nameEnd: number): 'password' | 'secret' | undefined {
  if (nameEnd - nameStart > 9 || nameEnd - nameStart < 3 || !isBlank(text.charCodeAt(nameStart - 1))) return undefined;
  // Compared in place, ignoring ASCII case (the name is ASCII): most hits are other words, and a slice per hit shows in keyword floods.
  for (let k = 0; k < keywords.length; k++)
    if (sameWord(text, nameStart, nameEnd, keywords[k] as string)) return keywordKinds.get(keywords[k] as string);
  return undefined;
}

const keywords = [...keywordKinds.keys()];

/** Whether text[start, end) is `word` (lower case), ignoring ASCII case. */
function sameWord(text: string, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let k = 0; k < word.length; k++) if ((text.charCodeAt(start + k) | 32) !== word.charCodeAt(k)) return false;
  return true;
}

/**
 * The value after the keyword at [nameStart, nameEnd) on the line [lineStart, lineEnd), when the line
 * reads as a command of keywords and values and the value looks generated; or undefined.
 */
export function commandKeywordValue(
  text: string,
  nameStart: number,
  nameEnd: number,
  lineStart: number,
  lineEnd: number,
): KeywordValue | undefined {
  const kind = commandKeywordKind(text, nameStart, nameEnd);
  if (kind === undefined) return undefined;
  // The command's start: the line's, or the code span's that holds the keyword.
  // Ten words at most: a start farther back is prose or a flood, read no further.
  let start = nameStart - 1;
  while (start > lineStart && text.charCodeAt(start - 1) !== 96) if (--start < nameStart - MAX_COMMAND_BEFORE) return undefined; // `
  let words = 0;
  for (let i = start; i < nameStart - 1; i++) {
    const c = text.charCodeAt(i);
    // `, ` `. ` `: ` `; ` and brackets or quotes before the keyword: a sentence or code, not a command.
    if ((c === 44 || c === 46 || c === 58 || c === 59) && isBlank(text.charCodeAt(i + 1))) return undefined;
    if (c === 40 || c === 41 || c === 34 || c === 39 || c === 61 || c === 123) return undefined; // ( ) " ' = {
    if (!isBlank(c) && (i === start || isBlank(text.charCodeAt(i - 1)))) {
      words++;
      let e = i;
      while (e < nameStart && !isBlank(text.charCodeAt(e))) e++;
      if (e - i <= 10 && sentenceWords.has(text.slice(i, e).toLowerCase())) return undefined;
    }
  }
  if (words === 0 || words > MAX_WORDS_BEFORE) return undefined;
  let v = nameEnd;
  while (v < lineEnd && isBlank(text.charCodeAt(v))) v++;
  // A type digit before the value: 0 is plain text; the others are hashes or obfuscations.
  const digit = text.charCodeAt(v);
  if (digit >= 48 && digit <= 57 && isBlank(text.charCodeAt(v + 1))) {
    if (digit !== 48) return undefined;
    v += 2;
    while (v < lineEnd && isBlank(text.charCodeAt(v))) v++;
  }
  const quote = text.charCodeAt(v) === 34 ? '"' : '';
  const valueStart = quote === '' ? v : v + 1;
  let end = valueStart;
  const stop = Math.min(lineEnd, valueStart + MAX_VALUE + 1);
  while (end < stop) {
    const c = text.charCodeAt(end);
    if (quote === '' ? isBlank(c) || c === 96 : c === 34) break;
    end++;
  }
  if (end === valueStart || end > valueStart + MAX_VALUE) return undefined;
  if (quote !== '' && text.charCodeAt(end) !== 34) return undefined;
  const after = quote === '' ? end : end + 1;
  if (after < lineEnd && !isBlank(text.charCodeAt(after)) && text.charCodeAt(after) !== 96 && text.charCodeAt(after) !== 59)
    return undefined;
  // Only a value that looks generated: after a keyword mid-line, a chosen word or a passphrase may be prose.
  const value = text.slice(valueStart, end);
  const generated =
    kind === 'secret'
      ? isSecretToken(value, 16, { allowHex: true })
      : isStrongPassword(value, '', { passwordPlace: true }) ||
        (value.length >= 12 && isChosenPassword(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value));
  return generated ? { start: valueStart, end, quote, kind } : undefined;
}
