// content/* rules: media types, strict UTF-8, NUL, JSON syntax.
import { describe, expect, it } from 'vitest';
import { lintFixture, validSkillMd } from '../support/fixture.js';

const base = { 'skills/a/SKILL.md': validSkillMd('a') };
const rule = async (extra: Record<string, string | Uint8Array>, id: string) =>
  (await lintFixture({ ...base, ...extra })).filter((d) => d.ruleId === id);

describe('content/media-type', () => {
  it.each(['notes.md', 'notes.txt', 'data.json', 'NOTES.MD'])('accepts %s', async (name) => {
    expect(await rule({ [`skills/a/${name}`]: name.endsWith('.json') ? '{}' : 'x' }, 'content/media-type')).toEqual([]);
  });
  it.each([
    ['run.sh', '".sh"'],
    ['image.png', '".png"'],
    ['Makefile', 'no extension, name "Makefile"'],
  ])('refuses %s, naming %s', async (name, named) => {
    const found = await rule({ [`skills/a/${name}`]: 'x' }, 'content/media-type');
    expect(found).toMatchObject([{ file: `skills/a/${name}` }]);
    expect(found[0]?.message).toContain(named);
  });
});

describe('content/invalid-utf8', () => {
  it.each([
    ['a Latin-1 byte', [0x61, 0x0a, 0x62, 0xe9, 0x0a], 2, 2],
    ['an overlong slash', [0xc0, 0xaf], 1, 1],
    ['an encoded surrogate', [0x41, 0xed, 0xa0, 0x80], 1, 2],
    ['a truncated sequence at the end', [0x41, 0x42, 0xe2, 0x82], 1, 3],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 1, 1],
  ])('reports %s with its position', async (_name, bytes, line, column) => {
    const found = await rule({ 'skills/a/notes.md': new Uint8Array(bytes) }, 'content/invalid-utf8');
    expect(found).toMatchObject([{ file: 'skills/a/notes.md', line, column }]);
  });
  it('accepts astral characters, U+2028 and CRLF', async () => {
    expect(await rule({ 'skills/a/notes.md': 'a\r\n\u{1F600}\u2028b' }, 'content/invalid-utf8')).toEqual([]);
  });
});

describe('content/nul-byte', () => {
  it('reports the first NUL with its position', async () => {
    expect(await rule({ 'skills/a/notes.md': 'ok\nab\0c' }, 'content/nul-byte')).toMatchObject([{ line: 2, column: 3 }]);
  });
});

describe('content/json-syntax', () => {
  it('refuses JSON that does not parse, with a position', async () => {
    const found = await rule({ 'skills/a/data.json': '{\n  "a": 1,\n}' }, 'content/json-syntax');
    expect(found).toMatchObject([{ file: 'skills/a/data.json', line: 3, column: 1 }]);
  });
  it('accepts valid JSON', async () => {
    expect(await rule({ 'skills/a/data.json': '{"a": [1, "x"]}' }, 'content/json-syntax')).toEqual([]);
  });
});
