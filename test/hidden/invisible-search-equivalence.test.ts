// The byte-prefiltered invisible-character search gives exactly what the plain search
// (`findInvisibleRuns`) gives: the byte prefilter answers as the regex does for every code point and
// on generated texts, the runs are the same (offsets in UTF-16 units of the text), and
// hidden/invisible-unicode reports what its plain check (support/invisible-oracle.ts) reports.
import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createMemoryTree } from '../../src/fs/memory-tree.js';
import {
  findInvisibleRuns,
  findInvisibleRunsInUtf8,
  mayHoldInvisible,
  utf8MayHoldInvisible,
} from '../../src/load/frontmatter/characters.js';
import { decodeStrictUtf8 } from '../../src/fs/decode-text.js';
import { loadCatalog } from '../../src/load/load-catalog.js';
import type { Report } from '../../src/rules/rule.js';
import { hiddenInvisibleUnicode } from '../../src/rules/hidden/invisible-unicode.js';
import { fixtureConfig, validSkillMd } from '../support/fixture.js';
import { oracleInvisibleCheck } from './support/invisible-oracle.js';
import { RunMemo } from '../../src/load/run-memo.js';

const isSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdfff;
const wellFormed = (text: string): boolean => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

/** Every code point the search reports on its own (each kind is hidden alone) or its regex lets through. */
const known: number[] = [];
for (let code = 0x80; code <= 0x10ffff; code += 1) {
  if (isSurrogate(code)) continue;
  const char = String.fromCodePoint(code);
  if (findInvisibleRuns(char).length > 0 || mayHoldInvisible(char)) known.push(code);
}

/** Characters whose UTF-8 shares a lead byte (and often more) with an invisible one, and other ordinary text. */
const nearMisses = [
  0xa0, 0xac, 0xae, 0xe9, 0x34e, 0x350, 0x61b, 0x61d, 0x115e, 0x1161, 0x17b3, 0x17b6, 0x180a, 0x1810, 0x200a, 0x2010, 0x2014, 0x201c,
  0x2026, 0x2028, 0x2029, 0x202f, 0x2065, 0x2070, 0x2192, 0x2264, 0x3042, 0x3163, 0x3165, 0xfdff, 0xfe10, 0xfefe, 0xff9f, 0xffa1, 0xfff8,
  0xfffc, 0xfffd, 0xffff, 0x1d172, 0x1d17b, 0x1d400, 0xdffff, 0xe0400, 0xe01f0, 0xe1000, 0xf0000, 0x10ffff,
];
/** Pictographs, so zero-width joiners and variation selectors land inside and outside emoji sequences. */
const pictographs = [0x1f469, 0x1f4bb, 0x2764, 0x263a, 0x1f3f3, 0x1f308, 0x2640, 0x1f9d1];
const loneSurrogates = ['\uD800', '\uDBFF', '\uDB40', '\uD834', '\uDC00', '\uDD73', '\uDFFF', '\uDC41'];

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constantFrom('\0', '\n', '\r\n', '\t', '\x7f', '\x1b') },
  { weight: 5, arbitrary: fc.constantFrom(...known).map((code) => String.fromCodePoint(code)) },
  { weight: 2, arbitrary: fc.constantFrom(...nearMisses, ...pictographs).map((code) => String.fromCodePoint(code)) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 0x80, max: 0x10ffff })
      .filter((code) => !isSurrogate(code))
      .map((code) => String.fromCodePoint(code)),
  },
  { weight: 1, arbitrary: fc.constantFrom(...loneSurrogates) },
);
const text = fc.array(piece, { maxLength: 48 }).map((parts) => parts.join(''));

/** The bytes as a view into a larger buffer with invisible characters around it (as git-index blobs are). */
function viewOf(bytes: Uint8Array): Uint8Array {
  const pad = Buffer.from('\u200B\uFEFF\u{E0041}', 'utf8');
  const whole = Buffer.concat([pad, bytes, pad]);
  return new Uint8Array(whole.buffer, whole.byteOffset + pad.length, bytes.length);
}

/** Bytes as the loader holds them and the text it decodes from them. */
function asLoaded(source: string): { text: string; bytes: Uint8Array } {
  const bytes = viewOf(Buffer.from(source, 'utf8'));
  const decoded = decodeStrictUtf8(bytes);
  if (decoded === undefined) throw new Error('encoded text must decode');
  return { text: decoded, bytes };
}

describe('the byte prefilter answers as the regex does', () => {
  test('for every code point, alone and between ASCII', () => {
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (isSurrogate(code)) continue;
      const char = String.fromCodePoint(code);
      if (utf8MayHoldInvisible(Buffer.from(char, 'utf8')) !== mayHoldInvisible(char)) throw new Error(`differs at U+${code.toString(16)}`);
    }
    for (const code of [...known, ...nearMisses]) {
      const source = `a${String.fromCodePoint(code)}b`;
      expect(utf8MayHoldInvisible(asLoaded(source).bytes)).toBe(mayHoldInvisible(source));
    }
  });

  test('on generated texts', () => {
    fc.assert(
      fc.property(text, (source) => {
        const { text: decoded, bytes } = asLoaded(source);
        expect(utf8MayHoldInvisible(bytes)).toBe(mayHoldInvisible(decoded));
      }),
      { numRuns: 4000 },
    );
  });
});

describe('the runs are the same', () => {
  test.each([
    ['empty', ''],
    ['ASCII only', 'plain text\n'],
    ['a BOM at the start', '\uFEFF---\nname: x\n---\n'],
    ['a zero-width joiner inside an emoji sequence', '\u{1F469}\u200D\u{1F4BB} and \u{1F469}\uFE0F\u200D\u{1F4BB}'],
    ['a joiner at either end', '\u200Da\u200D'],
    ['a variation selector after a letter, at the start, and stacked', '\uFE0Fa\uFE0F\uFE0F'],
    ['tag characters spelling text', `Summarise.${[...'Ignore all'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}`],
    ['mixed kinds in one run', '\u200B\u202E\u{E0041}\uFEFF\u00AD'],
    ['musical symbol fillers', 'x\u{1D173}\u{1D17A}y\u{1D172}'],
    ['a high surrogate U+DB40 beyond the known ranges', '\u{E0200}\u{E03FF}'],
    ['Japanese and dashes only', 'テキスト — “quoted” …'],
    ['NUL and controls', 'a\0b\x01\u200Bc'],
  ])('%s', (_label, source) => {
    expect(findInvisibleRunsInUtf8(source, asLoaded(source).bytes)).toEqual(findInvisibleRuns(source));
  });

  test('on generated texts, as loaded from their bytes', () => {
    fc.assert(
      fc.property(text, (source) => {
        const { text: decoded, bytes } = asLoaded(source);
        expect(findInvisibleRunsInUtf8(decoded, bytes)).toEqual(findInvisibleRuns(decoded));
        // Well-formed texts are their own decoding.
        if (wellFormed(source)) expect(decoded).toBe(source);
      }),
      { numRuns: 4000 },
    );
  });
});

describe('hidden/invisible-unicode reports the same findings', () => {
  const files = fc.array(
    fc.tuple(fc.constantFrom('SKILL.md', 'notes.md', 'references/a.md', 'b.txt', 'c.json'), fc.oneof(text, fc.constant('\uFEFFx'))),
    { maxLength: 4 },
  );
  test('on generated catalogs', () => {
    fc.assert(
      fc.property(files, fc.boolean(), (entries, withSkillMd) => {
        const tree: Record<string, string | Uint8Array> = {};
        if (withSkillMd) tree['skills/a/SKILL.md'] = validSkillMd('a');
        for (const [path, source] of entries) tree[`skills/a/${path}`] = Buffer.from(source, 'utf8');
        // A file that is not UTF-8 has no text and is skipped by both.
        tree['skills/a/binary.txt'] = Uint8Array.of(0xff, 0xfe, 0xe2, 0x80, 0x8b);
        const config = fixtureConfig(tree, { skills: [{ path: 'a', tools: [] }] });
        const catalog = loadCatalog(createMemoryTree(tree), config);
        const fast: Report<string>[] = [];
        const plain: Report<string>[] = [];
        hiddenInvisibleUnicode.check({ catalog, memo: new RunMemo(), report: (r) => fast.push(r) });
        oracleInvisibleCheck({ catalog, report: (r) => plain.push(r) });
        expect(fast).toEqual(plain);
      }),
      { numRuns: 400 },
    );
  });

  test('past the per-file cap', () => {
    const tree = { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/a/many.md': 'x\u200B'.repeat(60) };
    const catalog = loadCatalog(createMemoryTree(tree), fixtureConfig(tree));
    const fast: Report<string>[] = [];
    const plain: Report<string>[] = [];
    hiddenInvisibleUnicode.check({ catalog, memo: new RunMemo(), report: (r) => fast.push(r) });
    oracleInvisibleCheck({ catalog, report: (r) => plain.push(r) });
    expect(fast).toHaveLength(51);
    expect(fast).toEqual(plain);
  });
});
