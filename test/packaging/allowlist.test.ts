// allowlist/* rules: the allowlist and the skills under root are the same set.
import { describe, expect, it } from 'vitest';
import { ids, lintFixture, validSkillMd } from '../support/fixture.js';

const only = async (tree: Record<string, string>, config: Parameters<typeof lintFixture>[1], prefix: string) =>
  (await lintFixture(tree, config)).filter((d) => d.ruleId.startsWith(prefix));

describe('allowlist/unlisted-skill', () => {
  it('reports a SKILL.md directory that is not allowlisted, at any depth', async () => {
    const tree = { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/org/b/SKILL.md': validSkillMd('b') };
    const found = await only(tree, { skills: [{ path: 'a', tools: [] }] }, 'allowlist/');
    expect(found).toMatchObject([{ ruleId: 'allowlist/unlisted-skill', file: 'skills/org/b/SKILL.md', line: 1, column: 1 }]);
    expect(found[0]?.message).toContain('"org/b"');
  });
  it('is quiet when the allowlist matches', async () => {
    const tree = { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/org/b/SKILL.md': validSkillMd('b') };
    expect(await only(tree, {}, 'allowlist/')).toEqual([]);
  });
});

describe('allowlist/missing-skill', () => {
  it.each([
    ['a directory that does not exist', { 'skills/a/SKILL.md': validSkillMd('a') }, 'gone', 'skills/gone'],
    ['a directory without SKILL.md', { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/empty/notes.md': 'x' }, 'empty', 'skills/empty/SKILL.md'],
  ])('reports %s', async (_name, tree, path, file) => {
    const found = await only(tree, { skills: [{ path: 'a', tools: [] }, { path, tools: [] }] }, 'allowlist/missing');
    expect(found).toMatchObject([{ ruleId: 'allowlist/missing-skill', file }]);
  });
  it('reports a missing root once', async () => {
    const found = await only({ 'other/a/SKILL.md': validSkillMd('a') }, { skills: [{ path: 'a', tools: [] }] }, 'allowlist/');
    expect(found).toMatchObject([{ ruleId: 'allowlist/missing-skill', file: 'skills' }]);
  });
});

describe('allowlist/miscased-marker', () => {
  it.each(['skill.md', 'Skill.md', 'SKILL.MD'])('calls out %s by name', async (marker) => {
    const tree = { 'skills/a/SKILL.md': validSkillMd('a'), [`skills/b/${marker}`]: validSkillMd('b') };
    const found = await lintFixture(tree, { skills: [{ path: 'a', tools: [] }] });
    const miscased = found.filter((d) => d.ruleId === 'allowlist/miscased-marker');
    expect(miscased).toMatchObject([{ file: `skills/b/${marker}` }]);
    expect(miscased[0]?.message).toContain(`"${marker}" must be named exactly SKILL.md`);
  });
});

describe('allowlist/nested-skill', () => {
  const tree = { 'skills/outer/SKILL.md': validSkillMd('outer'), 'skills/outer/inner/SKILL.md': validSkillMd('inner') };
  it('refuses a nested SKILL.md that is not allowlisted (and does not also call it unlisted)', async () => {
    const found = await only(tree, { skills: [{ path: 'outer', tools: [] }] }, 'allowlist/');
    expect(found).toMatchObject([{ ruleId: 'allowlist/nested-skill', file: 'skills/outer/inner/SKILL.md' }]);
  });
  it('accepts it when both are allowlisted', async () => {
    const found = await only(tree, { skills: [{ path: 'outer', tools: [] }, { path: 'outer/inner', tools: [] }] }, 'allowlist/');
    expect(found).toEqual([]);
  });
});

it('one bad skill never hides the findings of another', async () => {
  const tree = {
    'skills/a/SKILL.md': validSkillMd('a'),
    'skills/a/run.sh': 'echo',
    'skills/b/SKILL.md': validSkillMd('b'),
    'skills/b/.env': 'X=1',
  };
  const found = ids(await lintFixture(tree));
  expect(found).toContain('content/media-type');
  expect(found).toContain('filesystem/hidden-file');
});
