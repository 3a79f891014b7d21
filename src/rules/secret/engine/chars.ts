// ASCII character classes as lookup tables, and bounded run scans over them. Every scan in the
// engine walks forward or backward a bounded number of characters, so no input can make a rule slow.

export type CharTable = Uint8Array;

/** A table from ranges written `a-z` (between letters or digits) and single characters, e.g. `charTable('A-Za-z0-9', '_-')`. */
export function charTable(...specs: string[]): CharTable {
  const table = new Uint8Array(128);
  for (const spec of specs) {
    for (let i = 0; i < spec.length; i++) {
      const from = spec.charCodeAt(i);
      // A range only between two letters or digits, so `_-=` lists three characters.
      if (spec[i + 1] === '-' && i + 2 < spec.length && /[A-Za-z0-9]/.test(spec[i] ?? '') && /[A-Za-z0-9]/.test(spec[i + 2] ?? '')) {
        const to = spec.charCodeAt(i + 2);
        for (let c = from; c <= to; c++) table[c] = 1;
        i += 2;
      } else {
        table[from] = 1;
      }
    }
  }
  return table;
}

export const ALNUM = charTable('A-Za-z0-9');
export const WORD = charTable('A-Za-z0-9_');
export const BASE64URL = charTable('A-Za-z0-9', '_-');
export const BASE64 = charTable('A-Za-z0-9', '+/');
export const UPPER_ALNUM = charTable('A-Z0-9');
export const LETTER = charTable('A-Za-z');

export function inTable(table: CharTable, code: number): boolean {
  return code < 128 && table[code] === 1;
}

/** Whether the character at `index` is in the table (false outside the text). */
export function isAt(text: string, index: number, table: CharTable): boolean {
  if (index < 0 || index >= text.length) return false;
  return inTable(table, text.charCodeAt(index));
}

/**
 * End of the run of table characters starting at `from`. Scans at most `limit + 1` characters:
 * a result greater than `from + limit` means "longer than the limit".
 */
export function runEnd(text: string, from: number, table: CharTable, limit: number): number {
  const stop = Math.min(text.length, from + limit + 1);
  let i = from;
  while (i < stop && inTable(table, text.charCodeAt(i))) i++;
  return i;
}

/** Start of the run of table characters that ends just before `to`, scanning back at most `limit + 1`. */
export function runStart(text: string, to: number, table: CharTable, limit: number): number {
  const stop = Math.max(0, to - limit - 1);
  let i = to;
  while (i > stop && inTable(table, text.charCodeAt(i - 1))) i--;
  return i;
}

/** Whether every character of `s` is in the table. */
export function allIn(s: string, table: CharTable): boolean {
  for (let i = 0; i < s.length; i++) if (!inTable(table, s.charCodeAt(i))) return false;
  return true;
}

/**
 * Where the first run of at least `min` table characters starting at or after `from` starts, or
 * Infinity. A window is read from its end: the last character outside the table rules out every
 * window holding it, so most characters of a text without such runs are never read.
 */
function firstRun(text: string, from: number, table: CharTable, min: number): number {
  for (let p = from; p + min <= text.length;) {
    let q = p + min - 1;
    while (q >= p && inTable(table, text.charCodeAt(q))) q--;
    if (q < p) return p;
    p = q + 1;
  }
  return Infinity;
}

/**
 * `at(from)`: where the first run of at least `min` table characters starting at or after `from`
 * starts, or Infinity. The answer is kept, so a reader asking at increasing offsets reads its text
 * once: a flood of names whose values never come costs one pass (docs/benchmarks.md). The loop is
 * a function of its own, so that its optimised code serves every text.
 */
export function runAhead(text: string, table: CharTable, min: number): (from: number) => number {
  let asked = Infinity;
  let found = -1;
  return (from) => {
    if (from < asked || from > found) {
      asked = from;
      found = firstRun(text, from, table, min);
    }
    return found;
  };
}
