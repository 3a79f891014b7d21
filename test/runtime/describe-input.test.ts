// Error-message previews of untrusted input: bounded however long or hostile the input, printable
// ASCII only, and still recognisable to the caller who sent it.
import { describe, expect, it } from 'vitest';
import { describeInput } from '../../src/runtime/describe-input.js';

describe('describeInput', () => {
  it.each([
    ['skill://a/SKILL.md', '"skill://a/SKILL.md"'],
    ['', '""'],
    ['say "hi" \\ bye', '"say \\"hi\\" \\\\ bye"'],
    ['a\nb\r\u0000\u001b[31m', '"a\\u000ab\\u000d\\u0000\\u001b[31m"'],
    ['\u202eevil', '"\\u202eevil"'],
    ['ѕkill', '"\\u0455kill"'],
    ['😀', '"\\ud83d\\ude00"'],
    ['\ud800', '"\\ud800"'],
    [42, 'a number'],
    [null, 'null'],
    [[1], 'an array'],
    [{ uri: 'x' }, 'an object'],
    [undefined, 'undefined'],
  ])('%j → %s', (input, expected) => {
    expect(describeInput(input)).toBe(expected);
  });

  it.each([
    ['ASCII', 'g'.repeat(10 * 1024 * 1024)],
    ['escaped characters', '\u00e4'.repeat(5 * 1024 * 1024)],
    ['control characters', '\u0000'.repeat(100_000)],
    ['emoji', '😀'.repeat(1000)],
  ])('bounds a long string of %s and says how long it was', (_, input) => {
    const preview = describeInput(input);
    expect(preview.length).toBeLessThanOrEqual(110);
    expect(preview).toMatch(/^"[\x20-\x7e]*…" \(\d+ characters\)$/);
    expect(preview).toContain(`(${input.length} characters)`);
  });

  it('keeps as much as fits in 80 escaped characters', () => {
    expect(describeInput('x'.repeat(80))).toBe(`"${'x'.repeat(80)}"`);
    expect(describeInput('x'.repeat(81))).toBe(`"${'x'.repeat(80)}…" (81 characters)`);
  });
});
