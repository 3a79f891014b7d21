// The Markdown scanner agrees with a real CommonMark parser (markdown-it) on generated Markdown: the
// same links (wrapped, nested, escaped, by reference), the same code blocks (fenced and indented,
// lazy continuation lines, list items, block quotes) and the same code spans.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { oracleFacts, referenceFacts, scannerFacts } from './support/commonmark-oracle.js';

const prefixes = [
  '',
  '',
  '',
  '  ',
  '   ',
  '    ',
  '     ',
  '\t',
  '> ',
  '>',
  '> > ',
  '- ',
  '* ',
  '+ ',
  '1. ',
  '2) ',
  '10. ',
  '123456789) ',
  '1234567890. ',
  '1.',
  '7',
  '  - ',
  '    - ',
  '> - ',
  '-    ',
];
const tokens = [
  'see',
  'the',
  ' ',
  ' ',
  ' ',
  '[',
  '[',
  ']',
  ']',
  '(',
  ')',
  '](',
  '](a.md)',
  '](../../x.md',
  '[t](',
  '![i](p.png)',
  '<',
  '>',
  '`',
  '`',
  '``',
  '```',
  '````',
  '~~~',
  'md',
  'json',
  '!',
  '\\',
  '\\[',
  '\\]',
  '\\`',
  '&amp;',
  '&#40;',
  '&lt;',
  'file:///etc/p',
  '<file:///q>',
  '<https://e.x/a>',
  ':',
  ' "t"',
  " 't'",
  '(t)',
  '#',
  '# ',
  '---',
  '===',
  '***',
  '<!--',
  '-->',
  '<div>',
  '</div>',
  '<span>',
  'scripts/x.py',
  '{baseDir}/r.md',
  '[r]',
  '[r]:',
  '[R]: r.md',
  '[]',
  'a b',
  '*',
  '_',
  '|',
];
const line = fc
  .tuple(fc.constantFrom(...prefixes), fc.array(fc.constantFrom(...tokens), { maxLength: 8 }))
  .map(([prefix, parts]) => prefix + parts.join(''));
const documentText = fc
  .array(fc.oneof({ weight: 4, arbitrary: line }, { weight: 1, arbitrary: fc.constant('') }), { maxLength: 14 })
  .map((lines) => lines.join('\n'));

describe('the scanner reads Markdown as CommonMark does', () => {
  test('links, code blocks and code spans agree with markdown-it on generated Markdown', () => {
    fc.assert(
      fc.property(documentText, (text) => {
        const scanner = scannerFacts(text);
        const oracle = oracleFacts(text);
        // Where markdown-it departs from the spec (a lazy line after a list item, nested quote or
        // definition read as code), the reference implementation decides.
        const reference = JSON.stringify(scanner) === JSON.stringify(oracle) ? oracle : referenceFacts(text);
        for (const fact of ['links', 'codeBlocks', 'codeSpans'] as const) {
          if (JSON.stringify(scanner[fact]) !== JSON.stringify(oracle[fact]))
            expect({ [fact]: scanner[fact] }).toEqual({ [fact]: reference[fact] });
        }
      }),
      // A fixed seed keeps the suite deterministic: commonmark.js itself breaks "the first definition
      // wins" (CommonMark §4.7) when a definition sits on a possible setext underline, and the rare
      // generated text that hits it (about 2 in 6,000,000) is a named case in commonmark-cases.test.ts.
      // SKILLPACK_FC_SEED explores other seeds locally.
      { numRuns: 2500, seed: Number(process.env.SKILLPACK_FC_SEED ?? 20261203) },
    );
  });
});
