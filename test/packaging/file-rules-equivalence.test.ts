// The byte-level NUL search and the shared file list give exactly what the text search
// (support/packaging-oracle.ts) gives: the same UTF-16 offset for the first NUL on generated texts,
// and the same content/nul-byte findings and file list on generated catalogs with nested skills.
import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createMemoryTree } from '../../src/fs/memory-tree.js';
import { decodeStrictUtf8 } from '../../src/fs/decode-text.js';
import { loadCatalog } from '../../src/load/load-catalog.js';
import type { Report } from '../../src/rules/rule.js';
import { eachReadFile } from '../../src/rules/support/each-file.js';
import { firstNulOffset, contentNulByte } from '../../src/rules/content/nul-byte.js';
import { fixtureConfig, validSkillMd } from '../support/fixture.js';
import { oracleEachReadFile, oracleNulByte } from './support/packaging-oracle.js';
import { RunMemo } from '../../src/load/run-memo.js';

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) },
  { weight: 2, arbitrary: fc.constantFrom('\0', '\0\0', '\n', '\r\n', '\t') },
  { weight: 2, arbitrary: fc.constantFrom('\u00e9', '\u2014', '\u200B', '\uFEFF', '\u3042', '\u{1F469}', '\u{E0041}', '\u0100', '\uFFFD') },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 0x80, max: 0x10ffff })
      .filter((code) => code < 0xd800 || code > 0xdfff)
      .map((code) => String.fromCodePoint(code)),
  },
  { weight: 1, arbitrary: fc.constantFrom('\uD800', '\uDC00', '\uDB40') },
);
const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));

/** The bytes as a view into a larger buffer with NULs around it (as git-index blobs are). */
function viewOf(bytes: Uint8Array): Uint8Array {
  const whole = Buffer.concat([Buffer.from([0, 0]), bytes, Buffer.from([0])]);
  return new Uint8Array(whole.buffer, whole.byteOffset + 2, bytes.length);
}

describe('firstNulOffset', () => {
  test.each([
    ['empty', ''],
    ['no NUL', 'abc\u00e9'],
    ['NUL first', '\0abc'],
    ['NUL last', 'abc\0'],
    ['NUL after non-ASCII', '\u00e9\u{1F469}\u3042\0x\0'],
  ])('%s', (_label, source) => {
    expect(firstNulOffset(source, viewOf(Buffer.from(source, 'utf8')))).toBe(source.indexOf('\0'));
  });

  test('on generated texts, as loaded from their bytes', () => {
    fc.assert(
      fc.property(text, (source) => {
        const bytes = viewOf(Buffer.from(source, 'utf8'));
        const decoded = decodeStrictUtf8(bytes);
        if (decoded === undefined) throw new Error('encoded text must decode');
        expect(firstNulOffset(decoded, bytes)).toBe(decoded.indexOf('\0'));
      }),
      { numRuns: 4000 },
    );
  });
});

describe('content/nul-byte and the shared file list', () => {
  const content = fc.oneof(
    { weight: 4, arbitrary: text.map((source) => Buffer.from(source, 'utf8')) },
    // Not UTF-8: no text, so no NUL finding however many 0 bytes it holds.
    { weight: 1, arbitrary: fc.constantFrom(Uint8Array.of(0xff, 0, 0x41), Uint8Array.of(0xc3, 0, 0)) },
  );
  const files = fc.array(
    fc.tuple(fc.constantFrom('a.md', 'inner/SKILL.md', 'inner/b.txt', 'inner/deep/c.json', 'd.txt', '.hidden'), content),
    { maxLength: 6 },
  );
  test('on generated catalogs, a nested skill holding some files twice', () => {
    fc.assert(
      fc.property(files, fc.boolean(), (entries, nestInner) => {
        const tree: Record<string, string | Uint8Array> = { 'skills/outer/SKILL.md': validSkillMd('outer') };
        for (const [path, bytes] of entries) tree[`skills/outer/${path}`] = bytes;
        const skills = [{ path: 'outer', tools: [] }, ...(nestInner ? [{ path: 'outer/inner', tools: [] }] : [])];
        const catalog = loadCatalog(createMemoryTree(tree), fixtureConfig(tree, { skills }));
        const memo = new RunMemo();
        expect(eachReadFile(catalog, memo)).toEqual([...oracleEachReadFile(catalog)]);
        expect(eachReadFile(catalog, memo)).toBe(eachReadFile(catalog, memo));
        expect(eachReadFile(catalog, new RunMemo())).not.toBe(eachReadFile(catalog, memo));
        const fast: Report<string>[] = [];
        const plain: Report<string>[] = [];
        contentNulByte.check({ catalog, memo: new RunMemo(), report: (r) => fast.push(r) });
        oracleNulByte({ catalog, report: (r) => plain.push(r) });
        expect(fast).toEqual(plain);
      }),
      { numRuns: 500 },
    );
  });
});
