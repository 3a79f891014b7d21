// body/length: the body stays within the recommended lines and estimated tokens (ceil(UTF-8 bytes / 4)).
import { describe, expect, test } from 'vitest';
import { bodyLength, countLines, estimateTokens } from '../../../src/rules/body/length.js';
import { skillMd } from '../../support/skill-rules-harness.js';
import { ruleTester } from '../../support/rule-tester.js';

const withBody = (body: string): { 'skills/demo/SKILL.md': string } => ({
  'skills/demo/SKILL.md': `${skillMd().slice(0, skillMd().indexOf('---\n# ') + 4)}${body}`,
});
const lines = (n: number): string => Array.from({ length: n }, (_, i) => `Line ${i}.`).join('\n');

describe('counting', () => {
  test('lines, and tokens as ceil(UTF-8 bytes / 4)', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\n')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('€')).toBe(1);
    expect(estimateTokens('😀😀')).toBe(2);
  });
});

ruleTester(bodyLength, {
  valid: [
    { name: '500 lines', tree: withBody(`${lines(500)}\n`) },
    { name: '20000 bytes = 5000 tokens', tree: withBody(`${'x'.repeat(19_999)}\n`) },
  ],
  invalid: [
    {
      name: '501 lines',
      tree: withBody(`${lines(501)}\n`),
      errors: [{ messageId: 'lines', data: { lines: 501, limit: 500, first: 501 }, line: 509, column: 1, severity: 'warning' }],
    },
    {
      name: '20001 bytes = 5001 tokens',
      tree: withBody(`${'x'.repeat(20_000)}\n`),
      errors: [{ messageId: 'tokens', data: { tokens: 5001, bytes: 20_001, limit: 5000 }, line: 9, column: 1, severity: 'warning' }],
    },
    {
      name: 'multi-byte characters count by bytes',
      tree: withBody(`${'€'.repeat(6667)}\n`),
      errors: [{ messageId: 'tokens', data: { tokens: 5001, bytes: 20_002, limit: 5000 }, line: 9, column: 1, severity: 'warning' }],
    },
  ],
});
