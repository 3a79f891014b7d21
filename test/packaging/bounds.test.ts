// bounds/* rules: URI and path bounds, collisions, sizes (brief figures and stricter config limits).
import { describe, expect, it } from 'vitest';
import { lintFixture, validSkillMd } from '../support/fixture.js';

const base = { 'skills/a/SKILL.md': validSkillMd('a') };
const rule = async (tree: Record<string, string | Uint8Array>, id: string, config = {}) => (await lintFixture(tree, config)).filter((d) => d.ruleId === id);

describe('bounds/path', () => {
  it.each([
    ['a space', 'My Notes.md'],
    ['non-ASCII', 'café.md'],
    ['a 129-byte segment', `${'x'.repeat(126)}.md`],
    ['17 segments', `${Array.from({ length: 15 }, (_, i) => `d${i}`).join('/')}/f.md`],
  ])('refuses a file path with %s', async (_name, path) => {
    expect(await rule({ ...base, [`skills/a/${path}`]: 'x' }, 'bounds/path')).toMatchObject([{ file: `skills/a/${path}` }]);
  });
  it('accepts a 128-byte segment and 16 segments in all', async () => {
    const deep = `${Array.from({ length: 14 }, (_, i) => `d${i}`).join('/')}/f.md`;
    expect(await rule({ ...base, [`skills/a/${'x'.repeat(125)}.md`]: 'x', [`skills/a/${deep}`]: 'x' }, 'bounds/path')).toEqual([]);
  });
  it('refuses a URI over 1024 bytes', async () => {
    const path = `${Array.from({ length: 8 }, () => 'y'.repeat(127)).join('/')}/f.md`;
    const found = await rule({ ...base, [`skills/a/${path}`]: 'x' }, 'bounds/path');
    expect(found[0]?.message).toMatch(/bytes as a URI, over 1024/);
  });
});

describe('bounds/path-collision', () => {
  it.each([
    ['case', 'Notes.md', 'notes.md'],
    ['normalisation', 'caf\u00e9.md', 'cafe\u0301.md'],
  ])('reports paths that differ only by %s', async (_name, a, b) => {
    const found = await rule({ ...base, [`skills/a/${a}`]: 'x', [`skills/a/${b}`]: 'y' }, 'bounds/path-collision');
    expect(found).toHaveLength(1);
  });
});

describe('bounds/file-size and bounds/skill-size', () => {
  it('accepts a file of exactly the limit and refuses one byte more', async () => {
    const limit = 2048;
    const tree = { ...base, 'skills/a/fits.txt': 'x'.repeat(limit), 'skills/a/over.txt': 'x'.repeat(limit + 1) };
    const found = await rule(tree, 'bounds/file-size', { limits: { fileBytes: limit } });
    expect(found).toMatchObject([{ file: 'skills/a/over.txt' }]);
  });
  it('counts files per skill', async () => {
    const tree: Record<string, string> = { ...base };
    for (let i = 0; i < 4; i++) tree[`skills/a/f${i}.txt`] = 'x';
    const found = await rule(tree, 'bounds/skill-size', { limits: { skillFiles: 4 } });
    expect(found[0]?.message).toContain('5 files, over the limit of 4');
  });
  it('refuses a config that loosens a bound', async () => {
    await expect(lintFixture(base, { limits: { fileBytes: 2 * 1024 * 1024 } })).rejects.toThrow(/fileBytes/);
  });
});

describe('bounds/catalog-size', () => {
  it('counts skills and bytes per catalog', async () => {
    const tree = { ...base, 'skills/b/SKILL.md': validSkillMd('b'), 'skills/c/SKILL.md': validSkillMd('c') };
    const found = await rule(tree, 'bounds/catalog-size', { limits: { catalogSkills: 2, catalogBytes: 600 } });
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining('3 skills, over the limit of 2'), expect.stringContaining('over the limit of 600')]);
  });
});
