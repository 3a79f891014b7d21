// The fast reference extraction and resolution give exactly what the plain-regex reference
// implementation (support/reference-oracle.ts) gives: the same references (target, offset, kind,
// order), the same line view for hidden-html-comment, the same resolutions and file indexes, on a
// table of tricky inputs and on generated ones.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { LoadedSkill } from '../../src/load/model.js';
import { markdownLines } from '../../src/load/markdown/markdown-lines.js';
import { extractReferences, indexFiles, resolveReference, skillFileIndex } from '../../src/load/markdown/references.js';
import {
  oracleExtractReferences,
  oracleIndexFiles,
  oracleIsHiddenPath,
  oracleMarkdownLines,
  oracleResolveReference,
} from './support/reference-oracle.js';

const long = (length: number): string => 'a'.repeat(length);

/** Inputs where a shortcut could go wrong: [label, text]. */
const tricky: [string, string][] = [
  ['empty', ''],
  ['only a newline', '\n'],
  ['references/ at text start', 'references/a.md and scripts/b.sh'],
  ['assets/ at offset 0 with nothing after', 'assets/'],
  ['./ prefix', 'Run ./scripts/x.sh or ./scripts/gone.sh.'],
  ['./ at text start', './references/a.md'],
  ['../ before a directory word', 'See ../scripts/x and .scripts/y and a./scripts/z'],
  ['a/scripts/x (lookbehind)', 'a/scripts/x b-scripts/x c_scripts/x d+scripts/x e@assets/x f%assets/y g:references/z'],
  ['path token continues through other directory words', 'references/a/scripts/b/assets/c.md'],
  ['token capped at 1000 characters, then +scripts/x', `scripts/${long(999)}+scripts/x.sh`],
  ['token capped at 1000 characters, then ./scripts/x', `scripts/${long(998)}+./scripts/x.sh`],
  ['token capped at 1000 characters ending in a dot', `scripts/${long(999)}../scripts/x.sh`],
  ['token capped at 1000 characters, then a letter', `scripts/${long(1000)}scripts/x.sh`],
  ['patterns and placeholders', 'scripts/*.py references/<topic>.md assets/{name}.json scripts/[x] scripts/$X'],
  ['bare directories', 'Keep detail in references/. Or ./scripts/ or assets'],
  ['trailing punctuation', 'Run scripts/run.sh. Then scripts/a.sh, scripts/b.sh; scripts/c?! references/'],
  ['words ending in s/ that are not directories', 'docs/x items/y thescripts/z assetss/w'],
  ['file: URLs in every case', 'FILE:///x File:/y file:C:/z fIlE:\\w xfile:/no .file:/no the file: prose'],
  ['file: at text start and after a capped URL', `file:///a${'b'.repeat(1999)}file:/c file:/d`],
  ['file: inside a link', '[x](file:///etc/hosts) and <file:///etc/passwd>'],
  ['inline links, images, titles', '[a](b) ![c](d.png) [e](f "t f") [g](<h i>) [j]( k ) [l](m \'n\') [o](p (q))'],
  ['title containing the target', '[a](b "b") [c](dd \'dd\') [x](y (y))'],
  ['target ending in a quote', '[a](b") [c](d\')'],
  ['double bang image', '!![a](b) !![c](d)'],
  ['links inside code spans', 'Write `[x](nowhere.md)` or ``[y](z) ` `` but [w](v.md).'],
  ['nested backtick runs', '```` `a` ``b`` ```` [x](y) `` ` `` [z](w) ``` ``` `[q](r)'],
  ['unmatched backticks', '`[a](b) ``[c](d) ```'],
  ['reference definitions', '[a]: references/a.md\n   [b]: <scripts/b c.sh>\n    [c]: no.md\n[^1]: footnote.md\n[d]:e.md'],
  ['definition and inline link on one line', '[x]: [a](b)\n[y]: <[c](d)>\n'],
  ['definition holding an autolink', '[x]: <http://example.com>\n'],
  ['autolinks', '<http://a.b/c> <mailto:x@y> <file:///z> <a:b> <ab> <1a:b> <[x](y)>'],
  ['autolink inside a link', '[<http://a>](b) [a](<http://c>)'],
  ['fenced block, backticks', 'a\n```sh\n[x](y)\nscripts/a.sh\n```\n[z](w)'],
  ['fenced block, tildes', '~~~\n[x](y)\n```\n[y](z)\n~~~\n[z](w)'],
  ['indented fences', '  ```\n[x](y)\n\t```\n[z](w)\n    ~~~~\n[v](u)\n    ~~~~~ \n[t](s)'],
  ['unclosed fence', 'text\n```\n[x](y)\n[z](w)'],
  ['fence closed only by a long enough run', '````\n```\n[x](y)\n````\n[z](w)'],
  ['fence with text after the closing run', '```\n``` x\n[x](y)\n```\n[z](w)'],
  ['backtick in a backtick fence info string', '```a`b\n[x](y)\n```\n[z](w)'],
  ['tilde fence info string may hold backticks', '~~~a`b\n[x](y)\n~~~\n[z](w)'],
  ['fence marker mid-line', 'a ```\n[x](y)\nb ~~~\n[z](w)'],
  ['fence at text start', '```\n[x](y)\n```\n[z](w)'],
  ['two-character runs are no fence', '``\n[x](y)\n~~\n[z](w)'],
  ['CRLF', '[a](b)\r\n```\r\n[x](y)\r\n```\r\n[c](d)\r\n[e]: f\r\n<http://g>\r\n'],
  ['lone CR', '[a](b)\r[c](d)\r```\r[x](y)'],
  ['CR at text end', '[a](b)\r'],
  ['code span cut by the body offset', '\nz`[a](b)` [c](d)\n `[e]: f`\n'],
  ['fence closing run with CRLF and spaces', '```\r\n[x](y)\r\n  ```  \r\n[z](w)'],
  ['links after fences in one text', '[a](b)\n```\n```\n[c](d)\n~~~\n[e](f)\n~~~\n[g](h)'],
  ['a path token inside a link', '[scripts/x](scripts/y) [a](b) scripts/z'],
  ['a path token in a code span and a fence', '`scripts/a.sh`\n```\nscripts/b.sh\n```'],
  ['non-Latin-1 text', 'Запустите scripts/run.sh — см. [справка](references/справка.md) и <http://пример.рф>'],
  ['brackets everywhere', '[[[]]] [](x) [a]() [a](()) [a](<>) [a] (b) [a]\n(b)'],
  ['links split over lines', '[a\n](b) [c](\nd)'],
  ['long link text', `[${long(1000)}](x) [${long(1001)}](y)`],
  ['long target', `[a](${long(2000)}) [b](${long(2001)})`],
];

function expectSameReferences(text: string, bodyOffset: number): void {
  expect(extractReferences(text, bodyOffset)).toEqual(oracleExtractReferences(text, bodyOffset));
}

function expectSameLines(text: string, from: number): void {
  expect(markdownLines(text, from)).toEqual(oracleMarkdownLines(text, from));
}

/** Body offsets to try on a text: every one for a short text; else the ends, line starts and points inside lines. */
function offsetsOf(text: string): number[] {
  if (text.length <= 400) return Array.from({ length: text.length + 2 }, (_, offset) => offset);
  const offsets = new Set([0, 1, text.length, text.length + 1]);
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) offsets.add(at + 1);
  for (let at = 3; at < text.length; at += 17) offsets.add(at);
  return [...offsets].filter((offset) => offset <= text.length + 1);
}

describe('extractReferences matches the plain-regex implementation', () => {
  test.each(tricky)('%s', (_label, text) => {
    for (const bodyOffset of offsetsOf(text)) expectSameReferences(text, bodyOffset);
  });

  test('the table exercises every kind of reference', () => {
    const kinds = new Set(tricky.flatMap(([, text]) => extractReferences(text).map((ref) => ref.kind)));
    expect([...kinds].sort()).toEqual(['file-url', 'link', 'path']);
  });

  // A few results spelled out, so the comparison is anchored to known behaviour.
  test.each([
    ['./ prefix', './scripts/x.sh', [{ target: './scripts/x.sh', offset: 0, kind: 'path' }]],
    ['lookbehind', 'a/scripts/x +scripts/y', [{ target: 'scripts/y', offset: 13, kind: 'path' }]],
    ['after a capped token', `scripts/${long(999)}+scripts/x`, [
      { target: `scripts/${long(999)}+`, offset: 0, kind: 'path' },
      { target: 'scripts/x', offset: 1008, kind: 'path' },
    ]],
    ['FILE:', 'see FILE:///x', [{ target: 'FILE:///x', offset: 4, kind: 'file-url' }]],
    // The offset is the target's last occurrence in the link, here inside the title.
    ['title holding the target', '[a](b "b")', [{ target: 'b', offset: 7, kind: 'link' }]],
    ['definition before an inline link on its line', '[x]: <[c](d)>', [
      { target: '[c](d)', offset: 6, kind: 'link' },
      { target: 'd', offset: 10, kind: 'link' },
    ]],
    ['link in a code span', '`[x](y)` [z](w)', [{ target: 'w', offset: 13, kind: 'link' }]],
    ['fenced link', '```\n[x](y)\n```\n[z](w)', [{ target: 'w', offset: 19, kind: 'link' }]],
  ] as const)('%s', (_label, text, expected) => {
    expect(extractReferences(text)).toEqual(expected);
  });
});

describe('markdownLines matches the plain-regex implementation', () => {
  test.each(tricky)('%s', (_label, text) => {
    for (const from of offsetsOf(text)) expectSameLines(text, from);
  });
});

// Generated Markdown from the pieces that matter to links, fences, code spans and paths.
const pieces = [
  '[', ']', '(', ')', '<', '>', '`', '``', '```', '~', '~~~', ' ', '   ', '\t', '\n', '\r', '\r\n', '.', '/', './', ':', '!', '"', "'", '#', '*', '{', '$', '%', '+', '-', '^', '\\',
  'a', 'b', 'x.md', 'Я', 'м', 'references/', 'scripts/', 'assets/', 'references', 'file:', 'FILE:///', 'file:C:', 'http:', 'mailto:',
  '[a](b)', '[a]: ', '[^1]: ', '![i](', '](', ' "t"', '<http://x>', '```md\n', '\n```\n', '~~~\n',
];
const markdown = fc.array(fc.constantFrom(...pieces), { maxLength: 80 }).map((parts) => parts.join(''));
const withOffset = markdown.chain((text) => fc.tuple(fc.constant(text), fc.integer({ min: 0, max: text.length + 1 })));

describe('generated Markdown', () => {
  test('extractReferences gives the same references at any body offset', () => {
    fc.assert(
      fc.property(withOffset, ([text, bodyOffset]) => {
        expectSameReferences(text, bodyOffset);
      }),
      { numRuns: 4000 },
    );
  });

  test('markdownLines gives the same lines from any offset', () => {
    fc.assert(
      fc.property(withOffset, ([text, from]) => {
        expectSameLines(text, from);
      }),
      { numRuns: 2000 },
    );
  });

  test('long lines and tokens near the length caps', () => {
    const big = fc.tuple(markdown, fc.integer({ min: 990, max: 1010 }), fc.constantFrom('a', '+', '.', '/', '-'), markdown);
    fc.assert(
      fc.property(big, ([before, length, filler, after]) => {
        expectSameReferences(`${before}scripts/${filler.repeat(length)}${after}`, 0);
        expectSameReferences(`${before}file:/${filler.repeat(length * 2)}${after}`, 0);
        expectSameReferences(`${before}[${'t'.repeat(length)}](x)${after}`, 0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('resolution matches the plain-regex implementation', () => {
  const segment = fc.constantFrom('', '.', '..', 'a', 'A', 'b.md', 'B.md', 'references', 'sub', '.hidden', 'x%20y', 'x%zz', 'a\\b', '?q', '#f');
  const path = fc.array(segment, { maxLength: 5 }).map((parts) => parts.join('/'));
  const target = fc.oneof(
    path,
    fc.constantFrom('', ' ', '#x', 'file:///x', 'FILE:x', 'C:/x', 'c:\\x', 'http://x', 'mailto:a', '//host/x', '\\\\host\\x', '/abs', '\\abs', ' a.md ', '<a>'),
    fc.tuple(fc.constantFrom('', '/', '//', 'x:', '#', '?'), path).map(([prefix, rest]) => prefix + rest),
  );
  const files = fc.array(path, { maxLength: 8 });

  test('resolveReference gives the same resolution', () => {
    fc.assert(
      fc.property(target, path, files, (to, from, paths) => {
        expect(resolveReference(to, from, indexFiles(paths))).toEqual(oracleResolveReference(to, from, oracleIndexFiles(paths)));
      }),
      { numRuns: 4000 },
    );
  });

  test('indexFiles indexes the same files, directories and lower-cased names, in the same order', () => {
    fc.assert(
      fc.property(files, (paths) => {
        const fast = indexFiles(paths);
        const plain = oracleIndexFiles(paths);
        expect([...fast.files]).toEqual([...plain.files]);
        expect([...fast.directories]).toEqual([...plain.directories]);
        expect([...fast.byLowerCase]).toEqual([...plain.byLowerCase]);
      }),
      { numRuns: 2000 },
    );
  });

  test('skillFileIndex keeps read files first and drops hidden entries', () => {
    fc.assert(
      fc.property(files, files, (read, listed) => {
        const skill = {
          files: read.map((p) => ({ path: p })),
          entries: listed.map((p, i) => ({ path: p, kind: i % 3 === 0 ? 'directory' : 'file' })),
        } as unknown as LoadedSkill;
        const expected = oracleIndexFiles([...read, ...listed.filter((p, i) => i % 3 !== 0 && !oracleIsHiddenPath(p))]);
        const index = skillFileIndex(skill);
        expect([...index.files]).toEqual([...expected.files]);
        expect([...index.directories]).toEqual([...expected.directories]);
      }),
      { numRuns: 1000 },
    );
  });
});
