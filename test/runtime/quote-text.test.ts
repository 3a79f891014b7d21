// The one quoting helper for untrusted text in messages (src/runtime/quote-text.ts): what it escapes,
// how it cuts, and that each message writer quotes through it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeValue } from '../../src/config/describe-value.js';
import { describeInput } from '../../src/runtime/describe-input.js';
import { escapeControls, escapeToAscii, isUnsafeForOutput, quoteText } from '../../src/runtime/quote-text.js';
import { excerpt } from '../../src/verify/excerpt.js';

const u = (code: number): string => String.fromCharCode(code);

describe('isUnsafeForOutput', () => {
  it.each([
    ['C0 controls', [0x00, 0x0a, 0x1b, 0x1f]],
    ['DEL and C1 controls', [0x7f, 0x85, 0x9b, 0x9f]],
    ['line and paragraph separators', [0x2028, 0x2029]],
    ['bidi embeddings and overrides', [0x202a, 0x202b, 0x202c, 0x202d, 0x202e]],
    ['bidi isolates', [0x2066, 0x2067, 0x2068, 0x2069]],
    ['direction marks', [0x200e, 0x200f, 0x061c]],
    ['the byte order mark', [0xfeff]],
  ])('%s are unsafe', (_name, units) => {
    for (const unit of units) expect(isUnsafeForOutput(unit), unit.toString(16)).toBe(true);
  });

  it('letters, digits, punctuation and other scripts are not', () => {
    for (const c of 'aZ09 "\\-~äж中😀') expect(isUnsafeForOutput(c.charCodeAt(0)), c).toBe(false);
  });
});

describe('quoteText', () => {
  it.each([
    ['plain text', 'skills/demo', '"skills/demo"'],
    ['quotes and backslashes as in JSON', 'say "hi" \\ bye', '"say \\"hi\\" \\\\ bye"'],
    ['a right-to-left override', `a${u(0x202e)}b`, '"a\\u202eb"'],
    ['a bidi isolate and a mark', `${u(0x2066)}x${u(0x200f)}`, '"\\u2066x\\u200f"'],
    ['a terminal escape and a newline', '\u001b[31m\n', '"\\u001b[31m\\u000a"'],
    ['a lone surrogate', `a${u(0xd800)}b${u(0xdc00)}`, '"a\\ud800b\\udc00"'],
    ['other scripts and emoji, kept', 'ѕkill 😀', '"ѕkill 😀"'],
  ])('%s', (_name, text, quoted) => {
    expect(quoteText(text, { max: 200 })).toBe(quoted);
  });

  it('with `ascii`, escapes every character outside printable ASCII, a pair as its two halves', () => {
    expect(quoteText('ѕkill 😀', { max: 200, ascii: true })).toBe('"\\u0455kill \\ud83d\\ude00"');
  });

  it('cuts after `max` escaped characters, never inside an escape, and says how long the value was', () => {
    expect(quoteText('x'.repeat(10), { max: 10 })).toBe(`"${'x'.repeat(10)}"`);
    expect(quoteText('x'.repeat(11), { max: 10 })).toBe(`"${'x'.repeat(10)}…" (11 characters)`);
    expect(quoteText(`xxxxxxxx${u(0x202e)}`, { max: 10 })).toBe('"xxxxxxxx…" (9 characters)');
  });
});

describe('escapeControls and escapeToAscii', () => {
  it('escapeControls escapes only unsafe characters and lone surrogates, leaving a backslash', () => {
    expect(escapeControls(`a\\b${u(0x202e)}ä😀${u(0xdfff)}`)).toBe('a\\b\\u202eä😀\\udfff');
  });

  it('escapeToAscii escapes everything outside printable ASCII', () => {
    expect(escapeToAscii(`a${u(0x202e)}ä`)).toBe('a\\u202e\\u00e4');
  });
});

describe('every message writer quotes through it', () => {
  const hostile = `x${u(0x202e)}${u(0x2067)}\n"`;
  it.each([
    ['describeValue (config, server settings, CLI)', describeValue(hostile)],
    ['describeInput (runtime requests)', describeInput(hostile)],
    ['excerpt (verify)', excerpt(hostile)],
  ])('%s', (_name, quoted) => {
    expect(quoted).toBe('"x\\u202e\\u2067\\u000a\\""');
  });

  it('and no source file spells its own \\uXXXX escape of characters', () => {
    const writers = [
      'src/config/describe-value.ts',
      'src/runtime/describe-input.ts',
      'src/verify/excerpt.ts',
      'src/diff/render-diff.ts',
      'src/cli/format/index.ts',
    ];
    for (const file of writers) expect(readFileSync(file, 'utf8'), file).not.toMatch(/padStart\(4, '0'\)/);
  });
});
