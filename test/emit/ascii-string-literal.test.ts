// stringLiteral: the exact literal JSON.stringify gives, with every code unit above U+007E escaped, so
// the module stays pure ASCII and a JSON or JavaScript parser reads back the very same text.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { stringLiteral } from '../../src/emit/ascii-string-literal.js';

/** The definition, written the plain way. */
const expected = (text: string): string =>
  JSON.stringify(text).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Every printable ASCII character but `"` and `\\`: the literal is the text between quotes. */
const printable = Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i))
  .filter((c) => c !== '"' && c !== '\\')
  .join('');

describe('stringLiteral', () => {
  test.each([
    ['printable ASCII but quote and backslash', printable, `"${printable}"`],
    ['empty', '', '""'],
    ['plain', 'abc', '"abc"'],
    ['short escapes', '\b\t\n\f\r"\\', '"\\b\\t\\n\\f\\r\\"\\\\"'],
    ['other controls and DEL', '\u0000\u000b\u001f\u007f', '"\\u0000\\u000b\\u001f\\u007f"'],
    ['backslash before an escape-looking sequence', '\\n', '"\\\\n"'],
    ['line separators', '\u2028\u2029', '"\\u2028\\u2029"'],
    ['astral pair', '\u{1F680}', '"\\ud83d\\ude80"'],
    ['lone surrogates', '\ud800x\udfff', '"\\ud800x\\udfff"'],
    ['Latin-1 and CJK runs', 'caf\u00e9 \u6f22\u5b57', '"caf\\u00e9 \\u6f22\\u5b57"'],
  ])('%s', (_name, text, literal) => {
    expect(stringLiteral(text)).toBe(literal);
    expect(stringLiteral(text)).toBe(expected(text));
    expect(JSON.parse(stringLiteral(text))).toBe(text);
  });

  test('matches the definition on arbitrary UTF-16 text, and is pure ASCII', () => {
    const unit = fc.oneof(
      fc.constantFrom('\\', '"', '\n', '\r', '\t', '\b', '\f', '\u0000', '\u001f', '\u007f', '\u2028', 'a', ' '),
      fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
    );
    fc.assert(
      fc.property(
        fc.array(unit, { maxLength: 64 }).map((units) => units.join('')),
        (text) => {
          const literal = stringLiteral(text);
          expect(literal).toBe(expected(text));
          expect(literal).toMatch(/^[\x20-\x7e]*$/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
