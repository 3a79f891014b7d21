// Reads a `name = value` assignment around a keyword hit, in the notations skills show: shell and
// .env (`NAME=value`, `export NAME="value"`), YAML (`name: value`), JSON (`"name": "value"`),
// TOML/INI/Python (`name = 'value'`), Go (`:=`), Ruby/PHP (`=>`), query strings (`?name=value&`)
// and long CLI flags (`--name value`, `--name=value`). Every step is bounded.
import { charTable, isAt, runEnd, runStart } from '../engine/chars.js';

const NAME = charTable('A-Za-z0-9', '_.-');
const MAX_NAME = 80;
const MAX_VALUE = 512;
const UNQUOTED_STOP = ' \t\r\n"\'`,;<>|)]}&';

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
  while (i < stop && !UNQUOTED_STOP.includes(text[i] ?? ' ')) {
    if (text[i] === '=') {
      // Only trailing base64 padding: an inner `=` is another assignment (`a=b=c`), not a value.
      let j = i;
      while (text[j] === '=') j++;
      if (j < text.length && !UNQUOTED_STOP.includes(text[j] ?? ' ')) return undefined;
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

/** The assignment whose name contains `index`, if the text around it is one. */
export function readAssignment(text: string, index: number): AssignmentRead {
  const nameStart = runStart(text, index, NAME, MAX_NAME);
  const nameEnd = runEnd(text, index, NAME, MAX_NAME);
  const none = { assignment: undefined, nameEnd };
  if (index - nameStart > MAX_NAME || nameEnd - index > MAX_NAME) return none;
  if (isAt(text, nameStart - 1, NAME)) return none;
  const name = text.slice(nameStart, nameEnd);
  const before = text[nameStart - 1];
  // A quote around the name alone is JSON-style; a quote that wraps more (`-H "X-Key: v"`) is not.
  const quotedName = (before === '"' || before === "'") && text[nameEnd] === before;
  let pos = quotedName ? nameEnd + 1 : nameEnd;
  pos = skipBlanks(text, pos);
  let after = readOperator(text, pos, quotedName);
  if (after === -1) {
    // `--name value`: a long flag takes the next word as its value.
    if (!(name.startsWith('--') && pos > nameEnd && !quotedName)) return none;
    after = pos;
  }
  const valueAt = skipBlanks(text, after);
  const value = readValue(text, valueAt);
  if (value === undefined) return none;
  return {
    assignment: { nameStart, nameEnd, name, valueStart: value.start, valueEnd: value.end, value: text.slice(value.start, value.end), quote: value.quote },
    nameEnd,
  };
}

/** Lower-case words of a name: `AWS_SECRET_ACCESS_KEY`, `clientSecret`, `api-key` → words. */
export function nameWords(name: string): string[] {
  const words: string[] = [];
  for (const part of name.split(/[^A-Za-z0-9]+/)) {
    for (const m of part.matchAll(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g)) words.push(m[0].toLowerCase());
  }
  return words;
}
