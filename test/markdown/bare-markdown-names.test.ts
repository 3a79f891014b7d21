// The bare-name finder against the regular expression it replaces (kept here as the oracle): the
// same names at the same offsets on generated text dense in name, path and URL characters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bareMarkdownNames } from '../../src/references/extract/bare-markdown-names.js';

const oracle = /(?<![A-Za-z0-9_.~/\\:%@-])[A-Za-z0-9_][A-Za-z0-9_.-]*\.md(?![A-Za-z0-9_/~%@-]|\.[A-Za-z0-9])/gi;
const byOracle = (text: string) => [...text.matchAll(oracle)].map((m) => ({ name: m[0], offset: m.index }));

const pieces = [
  '.md',
  '.MD',
  '.Md',
  'md',
  'a',
  'Z',
  '9',
  '_',
  '.',
  '-',
  '~',
  '/',
  '\\',
  ':',
  '%',
  '@',
  ' ',
  '\n',
  '`',
  '(',
  ')',
  'x.md',
  'SKILL',
  '.mdx',
  '.md.',
  'é',
];
const skillText = fc.array(fc.constantFrom(...pieces), { maxLength: 80 }).map((parts) => parts.join(''));

describe('bare Markdown names', () => {
  it('are those the regular expression finds, on generated text', () => {
    fc.assert(
      fc.property(skillText, (text) => {
        expect(bareMarkdownNames(text)).toEqual(byOracle(text));
      }),
      { numRuns: 3000, seed: 20261203 },
    );
  });

  it('named cases: a name starts its run, URLs and paths are not names, chained suffixes take the longest', () => {
    const cases = [
      'See REFERENCE.md and forms.md.',
      'https://x.io/a.md and ./docs/b.md and C:\\c.md and ~/d.md and user@e.md',
      'a.md.md, x.md5, y.md/z, notes.mdx, v1.2-final.md',
      '-x.md .y.md _z.md',
      '',
      '.md',
    ];
    for (const text of cases) expect(bareMarkdownNames(text), text).toEqual(byOracle(text));
    expect(bareMarkdownNames('See REFERENCE.md and forms.md.').map((n) => n.name)).toEqual(['REFERENCE.md', 'forms.md']);
  });
});
