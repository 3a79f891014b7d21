// Override patterns (docs/rules.md "Severity settings"): the matching the previous hand-written
// matcher gave, plus the `{a,b}` and `[ab]` forms it silently never matched.
import { describe, expect, it } from 'vitest';
import { globToRegExp } from '../../src/config/glob.js';

const matches = (glob: string, path: string): boolean => globToRegExp(glob).test(path);

describe('globToRegExp', () => {
  it.each([
    ['skills/legacy/**', 'skills/legacy/a/b/c.md', true],
    ['skills/legacy/**', 'skills/other/a.md', false],
    ['**/*.md', 'SKILL.md', true],
    ['**/*.md', 'skills/a/references/x.md', true],
    ['skills/*/SKILL.md', 'skills/a/SKILL.md', true],
    ['skills/*/SKILL.md', 'skills/a/b/SKILL.md', false],
    ['skills/a/?.md', 'skills/a/x.md', true],
    ['skills/a/?.md', 'skills/a/xy.md', false],
    ['skills/a/*', 'skills/a/.env', true],
    ['skills/**', 'skills/a/.hidden/x', true],
    ['skills/a.md', 'skills/aXmd', false],
  ])('%s against %s', (glob, path, expected) => {
    expect(matches(glob, path)).toBe(expected);
  });

  it('matches alternatives and character classes', () => {
    expect(matches('skills/{legacy,old}/**', 'skills/old/x.md')).toBe(true);
    expect(matches('skills/{legacy,old}/**', 'skills/legacy/x.md')).toBe(true);
    expect(matches('skills/{legacy,old}/**', 'skills/new/x.md')).toBe(false);
    expect(matches('skills/v[12]/*.md', 'skills/v2/a.md')).toBe(true);
    expect(matches('skills/v[12]/*.md', 'skills/v3/a.md')).toBe(false);
  });

  it('never treats a backslash as a path separator', () => {
    expect(matches('skills/*/x.md', 'skills/a\\b/x.md')).toBe(true);
  });
});
