// The interop gate's second YAML reading must refuse every reading a host would refuse: a value of
// another type (a Date, a boolean, a number) never passes for the published string.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { differences, frontmatterBlock } from '../../scripts/interop/frontmatter-compare.mjs';

describe('frontmatterBlock', () => {
  it.each([
    ['plain', '---\nname: a\n---\nbody\n', 'name: a'],
    ['BOM and CRLF removed', '\uFEFF---\r\nname: a\r\ndescription: b\r\n---\r\nbody', 'name: a\ndescription: b'],
    ['empty block', '---\n---\n', ''],
    ['no opener', 'name: a\n---\n', undefined],
    ['indented opener', ' ---\nname: a\n---\n', undefined],
    ['no closer', '---\nname: a\n', undefined],
    ['closer must be the whole line', '---\nname: a\n--- \nmore: b\n---\n', 'name: a\n--- \nmore: b'],
  ])('%s', (_name, text, expected) => {
    expect(frontmatterBlock(text)).toBe(expected);
  });
});

describe('differences', () => {
  const published = { name: 'a', metadata: { released: '2024-01-15', beta: 'no', mode: '0755', time: '1:30', list: ['x'] } };
  const source = 'name: a\nmetadata:\n  released: 2024-01-15\n  beta: no\n  mode: 0755\n  time: 1:30\n  list: [x]\n';

  it('finds nothing when every leaf reads as the same string (failsafe)', () => {
    expect(differences(parse(source, { schema: 'failsafe' }), published)).toEqual([]);
  });

  it('names every YAML 1.1 retyping, with its path', () => {
    const found = differences(parse(source, { version: '1.1' }), published);
    expect(found).toEqual([
      'frontmatter.metadata.released: reader gives object Date "2024-01-15T00:00:00.000Z", published string "2024-01-15"',
      'frontmatter.metadata.beta: reader gives boolean "false", published string "no"',
      'frontmatter.metadata.mode: reader gives number "493", published string "0755"',
      'frontmatter.metadata.time: reader gives number "90", published string "1:30"',
    ]);
  });

  it.each([
    ['missing key', { name: 'a' }, { name: 'a', license: 'MIT' }, ['frontmatter.license: published but not read']],
    ['extra key', { name: 'a', license: 'MIT' }, { name: 'a' }, ['frontmatter.license: read but not published']],
    ['different string', { name: 'a' }, { name: 'b' }, ['frontmatter.name: reader gives "a", published "b"']],
    ['array length', { tags: ['x', 'y'] }, { tags: ['x'] }, ['frontmatter.tags: 2 items read, 1 published']],
    ['array item', { tags: ['x', 'y'] }, { tags: ['x', 'z'] }, ['frontmatter.tags[1]: reader gives "y", published "z"']],
    ['null versus string', { license: null }, { license: '' }, ['frontmatter.license: reader gives null "null", published string ""']],
    [
      'map versus object',
      new Map([['name', 'a']]),
      { name: 'a' },
      ['frontmatter: reader gives object Map "[object Map]", published object {"name":"a"}'],
    ],
    ['equal nested', { metadata: { a: 'b' } }, { metadata: { a: 'b' } }, []],
  ])('%s', (_name, parsed, publishedValue, expected) => {
    expect(differences(parsed, publishedValue)).toEqual(expected);
  });
});
