// A skill's `exclude` patterns (DESIGN "Profiles and files"): a pattern with `/` matches the path
// inside the skill, one without also matches any segment (.gitignore's `*.pyc`). The matcher tries a
// slash-free pattern per distinct segment only; it must answer exactly as trying every pattern on the
// whole path and then on every segment does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGlob } from '../../src/config/glob.js';
import { debrisExclude } from '../../src/config/profiles.js';
import { excludeMatcher } from '../../src/load/exclude.js';

/** The plain reading of the rule above: every pattern on the whole path, slash-free ones on every segment. */
function plainExclude(patterns: readonly string[]): (path: string) => boolean {
  const whole = patterns.map(compileGlob);
  const byName = patterns.filter((p) => !p.includes('/')).map(compileGlob);
  return (path) => whole.some((re) => re.test(path)) || path.split('/').some((segment) => byName.some((re) => re.test(segment)));
}

describe('excludeMatcher', () => {
  it('excludes debris by name at any depth and by path', () => {
    const isExcluded = excludeMatcher([...debrisExclude, 'references/drafts/**']);
    expect(isExcluded('scripts/__pycache__/x.cpython-312.pyc')).toBe(true);
    expect(isExcluded('a/b/.DS_Store')).toBe(true);
    expect(isExcluded('tool.pyc')).toBe(true);
    expect(isExcluded('references/drafts/x.md')).toBe(true);
    expect(isExcluded('references/x.md')).toBe(false);
    expect(isExcluded('x/references/drafts/y.md')).toBe(false);
    expect(isExcluded('__pycache__.md')).toBe(false);
  });

  it('answers as every pattern on the whole path and every slash-free one on every segment', () => {
    const piece = fc.constantFrom('a', 'b', '.', '/', '*', '**', '?', '[ab]', '{a,b}', '{a/b,c}', 'x', '\\*');
    const pattern = fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
    const path = fc
      .array(fc.constantFrom('a', 'b', 'x', '.', 'ab', '*', 'a.b'), { minLength: 1, maxLength: 4 })
      .chain((names) => fc.constant(names.join('/')));
    fc.assert(
      fc.property(fc.array(pattern, { maxLength: 4 }), fc.array(path, { minLength: 1, maxLength: 8 }), (patterns, paths) => {
        const fast = excludeMatcher(patterns);
        const plain = plainExclude(patterns);
        // Twice over, so answers from the remembered segments are checked as well as the first ones.
        for (const p of [...paths, ...paths]) expect(fast(p)).toBe(plain(p));
      }),
      { numRuns: 3000 },
    );
  });
});
