// createSkillServer refuses, with a local CatalogError, a catalog it could not serve truthfully.
import { describe, expect, it } from 'vitest';
import { CatalogError, createSkillServer, type SkillCatalog } from '../../src/runtime/index.js';
import { buildCatalog, manySkills, sampleCatalog } from './helpers/catalog-fixture.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] };
const editable = (): Mutable<SkillCatalog> => structuredClone(sampleCatalog()) as Mutable<SkillCatalog>;

const cases: readonly [string, (c: Mutable<SkillCatalog>) => unknown, string][] = [
  ['another format version', (c) => Object.assign(c, { formatVersion: 2 }), 'formatVersion must be 1'],
  ['a bad catalog digest', (c) => Object.assign(c, { digest: 'md5:abc' }), 'digest must be'],
  ['skills out of order', (c) => c.skills.reverse(), 'out of order'],
  [
    'a name that is not the last path segment',
    (c) => Object.assign(c.skills[0] ?? {}, { name: 'other' }),
    'name must equal the last path segment',
  ],
  ['a wrong skill uri', (c) => Object.assign(c.skills[0] ?? {}, { uri: 'skill://x/SKILL.md' }), 'uri must be skill://<path>/SKILL.md'],
  ['a frontmatter name that differs', (c) => Object.assign(c.skills[0]?.frontmatter ?? {}, { name: 'x' }), 'frontmatter.name must equal'],
  ...(
    [
      ['a fractional number', 1.5],
      ['an integer beyond 2^53', 2 ** 53 + 2],
      ['null', null],
      ['a nested null', { hooks: [{ command: null }] }],
      ['nesting deeper than 16 levels', JSON.parse(`${'['.repeat(17)}"x"${']'.repeat(17)}`) as unknown],
    ] as const
  ).map(([label, value]): [string, (c: Mutable<SkillCatalog>) => unknown, string] => [
    `${label} as a frontmatter value`,
    (c) => Object.assign(c.skills[0]?.frontmatter ?? {}, { version: value }),
    'must be a string, a boolean, a safe integer, or a list or map of those',
  ]),
  ['a size that does not match the text', (c) => Object.assign(c.skills[0]?.files[0] ?? {}, { size: 1 }), 'does not match'],
  [
    'a SKILL.md that is not text/markdown',
    (c) => Object.assign(c.skills[0]?.files[0] ?? {}, { mediaType: 'text/plain' }),
    'media type of SKILL.md must be text/markdown',
  ],
  [
    'a media type that is not a type/subtype',
    (c) => Object.assign(c.skills[0]?.files[0] ?? {}, { mediaType: 'markdown' }),
    'media type must be a type/subtype',
  ],
  ['a file uri outside its skill', (c) => Object.assign(c.skills[0]?.files[0] ?? {}, { uri: 'skill://other/SKILL.md' }), 'uri must be'],
  [
    'a dotfile path',
    (c) => Object.assign(c.skills[0]?.files[0] ?? {}, { path: '.env', uri: `${c.skills[0]?.uri.replace('SKILL.md', '.env')}` }),
    'breaks the bounds',
  ],
  ['a lone surrogate in text', (c) => Object.assign(c.skills[0]?.files[0] ?? {}, { text: 'a\ud800' }), 'not well-formed Unicode'],
  ['a skill without SKILL.md', (c) => c.skills[0]?.files.splice(0, c.skills[0].files.length), 'has no SKILL.md'],
  ['tools that are not names', (c) => Object.assign(c.skills[0] ?? {}, { tools: [1] }), 'tools must be an array of tool names'],
];

describe('catalog validation', () => {
  it('accepts the fixtures', () => {
    expect(() => createSkillServer(sampleCatalog())).not.toThrow();
    // What every mainstream YAML parser reads alike (SPEC-NOTES §2): a host's own fields as written.
    const hostFields = editable();
    Object.assign(hostFields.skills[0]?.frontmatter ?? {}, {
      'disable-model-invocation': true,
      effort: 3,
      hooks: { Stop: [{ command: 'true', timeout: 30 }] },
    });
    expect(() => createSkillServer(hostFields as SkillCatalog)).not.toThrow();
    expect(() => createSkillServer(manySkills(256, 1))).not.toThrow();
  });

  it.each(cases)('refuses %s', (_name, mutate, words) => {
    const catalog = editable();
    mutate(catalog);
    let thrown: unknown;
    try {
      createSkillServer(catalog as SkillCatalog);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CatalogError);
    expect((thrown as CatalogError).problems.join('\n')).toContain(words);
  });

  it('refuses more than 256 skills', () => {
    expect(() => createSkillServer(manySkills(257))).toThrow(/257 skills, over 256/);
  });

  it('refuses one URI listed by two skills with different content', () => {
    const catalog = buildCatalog([
      { path: 'outer', files: { 'inner/SKILL.md': '---\nname: inner\ndescription: "x"\n---\nother\n' } },
      { path: 'outer/inner', description: 'x' },
    ]);
    expect(() => createSkillServer(catalog)).toThrow(/listed by two skills with different content/);
  });
});
