// `check`'s in-place proof of a file's literal: verifyEscapedUtf8 accepts exactly the bytes
// writeEscapedUtf8 writes (no more, no fewer, none changed), and the compare sink takes a literal from
// its source UTF-8 as it takes the escaped bytes, across its read-ahead window.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CompareSink } from '../../src/emit/compare-sink.js';
import { bytesAsOpenedFile } from '../../src/emit/generated-files.js';
import { maxEscapedBytesPerByte, writeEscapedUtf8 } from '../../src/emit/utf8-literal.js';
import { verifyEscapedUtf8 } from '../../src/emit/verify-escaped.js';

const escaped = (bytes: Uint8Array): Buffer => {
  const out = Buffer.alloc(bytes.length * maxEscapedBytesPerByte);
  return out.subarray(0, writeEscapedUtf8(bytes, 0, bytes.length, out, 0));
};
const utf8 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'utf8'));

/** Texts of plain runs of every length around the four-byte path, with every kind of escape between. */
const text = fc
  .array(
    fc.tuple(
      fc.string({ unit: fc.constantFrom('a', 'Z', '0', ' ', '~', '!', '#', '[', ']'), maxLength: 9 }),
      fc.constantFrom(
        '',
        '\\',
        '"',
        '\n',
        '\r',
        '\t',
        '\b',
        '\f',
        '\v',
        '\u0000',
        '\u001f',
        '\u007f',
        '\u0080',
        '\u00e9',
        '\u2028',
        '\uffff',
        '\u{1f680}',
      ),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.map(([run, special]) => run + special).join(''));

describe('verifyEscapedUtf8', () => {
  test('accepts the escaped form, at any offset, and tells where it ends', () => {
    fc.assert(
      fc.property(text, fc.nat(7), (t, lead) => {
        const bytes = utf8(t);
        const form = escaped(bytes);
        const out = Buffer.concat([Buffer.alloc(lead, 0x2e), form, Buffer.from('"tail')]);
        expect(verifyEscapedUtf8(bytes, 0, bytes.length, out, lead, out.length)).toBe(lead + form.length);
        expect(verifyEscapedUtf8(bytes, 0, bytes.length, out, lead, lead + form.length)).toBe(lead + form.length);
      }),
    );
  });

  test('refuses the escaped form with any one byte changed, or cut short by its end', () => {
    fc.assert(
      fc.property(
        text.filter((t) => t.length > 0),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (t, at, delta) => {
          const bytes = utf8(t);
          const form = escaped(bytes);
          const changed = Buffer.from(form);
          const i = at % changed.length;
          changed[i] = ((changed[i] as number) + delta) & 0xff;
          expect(verifyEscapedUtf8(bytes, 0, bytes.length, changed, 0, changed.length)).toBe(-1);
          expect(verifyEscapedUtf8(bytes, 0, bytes.length, form, 0, form.length - 1)).toBe(-1);
        },
      ),
    );
  });

  test('copies in fours only the bytes a literal holds as they are', () => {
    // Each byte value at each place of a word of plain bytes: a byte the writer escapes must not
    // pass as itself (the word test is exact for every byte of the word).
    for (let place = 0; place < 4; place++)
      for (let b = 0; b < 0x80; b++) {
        const bytes = new Uint8Array(8).fill(0x61);
        bytes[place] = b;
        const raw = Buffer.from(bytes);
        const plain = b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c;
        expect(verifyEscapedUtf8(bytes, 0, 8, raw, 0, raw.length)).toBe(plain ? 8 : -1);
        expect(verifyEscapedUtf8(bytes, 0, 8, escaped(bytes), 0, escaped(bytes).length)).toBe(escaped(bytes).length);
      }
  });
});

describe('CompareSink.escapedLiteral', () => {
  const literal = (bytes: Uint8Array): Buffer => Buffer.concat([Buffer.from('"'), escaped(bytes), Buffer.from('"')]);
  // Long enough to cross the 1 MiB read-ahead window and the 16 KiB steps several times.
  const big = utf8(`${'plain prose, "quoted" \\ tab\there \u00e9t\u00e9 \u2014 \u{1F680} \u0007 end\r\n'.repeat(60_000)}x`);
  const pieces = [Buffer.from('const a = '), big, Buffer.from(';\nconst b = '), utf8('small\n'), Buffer.from(';\n')];
  const committed = Buffer.concat(pieces.map((p, i) => (i % 2 === 1 ? literal(p) : Buffer.from(p))));

  const feed = (file: Buffer): { same: boolean; lengths: number[] } => {
    const sink = new CompareSink(bytesAsOpenedFile(file));
    const lengths: number[] = [];
    pieces.forEach((p, i) => (i % 2 === 1 ? lengths.push(sink.escapedLiteral(p)) : sink.write(p)));
    return { same: sink.same, lengths };
  };
  const lengths = [literal(big).length, literal(utf8('small\n')).length];

  test('proves the literals the writer would write, and counts them', () => {
    expect(committed.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(feed(committed)).toEqual({ same: true, lengths });
  });

  test('finds one byte changed anywhere, a file cut short or grown, and still counts the literals', () => {
    for (const at of [
      0,
      10,
      11,
      1024 * 1024 - 1,
      1024 * 1024,
      1024 * 1024 + 1,
      committed.length >> 1,
      committed.length - 20,
      committed.length - 1,
    ]) {
      const changed = Buffer.from(committed);
      changed[at] = (changed[at] as number) ^ 0x01;
      expect(feed(changed), `byte ${at}`).toEqual({ same: false, lengths });
    }
    expect(feed(committed.subarray(0, committed.length - 1))).toEqual({ same: false, lengths });
    expect(feed(Buffer.concat([committed, Buffer.from('\n')]))).toEqual({ same: false, lengths });
    expect(feed(committed.subarray(0, 100))).toEqual({ same: false, lengths });
  });
});
