// The loader's strict UTF-8 decoding gives exactly what the WHATWG decoder's fatal mode gives (BOM
// kept), on arbitrary bytes and on every kind of invalid sequence: the native validation it uses
// must never accept a byte string TextDecoder refuses, nor decode one differently.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeStrictUtf8 } from '../../src/fs/decode-text.js';

const reference = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
function referenceDecode(bytes: Uint8Array): string | undefined {
  try {
    return reference.decode(bytes);
  } catch {
    return undefined;
  }
}

const cases: [string, number[]][] = [
  ['empty', []],
  ['ASCII with controls and DEL', [0x00, 0x09, 0x0a, 0x41, 0x7f]],
  ['BOM', [0xef, 0xbb, 0xbf, 0x41]],
  ['two-byte', [0xc3, 0xa9]],
  ['three-byte', [0xe2, 0x80, 0x94]],
  ['four-byte, the last code point', [0xf4, 0x8f, 0xbf, 0xbf]],
  ['above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ['overlong NUL', [0xc0, 0x80]],
  ['overlong three-byte', [0xe0, 0x80, 0xaf]],
  ['encoded surrogate', [0xed, 0xa0, 0x80]],
  ['lone continuation', [0x80]],
  ['truncated', [0xe2, 0x80]],
  ['invalid lead', [0xff, 0x41]],
  ['a valid text, then a truncated sequence', [0x41, 0xc3, 0xa9, 0xf0, 0x9f]],
];

describe('decodeStrictUtf8', () => {
  it.each(cases)('%s: as TextDecoder decodes it', (_name, bytes) => {
    const input = new Uint8Array(bytes);
    expect(decodeStrictUtf8(input)).toBe(referenceDecode(input));
  });

  it('is TextDecoder on arbitrary bytes, arbitrary UTF-8 and views into larger buffers', () => {
    const utf8 = fc.string({ unit: 'binary' }).map((s) => new Uint8Array(Buffer.from(s, 'utf8')));
    const mixed = fc.oneof(fc.uint8Array({ maxLength: 64 }), utf8, fc.uint8Array({ min: 0x80, max: 0xff, maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(mixed, { maxLength: 4 }), fc.nat(8), (parts, offset) => {
        const joined = Buffer.concat([Buffer.alloc(offset, 0xff), ...parts]);
        const view = new Uint8Array(joined.buffer, joined.byteOffset + offset, joined.length - offset);
        expect(decodeStrictUtf8(view)).toBe(referenceDecode(view));
      }),
      { numRuns: 3000 },
    );
  });
});
