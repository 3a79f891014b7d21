// Stdio framing: complete lines in order however the bytes are chunked, CRLF tolerated, multi-byte
// characters split across chunks reassembled, and an over-long line dropped on its own (its head
// kept) while the lines around it survive.
import { describe, expect, it } from 'vitest';
import { createLineSplitter, type SplitLine } from '../../src/server/line-splitter.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const line = (text: string): SplitLine => ({ kind: 'line', text });

function split(chunks: readonly (string | Uint8Array)[], max = 64): SplitLine[] {
  const splitter = createLineSplitter(max);
  return chunks.flatMap((chunk) => splitter.push(typeof chunk === 'string' ? bytes(chunk) : chunk));
}

describe('createLineSplitter', () => {
  it.each<[string, (string | Uint8Array)[], SplitLine[]]>([
    ['one line', ['{"a":1}\n'], [line('{"a":1}')]],
    ['no newline yet', ['{"a":1}'], []],
    ['two lines in one chunk', ['a\nb\n'], [line('a'), line('b')]],
    ['a line across chunks', ['ab', 'cd', 'e\nf'], [line('abcde')]],
    ['CRLF', ['a\r\nb\r\n'], [line('a'), line('b')]],
    ['only the final CR goes', ['a\r\r\n'], [line('a\r')]],
    ['blank lines are lines', ['\n\n'], [line(''), line('')]],
    ['a multi-byte character split across chunks', [bytes('é€😀').subarray(0, 3), bytes('é€😀').subarray(3), '\n'], [line('é€😀')]],
    ['exactly the bound', [`${'x'.repeat(64)}\n`], [line('x'.repeat(64))]],
  ])('%s', (_, chunks, expected) => {
    expect(split(chunks)).toEqual(expected);
  });

  it('feeds byte by byte', () => {
    const splitter = createLineSplitter(64);
    const out = [...bytes('{"id":1}\n{"id":2}\n')].flatMap((byte) => splitter.push(Uint8Array.of(byte)));
    expect(out).toEqual([line('{"id":1}'), line('{"id":2}')]);
  });

  it.each([
    ['in one chunk', [`before\n{"id":7,${'x'.repeat(100)}}\nafter\n`]],
    ['across chunks', ['before\n{"id":7,', 'x'.repeat(50), 'x'.repeat(50), '}\nafter\n']],
  ])('drops a line over the bound on its own, keeping its head (%s)', (_, chunks) => {
    const out = split(chunks);
    expect(out).toHaveLength(3);
    expect(out[0]).toEqual(line('before'));
    expect(out[1]?.kind).toBe('too-long');
    expect(out[1]?.kind === 'too-long' && out[1].head.startsWith('{"id":7,')).toBe(true);
    expect(out[2]).toEqual(line('after'));
  });

  it('keeps at most 1 KiB of an over-long line and stays linear on a huge one', () => {
    const splitter = createLineSplitter(1024 * 1024);
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    for (let i = 0; i < 256; i += 1) expect(splitter.push(chunk)).toEqual([]);
    const [tooLong, next] = [...splitter.push(bytes('\n')), ...splitter.push(bytes('ok\n'))];
    expect(tooLong).toEqual({ kind: 'too-long', head: 'a'.repeat(1024) });
    expect(next).toEqual(line('ok'));
  });

  it('reset forgets a partial line', () => {
    const splitter = createLineSplitter(64);
    splitter.push(bytes('partial'));
    splitter.reset();
    expect(splitter.push(bytes('fresh\n'))).toEqual([line('fresh')]);
  });
});
