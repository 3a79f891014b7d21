// Hidden-instruction helpers: the invisible-run scanner on a huge run, and the suppression-directive matcher (the rules' tables are in test/rules/hidden/).
import { describe, expect, test } from 'vitest';
import { findInvisibleRuns } from '../../src/load/frontmatter/characters.js';
import { isSuppressionDirective } from '../../src/rules/hidden/html-comment.js';

describe('invisible runs', () => {
  test('a megabyte of zero-width characters is one run (speed: bench/)', () => {
    const runs = findInvisibleRuns(`a${'\u200B'.repeat(1_000_000)}b`);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.length).toBe(1_000_000);
  });
});

describe('the suppression directive', () => {
  test('the directive matcher', () => {
    expect(isSuppressionDirective('<!-- skillpack-allow secret/aws-access-key reason="AWS docs example" -->')).toBe(true);
    expect(isSuppressionDirective('<!--skillpack-allow secret/a reason="b"-->')).toBe(true);
    expect(isSuppressionDirective('<!-- skillpack-allow secret/A reason="b" -->')).toBe(false);
    expect(isSuppressionDirective('<!-- skillpack-allow secret/a reason="b" --> tail')).toBe(false);
  });
});
