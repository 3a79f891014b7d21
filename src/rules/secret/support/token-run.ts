// The common shape of a prefixed token: it starts at a trigger that no token character precedes and
// runs over its alphabet up to a bound. A trigger inside a run is rejected by its left neighbour
// in O(1), so each character is read a bounded number of times.
import { type CharTable, isAt, runEnd } from '../engine/chars.js';

/**
 * End of the run of `table` characters starting at `index`, or -1 when the character before
 * `index` is in `boundary` (the token would start mid-word) or the run is longer than `limit`.
 */
export function tokenRun(text: string, index: number, table: CharTable, boundary: CharTable, limit: number): number {
  if (isAt(text, index - 1, boundary)) return -1;
  const end = runEnd(text, index, table, limit);
  return end > index + limit ? -1 : end;
}

/** Trims trailing characters that end a sentence or a list rather than a token (`.`, `-`). */
export function trimTrailing(text: string, start: number, end: number, chars: string): number {
  let e = end;
  while (e > start && chars.includes(text[e - 1] ?? '')) e--;
  return e;
}
