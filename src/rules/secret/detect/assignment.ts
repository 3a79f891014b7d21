// Reads a `name = value` assignment around a keyword hit, in the notations skills show: shell and
// .env (`NAME=value`, `export NAME="value"`), YAML (`name: value`), JSON (`"name": "value"`),
// TOML/INI/Python (`name = 'value'`), Go (`:=`), Ruby/PHP (`=>`), query strings (`?name=value&`)
// and long CLI flags (`--name value`, `--name=value`). Every step is bounded.
import { charTable, inTable, isAt, runEnd, runStart } from '../engine/chars.js';

const NAME = charTable('A-Za-z0-9', '_.-');
const MAX_NAME = 80;
const MAX_VALUE = 512;
const UNQUOTED_STOP = charTable(' \t\r\n"\'`,;<>|)]}&');

export interface Assignment {
  readonly nameStart: number;
  readonly nameEnd: number;
  readonly name: string;
  readonly valueStart: number;
  readonly valueEnd: number;
  readonly value: string;
  /** The quote around the value, or '' when it is bare. */
  readonly quote: string;
}

export interface AssignmentRead {
  readonly assignment: Assignment | undefined;
  /** Where the name ends: a later hit before it belongs to the same name. */
  readonly nameEnd: number;
}

function skipBlanks(text: string, at: number): number {
  let i = at;
  while (i < at + 8 && (text[i] === ' ' || text[i] === '\t')) i++;
  return i;
}

function readOperator(text: string, at: number, quotedName: boolean): number {
  const c = text[at];
  const n = text[at + 1];
  if (c === ':' && n === '=') return at + 2;
  if (c === '=' && n === '>') return at + 2;
  if (c === '=' && n !== '=' && n !== '~') return at + 1;
  // `name: value` needs a blank after the colon (YAML) unless the name was quoted (JSON).
  if (c === ':' && n !== ':' && (quotedName || n === ' ' || n === '\t' || n === '"' || n === "'")) return at + 1;
  return -1;
}

function readValue(text: string, at: number): { start: number; end: number; quote: string } | undefined {
  const q = text[at];
  if (q === '"' || q === "'" || q === '`') {
    let i = at + 1;
    const stop = Math.min(text.length, at + 1 + MAX_VALUE);
    while (i < stop) {
      const c = text[i];
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === q) return { start: at + 1, end: i, quote: q };
      if (c === '\n') return undefined;
      i++;
    }
    return undefined;
  }
  let i = at;
  const stop = Math.min(text.length, at + MAX_VALUE + 1);
  while (i < stop && !inTable(UNQUOTED_STOP, text.charCodeAt(i))) {
    if (text[i] === '=') {
      // Only trailing base64 padding: an inner `=` is another assignment (`a=b=c`), not a value.
      let j = i;
      while (text[j] === '=') j++;
      if (j < text.length && !inTable(UNQUOTED_STOP, text.charCodeAt(j))) return undefined;
      i = j;
      break;
    }
    i++;
  }
  if (i > at + MAX_VALUE) return undefined;
  let end = i;
  while (end > at && text[end - 1] === '.') end--;
  return end > at ? { start: at, end, quote: '' } : undefined;
}

// The last read, so detectors woken inside the same name (`cloudflare` and `key` in one
// `CLOUDFLARE_API_KEY`) parse it once. Scans are synchronous, so one slot suffices.
let memo: { text: string; from: number; read: AssignmentRead } | undefined;

/** The assignment whose name contains `index`, if the text around it is one. */
export function readAssignment(text: string, index: number): AssignmentRead {
  if (memo !== undefined && memo.text === text && index >= memo.from && index < memo.read.nameEnd) return memo.read;
  const read = parseAssignment(text, index);
  memo = { text, from: index, read };
  return read;
}

function parseAssignment(text: string, index: number): AssignmentRead {
  const nameEnd = runEnd(text, index, NAME, MAX_NAME);
  if (nameEnd - index > MAX_NAME) return { assignment: undefined, nameEnd };
  // The operator first: most keyword hits are prose, and fail here without further work.
  const after = text.charCodeAt(nameEnd);
  const quoteAfter = after === 34 || after === 39; // " '
  let pos = skipBlanks(text, quoteAfter ? nameEnd + 1 : nameEnd);
  let op = readOperator(text, pos, quoteAfter);
  if (op === -1 && (pos === nameEnd || quoteAfter)) return { assignment: undefined, nameEnd };
  const nameStart = runStart(text, index, NAME, MAX_NAME);
  if (index - nameStart > MAX_NAME || isAt(text, nameStart - 1, NAME)) return { assignment: undefined, nameEnd };
  const before = text.charCodeAt(nameStart - 1);
  // A quote around the name alone is JSON-style; a quote that wraps more (`-H "X-Key: v"`) is not.
  const quotedName = quoteAfter && before === after;
  if (quoteAfter && !quotedName) {
    pos = skipBlanks(text, nameEnd);
    op = readOperator(text, pos, false);
  }
  if (op === -1) {
    // `--name value`: a long flag takes the next word as its value.
    if (!(text.startsWith('--', nameStart) && pos > nameEnd && !quotedName)) return { assignment: undefined, nameEnd };
    op = pos;
  }
  const value = readValue(text, skipBlanks(text, op));
  if (value === undefined) return { assignment: undefined, nameEnd };
  return {
    assignment: { nameStart, nameEnd, name: text.slice(nameStart, nameEnd), valueStart: value.start, valueEnd: value.end, value: text.slice(value.start, value.end), quote: value.quote },
    nameEnd,
  };
}

const wordCache = new Map<string, readonly string[]>();

/** Lower-case words of a name (memoised: documents repeat their names). */
export function nameWords(name: string): readonly string[] {
  let words = wordCache.get(name);
  if (words === undefined) {
    if (wordCache.size > 4096) wordCache.clear();
    words = splitName(name);
    wordCache.set(name, words);
  }
  return words;
}

/** `AWS_SECRET_ACCESS_KEY`, `clientSecret`, `APIKey`, `api-key` → their lower-case words. */
function splitName(name: string): string[] {
  const words: string[] = [];
  let word = '';
  const kind = (c: number): number => (c >= 97 && c <= 122 ? 1 : c >= 65 && c <= 90 ? 2 : c >= 48 && c <= 57 ? 3 : 0);
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const k = kind(c);
    const prev = i > 0 ? kind(name.charCodeAt(i - 1)) : 0;
    const next = i + 1 < name.length ? kind(name.charCodeAt(i + 1)) : 0;
    // A word ends at a separator, at a letter/digit switch, before an upper-case letter that follows
    // a lower-case one (`clientSecret`), and before the last capital of an acronym (`APIKey`).
    const boundary = k === 0 || (prev !== 0 && (prev === 3) !== (k === 3)) || (k === 2 && prev === 1) || (k === 2 && prev === 2 && next === 1);
    if (boundary && word !== '') {
      words.push(word);
      word = '';
    }
    if (k !== 0) word += String.fromCharCode(k === 2 ? c + 32 : c);
  }
  if (word !== '') words.push(word);
  return words;
}
