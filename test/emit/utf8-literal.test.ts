// Escaping straight from UTF-8 bytes (the path `build` and `check` take for file texts) writes exactly
// the literal stringLiteral writes for the decoded text, whatever the text and however it is chunked.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ModuleWriter } from '../../src/emit/module-writer.js';
import { stringLiteral } from '../../src/emit/ascii-string-literal.js';
import { characterBoundary, maxEscapedBytesPerByte, writeEscapedUtf8 } from '../../src/emit/utf8-literal.js';
import { emittedModuleText } from '../../src/emit/module-literals.js';

const escapedFromBytes = (text: string): string => {
  const bytes = new Uint8Array(Buffer.from(text, 'utf8'));
  const out = Buffer.alloc(bytes.length * maxEscapedBytesPerByte);
  return `"${out.toString('latin1', 0, writeEscapedUtf8(bytes, 0, bytes.length, out, 0))}"`;
};

/** Well-formed UTF-16 (what strict UTF-8 decoding yields): every code point, special ones weighted up. */
const wellFormedText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
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
        ' ',
        '~',
        '\u007f',
        '\u0080',
        '\u00e9',
        '\u07ff',
        '\u0800',
        '\u2028',
        '\u2029',
        '\ufeff',
        '\uffff',
        '\u{10000}',
        '\u{1f680}',
        '\u{10ffff}',
        'a',
      ),
      fc
        .integer({ min: 0, max: 0x10ffff })
        .filter((cp) => cp < 0xd800 || cp > 0xdfff)
        .map((cp) => String.fromCodePoint(cp)),
    ),
    { maxLength: 80 },
  )
  .map((parts) => parts.join(''));

/** Prose: runs of plain ASCII of every length around the four-byte fast path, with special characters between. */
const proseLikeText = fc
  .array(
    fc.tuple(
      fc.string({ unit: fc.constantFrom('a', 'Z', '0', ' ', '~', '#'), maxLength: 9 }),
      fc.constantFrom('', '\\', '"', '\n', '\t', '\u0000', '\u007f', '\u00e9', '\u2028', '\u{1f680}'),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.map(([run, special]) => run + special).join(''));

describe('writeEscapedUtf8', () => {
  test.each([
    ['empty', ''],
    ['plain ASCII', 'abc XYZ 019 ~'],
    ['short escapes', '\b\t\n\f\r"\\'],
    ['other controls and DEL', '\u0000\u000b\u001f\u007f'],
    ['two-, three- and four-byte characters', 'caf\u00e9 \u6f22\u5b57 \u{1F680}'],
    ['the edges of each UTF-8 length', '\u0080\u07ff\u0800\uffff\u{10000}\u{10ffff}'],
    ['a byte-order mark, kept as text', '\ufeff---\n'],
    ['line separators', '\u2028\u2029'],
  ])('%s', (_name, text) => {
    expect(escapedFromBytes(text)).toBe(stringLiteral(text));
  });

  test('matches stringLiteral on arbitrary well-formed text', () => {
    fc.assert(
      fc.property(wellFormedText, (text) => {
        expect(escapedFromBytes(text)).toBe(stringLiteral(text));
      }),
      { numRuns: 3000 },
    );
  });

  test('matches stringLiteral on prose, whatever the length of the plain runs between special characters', () => {
    fc.assert(
      fc.property(proseLikeText, (text) => {
        expect(escapedFromBytes(text)).toBe(stringLiteral(text));
      }),
      { numRuns: 3000 },
    );
  });

  test('chunks cut at character boundaries give the same bytes as one pass', () => {
    fc.assert(
      fc.property(fc.oneof(wellFormedText, proseLikeText), fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const bytes = new Uint8Array(Buffer.from(text, 'utf8'));
        const out = Buffer.alloc(bytes.length * maxEscapedBytesPerByte);
        let at = 0;
        let from = 0;
        for (const cut of [...cuts.map((c) => (bytes.length === 0 ? 0 : c % bytes.length)).sort((a, b) => a - b), bytes.length]) {
          const to = characterBoundary(bytes, Math.max(from, cut));
          at = writeEscapedUtf8(bytes, from, to, out, at);
          from = to;
        }
        expect(`"${out.toString('latin1', 0, at)}"`).toBe(stringLiteral(text));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('ModuleWriter', () => {
  test('scannedUtf8Literal writes what literal(text, true) writes, across many chunks, and records the same span', () => {
    // Larger than one escape chunk, with multi-byte characters on the chunk edges.
    const text = `${'x'.repeat(65535)}\u00e9${'"\n'.repeat(40000)}\u{1f680}${'\u6f22'.repeat(30000)}`;
    const fromText = new ModuleWriter(16).code('const a = ').literal(text, true).code(';\n');
    const fromBytes = new ModuleWriter(16)
      .code('const a = ')
      .scannedUtf8Literal(new Uint8Array(Buffer.from(text, 'utf8')))
      .code(';\n');
    expect(fromBytes.toBytes().equals(fromText.toBytes())).toBe(true);
    expect(fromBytes.toString()).toBe(fromText.toString());
    expect(fromBytes.literals).toEqual(fromText.literals);
    expect(fromBytes.literals[0]?.value).toBeUndefined();
  });

  test('literal offsets count UTF-16 code units of the text, also after non-ASCII code', () => {
    const written = new ModuleWriter()
      .code('// caf\u00e9 \u{1f680}\n')
      .literal('a\u00e9')
      .code(' + ')
      .scannedUtf8Literal(new Uint8Array(Buffer.from('\u6f22', 'utf8')));
    const source = written.toString();
    expect(Buffer.from(source, 'utf8').equals(written.toBytes())).toBe(true);
    expect(written.literals.map(({ start, end }) => JSON.parse(source.slice(start, end)) as string)).toEqual(['a\u00e9', '\u6f22']);
  });

  test('the split it builds while writing is the one emittedModuleText reads back from the text', () => {
    const piece = fc.oneof(
      fc.record({ kind: fc.constant('code' as const), text: fc.string({ maxLength: 12 }).map((t) => t.replace(/["'`\/\\]/g, '_')) }),
      fc.record({
        kind: fc.constant('literal' as const),
        text: fc.oneof(wellFormedText, fc.string({ minLength: 60, maxLength: 200 })),
        scanned: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('utf8' as const), text: fc.oneof(wellFormedText, fc.string({ minLength: 60, maxLength: 200 })) }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const written = new ModuleWriter(16);
        for (const p of pieces) {
          if (p.kind === 'code') written.code(p.text);
          else if (p.kind === 'literal') written.literal(p.text, p.scanned);
          else written.scannedUtf8Literal(new Uint8Array(Buffer.from(p.text, 'utf8')));
        }
        const source = written.toString();
        const expected = emittedModuleText(source, written.literals);
        const actual = written.moduleText();
        expect(actual.code).toBe(expected?.code);
        for (let offset = 0; offset <= actual.code.length; offset++)
          expect(actual.sourceOffset(offset)).toBe(expected?.sourceOffset(offset));
        expect(actual.literals.map((l) => l.text)).toEqual(expected?.literals.map((l) => l.text));
        expect(actual.literals.map((l) => [...l.offsets])).toEqual(expected?.literals.map((l) => [...l.offsets]));
      }),
      { numRuns: 500 },
    );
  });
});
