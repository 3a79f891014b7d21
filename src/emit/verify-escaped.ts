// Checks that bytes already written are the escaped form of a text's UTF-8, without writing the
// escape: `check` proves each file's literal against the committed module in place
// (docs/benchmarks.md), and writeEscapedUtf8 (utf8-literal.ts) stays the one definition of the form.
import { writeEscapedUtf8 } from './utf8-literal.js';

/** Longest escape of one character: a surrogate pair, two `\uXXXX`. */
const longestEscape = 12;
const scratch = Buffer.alloc(longestEscape);

/** The letter after the backslash of a two-character escape (`\\n`), 0 for any other byte. */
function shortEscapeOf(b: number): number {
  switch (b) {
    case 0x0a:
      return 0x6e;
    case 0x09:
      return 0x74;
    case 0x22:
      return 0x22;
    case 0x5c:
      return 0x5c;
    case 0x0d:
      return 0x72;
    case 0x08:
      return 0x62;
    case 0x0c:
      return 0x66;
    default:
      return 0;
  }
}

/**
 * Four bytes that stand for themselves in a literal: printable ASCII but `"` and `\\` (the bytes
 * writeEscapedUtf8 copies). Each test is exact for "any byte of the word" (bit tricks on the
 * little-endian word: below 0x20, above 0x7e, equal to 0x22, equal to 0x5c).
 */
function isPlainWord(w: number): boolean {
  const below = (w - 0x20202020) & ~w;
  const above = (w + 0x01010101) | w;
  const q = w ^ 0x22222222;
  const b = w ^ 0x5c5c5c5c;
  const quote = (q - 0x01010101) & ~q;
  const backslash = (b - 0x01010101) & ~b;
  return ((below | above | quote | backslash) & 0x80808080) === 0;
}

/**
 * Whether `out[at, end)` starts with the escaped form of `bytes[from, to)` (which must fall on
 * character boundaries of valid UTF-8); the offset after it in `out`, or -1 at the first difference.
 */
export function verifyEscapedUtf8(bytes: Uint8Array, from: number, to: number, out: Uint8Array, at: number, end: number): number {
  const source = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const written = new DataView(out.buffer, out.byteOffset, out.length);
  let i = from;
  let p = at;
  const lastWord = to - 4;
  const lastOutWord = end - 4;
  while (i < to) {
    // Runs of plain bytes are the common case: four compared at once.
    if (i <= lastWord && p <= lastOutWord) {
      const w = source.getUint32(i, true);
      if (isPlainWord(w)) {
        if (written.getUint32(p, true) !== w) return -1;
        i += 4;
        p += 4;
        continue;
      }
    }
    const b = bytes[i] as number;
    if (b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c) {
      if (p >= end || out[p] !== b) return -1;
      i++;
      p++;
      continue;
    }
    const short = shortEscapeOf(b);
    if (short !== 0) {
      if (p + 2 > end || out[p] !== 0x5c || out[p + 1] !== short) return -1;
      i++;
      p += 2;
      continue;
    }
    // A `\\uXXXX` escape: written by the one writer into a scratch buffer, then compared.
    const next = b < 0x80 ? i + 1 : b < 0xe0 ? i + 2 : b < 0xf0 ? i + 3 : i + 4;
    const length = writeEscapedUtf8(bytes, i, next, scratch, 0);
    if (p + length > end) return -1;
    for (let k = 0; k < length; k++) if (out[p + k] !== scratch[k]) return -1;
    i = next;
    p += length;
  }
  return p;
}
