// A string literal escaped straight from UTF-8 bytes into a byte buffer: exactly what stringLiteral
// writes for the decoded text, without decoding it or building strings (`build` escapes 32 MiB;
// `check` verifies the same form in place: verify-escaped.ts).
// The bytes must be valid UTF-8 (the loader's strict decoding proved it): no lone surrogates, no
// overlong forms, nothing above U+10FFFF.

/** 0: copied as is; 1: a two-character escape (`\n`); 2: `\u00XX`; 3: the lead byte of a multi-byte character. */
const byteClass = new Uint8Array(256);
/** The character after the backslash of a two-character escape. */
const shortEscape = new Uint8Array(256);
for (let b = 0; b < 0x20; b++) byteClass[b] = 2;
byteClass[0x7f] = 2;
for (const [b, c] of [
  [0x08, 'b'],
  [0x09, 't'],
  [0x0a, 'n'],
  [0x0c, 'f'],
  [0x0d, 'r'],
  [0x22, '"'],
  [0x5c, '\\'],
] as const) {
  byteClass[b] = 1;
  shortEscape[b] = c.charCodeAt(0);
}
for (let b = 0x80; b < 0x100; b++) byteClass[b] = 3;
const hexDigit = new Uint8Array([...'0123456789abcdef'].map((c) => c.charCodeAt(0)));

/** The most bytes one input byte can become: a control byte is `\u00XX`. */
export const maxEscapedBytesPerByte = 6;

function writeUnitEscape(out: Uint8Array, at: number, unit: number): void {
  out[at] = 0x5c;
  out[at + 1] = 0x75;
  out[at + 2] = hexDigit[unit >>> 12] as number;
  out[at + 3] = hexDigit[(unit >>> 8) & 15] as number;
  out[at + 4] = hexDigit[(unit >>> 4) & 15] as number;
  out[at + 5] = hexDigit[unit & 15] as number;
}

/**
 * Writes the escaped form of `bytes[from, to)` (no quotes) at `out[at]` and returns the offset after
 * it. `from` and `to` must fall on character boundaries; `out` must have room for
 * `(to - from) * maxEscapedBytesPerByte` bytes from `at`.
 */
export function writeEscapedUtf8(bytes: Uint8Array, from: number, to: number, out: Uint8Array, at: number): number {
  let p = at;
  let i = from;
  const lastWord = to - 4;
  while (i < to) {
    // Four plain bytes in a row are the common case: one test for all four halves the cost of prose.
    if (i <= lastWord) {
      const b0 = bytes[i] as number;
      const b1 = bytes[i + 1] as number;
      const b2 = bytes[i + 2] as number;
      const b3 = bytes[i + 3] as number;
      if (((byteClass[b0] as number) | (byteClass[b1] as number) | (byteClass[b2] as number) | (byteClass[b3] as number)) === 0) {
        out[p] = b0;
        out[p + 1] = b1;
        out[p + 2] = b2;
        out[p + 3] = b3;
        p += 4;
        i += 4;
        continue;
      }
    }
    const b = bytes[i] as number;
    const kind = byteClass[b];
    // Most bytes are copied: that path is first and ends the iteration.
    if (kind === 0) {
      out[p++] = b;
      i++;
      continue;
    }
    if (kind === 1) {
      out[p] = 0x5c;
      out[p + 1] = shortEscape[b] as number;
      p += 2;
      i++;
      continue;
    }
    if (kind === 2) {
      writeUnitEscape(out, p, b);
      p += 6;
      i++;
      continue;
    }
    let codePoint: number;
    if (b < 0xe0) {
      codePoint = ((b & 0x1f) << 6) | ((bytes[i + 1] as number) & 0x3f);
      i += 2;
    } else if (b < 0xf0) {
      codePoint = ((b & 0x0f) << 12) | (((bytes[i + 1] as number) & 0x3f) << 6) | ((bytes[i + 2] as number) & 0x3f);
      i += 3;
    } else {
      codePoint =
        ((b & 0x07) << 18) |
        (((bytes[i + 1] as number) & 0x3f) << 12) |
        (((bytes[i + 2] as number) & 0x3f) << 6) |
        ((bytes[i + 3] as number) & 0x3f);
      i += 4;
    }
    if (codePoint < 0x10000) {
      writeUnitEscape(out, p, codePoint);
      p += 6;
    } else {
      // Above the BMP: the surrogate pair, as UTF-16 (and stringLiteral) holds it.
      const offset = codePoint - 0x10000;
      writeUnitEscape(out, p, 0xd800 | (offset >>> 10));
      writeUnitEscape(out, p + 6, 0xdc00 | (offset & 0x3ff));
      p += 12;
    }
  }
  return p;
}

/** The first character boundary at or after `offset` (continuation bytes are 10xxxxxx). */
export function characterBoundary(bytes: Uint8Array, offset: number): number {
  let at = offset;
  while (at < bytes.length && ((bytes[at] as number) & 0xc0) === 0x80) at++;
  return at;
}
