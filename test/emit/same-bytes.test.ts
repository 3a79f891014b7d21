// sameBytes: the committed-module comparison `check` makes, fast path and slow path alike.
import { describe, expect, test } from 'vitest';
import { sameBytes } from '../../src/emit/same-bytes.js';

const utf8 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf8'));

describe('sameBytes', () => {
  test.each([
    ['identical ASCII', utf8('const a = "x";\n'), 'const a = "x";\n', true],
    ['one byte edited', utf8('const a = "y";\n'), 'const a = "x";\n', false],
    ['shorter', utf8('const a'), 'const a = "x";\n', false],
    ['longer', utf8('const a = "x";\n\n'), 'const a = "x";\n', false],
    ['identical non-ASCII (a config name in the header)', utf8('// caf\u00e9\n'), '// caf\u00e9\n', true],
    // Same length, ASCII bytes, a source character whose low byte is that byte: latin1 alone would say equal.
    ['U+0141 against its low byte 0x41', utf8('A'), '\u0141', false],
    ['U+00E9 against the lone byte 0xE9 (not UTF-8)', new Uint8Array([0xe9]), '\u00e9', false],
    ['empty', new Uint8Array(0), '', true],
  ])('%s', (_name, bytes, source, same) => {
    expect(sameBytes(bytes, source)).toBe(same);
  });
});
