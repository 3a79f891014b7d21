// LineIndex places offsets on 1-based lines and columns, the same whichever lookup comes first.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LineIndex } from '../../src/load/line-index.js';

/** The position of an offset, counted character by character. */
function naivePosition(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text[i] === '\n') {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\r', '\u00e9', '\u{1f680}'), maxLength: 200 });

describe('LineIndex', () => {
  test('places LF, CRLF and the last line', () => {
    const lines = new LineIndex('one\r\ntwo\nthree');
    expect(lines.position(0)).toEqual({ line: 1, column: 1 });
    expect(lines.position(3)).toEqual({ line: 1, column: 4 });
    expect(lines.position(5)).toEqual({ line: 2, column: 1 });
    expect(lines.position(13)).toEqual({ line: 3, column: 5 });
    expect(lines.lineCount).toBe(3);
    expect(lines.lineStart(3)).toBe(9);
  });

  test('every offset matches a character-by-character count, whatever is asked first', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.constantFrom('position', 'lineCount', 'lineStart'), (value, pick, first) => {
        const lines = new LineIndex(value);
        const newlines = value.split('\n').length;
        if (first === 'lineCount') expect(lines.lineCount).toBe(newlines);
        if (first === 'lineStart') expect(lines.lineStart(newlines)).toBe(value.lastIndexOf('\n') + 1);
        const offset = value.length === 0 ? 0 : pick % (value.length + 1);
        expect(lines.position(offset)).toEqual(naivePosition(value, offset));
        expect(lines.lineCount).toBe(newlines);
        for (let at = 0; at <= value.length; at += 1) expect(lines.position(at)).toEqual(naivePosition(value, at));
      }),
      { numRuns: 500 },
    );
  });
});
