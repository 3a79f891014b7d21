// Override and exclude patterns (docs/rules.md "Severity settings"): the matching picomatch gave
// before the matcher became a state-set automaton (same answers on the documented syntax, compared
// case by case below), plus escapes and the cases picomatch answered otherwise.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import picomatch from 'picomatch';
import { compileGlob } from '../../src/config/glob.js';

const matches = (glob: string, path: string): boolean => compileGlob(glob).test(path);

describe('compileGlob', () => {
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

describe('the same answers as picomatch on the documented syntax', () => {
  const globs = [
    'skills/**',
    '**',
    '**/*.md',
    'skills/**/x.md',
    'a/**/b',
    'a**b',
    'a/**b',
    '**a',
    '*.md',
    'skills/*/SKILL.md',
    's?ills/a/*',
    '{a,b}/{c,{d,e}}',
    'skills/{legacy,old}/**',
    'v[12]/*.md',
    'v[a-c]/[^x]y',
    '*a*a*b',
    'skills/a/**/*.{md,txt}',
  ];
  const paths = [
    'skills',
    'skills/a/SKILL.md',
    'skills/a/b/SKILL.md',
    'skills/x.md',
    'skills/d/e/x.md',
    'x.md',
    'a/b',
    'a/x/y/b',
    'axb',
    'ax/b',
    'a/xb',
    'a/x/b',
    'xa',
    'x/a',
    'b/e',
    'a/c',
    'skills/old/x.md',
    'v2/a.md',
    'v3/a.md',
    'vb/zy',
    'vb/xy',
    'aab',
    'abab',
    'skills/a/r/s.txt',
    'skills/a/.hidden/x.md',
  ];
  it.each(globs)('%s', (glob) => {
    const reference = picomatch.makeRe(glob, { dot: true, windows: false });
    const matcher = compileGlob(glob);
    for (const path of paths) expect([path, matcher.test(path)]).toEqual([path, reference.test(path)]);
  });
});

describe('beyond picomatch', () => {
  it('escapes a special character with a backslash', () => {
    expect(matches('a\\*b', 'a*b')).toBe(true);
    expect(matches('a\\*b', 'axb')).toBe(false);
  });

  it('reads an unclosed bracket or brace as itself', () => {
    expect(matches('a[b', 'a[b')).toBe(true);
    expect(matches('{a,b', '{a,b')).toBe(true);
  });

  it('negates a class with ! as .gitignore does', () => {
    expect(matches('[!a]', 'b')).toBe(true);
    expect(matches('[!a]', 'a')).toBe(false);
  });

  it('matches a backtracking pattern against a long name in one pass', () => {
    const explosive = `${'*a'.repeat(12)}*b`;
    expect(matches(explosive, 'a'.repeat(60))).toBe(false);
    expect(matches(explosive, `${'a'.repeat(60)}b`)).toBe(true);
  });
});

describe('names and `*` before a name, compared as strings', () => {
  // A backslash before every character but `/` and `*` sends the same pattern through the automaton.
  // (Braces are expanded before either sees a pattern, so they stay out of the alphabet.)
  const throughAutomaton = (glob: string): string => [...glob].map((c) => (c === '/' || c === '*' ? c : `\\${c}`)).join('');
  const text = fc.string({ unit: fc.constantFrom('a', 'b', '.', '/', '-', ' ', 'é'), maxLength: 8 });

  it.each([
    ['.DS_Store', '.DS_Store', true],
    ['.DS_Store', 'x/.DS_Store', false],
    ['*.pyc', 'a.pyc', true],
    ['*.pyc', '.pyc', true],
    ['*.pyc', 'dir/a.pyc', false],
    ['*.pyc', 'a.pycx', false],
    ['*', '', true],
    ['*', 'a/b', false],
  ])('%s against %s', (glob, path, expected) => {
    expect(matches(glob, path)).toBe(expected);
    expect(matches(throughAutomaton(glob), path)).toBe(expected);
  });

  it('give the answer of the automaton for every name and path', () => {
    fc.assert(
      fc.property(text, text, fc.boolean(), (name, path, starred) => {
        const glob = starred ? `*${name.replaceAll('/', '')}` : name;
        expect(matches(glob, path)).toBe(matches(throughAutomaton(glob), path));
        expect(matches(glob, `${name}${path}`)).toBe(matches(throughAutomaton(glob), `${name}${path}`));
        expect(matches(glob, `${path}${name}`)).toBe(matches(throughAutomaton(glob), `${path}${name}`));
      }),
      { numRuns: 2000 },
    );
  });
});
