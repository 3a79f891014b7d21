// The loader's join of a base directory and a path inside it: the same string as node:path's join
// for every base and path, with the normalising pass skipped only when it would change nothing.
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { joinUnder } from '../../src/fs/node-tree.js';

describe('joinUnder', () => {
  it.each([
    ['/repo', 'skills/a/SKILL.md'],
    ['/repo', '../outside'],
    ['/repo', 'a/./b'],
    ['/repo', 'a//b'],
    ['/repo', 'a/'],
    ['/repo', '/abs'],
    ['/repo/', 'a'],
    ['/repo/../x', 'a'],
    ['/', 'a'],
    ['relative', 'a'],
    ['.', 'a'],
    ['/repo', '.hidden/..x/...'],
  ])('%s + %s', (base, path) => {
    expect(joinUnder(base)(path)).toBe(join(base, path));
  });

  it('gives join for any base and path', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '.', '/', '\\', ' '), maxLength: 10 });
    fc.assert(
      fc.property(text, text, (base, path) => {
        expect(joinUnder(base)(path)).toBe(join(base, path));
        expect(joinUnder(`/${base}`)(path)).toBe(join(`/${base}`, path));
      }),
      { numRuns: 3000 },
    );
  });
});
