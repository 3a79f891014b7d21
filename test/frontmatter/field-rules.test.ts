// Field rules over whole skills: rule ids, positions and the numbers in messages.
import { describe, expect, test } from 'vitest';
import { at, lintSkill, skillMd } from './harness.js';

const fm = (lines: string[]): string => lines.join('\n');
const base = (overrides: Record<string, string | undefined>): string => {
  const fields: Record<string, string | undefined> = {
    name: 'name: demo',
    description: 'description: Checks demo fixtures for the skillpack test suite.',
    license: 'license: MIT',
    metadata: 'metadata:\n  publisher: skillpack\n  distribution: bundled with the skillpack test suite',
    ...overrides,
  };
  return skillMd({ frontmatter: fm(Object.values(fields).filter((v): v is string => v !== undefined)) });
};

describe('frontmatter/name and frontmatter/name-matches-directory', () => {
  const n64 = `a${'-b'.repeat(31)}a`; // 64 characters
  const n65 = `${n64}c`;
  const cases: [string, string, string | undefined, string[]][] = [
    // label, directory, name line (undefined: no name), expected diagnostics
    ['valid', 'demo', 'name: demo', []],
    ['64 characters', n64, `name: ${n64}`, []],
    ['65 characters', n65, `name: ${n65}`, ['frontmatter/name@2:7']],
    ['digits and hyphens', 'pr-2-review', 'name: pr-2-review', []],
    ['uppercase', 'Demo', 'name: Demo', ['frontmatter/name@2:7']],
    ['underscore', 'de_mo', 'name: de_mo', ['frontmatter/name@2:9']],
    ['dot', 'de.mo', 'name: de.mo', ['frontmatter/name@2:9']],
    ['leading hyphen', '-demo', 'name: "-demo"', ['frontmatter/name@2:7']],
    ['trailing hyphen', 'demo-', 'name: demo-', ['frontmatter/name@2:7']],
    ['doubled hyphen', 'de--mo', 'name: de--mo', ['frontmatter/name@2:7']],
    ['empty', 'demo', 'name: ""', ['frontmatter/name@2:7', 'frontmatter/name-matches-directory@2:7']],
    ['missing', 'demo', undefined, ['frontmatter/name@1:1']],
    ['a list', 'demo', 'name: [demo]', ['frontmatter/name@2:7']],
    ['leading space (padded)', 'demo', 'name: " demo"', ['frontmatter/name@2:7', 'frontmatter/name-matches-directory@2:7']],
    ['trailing tab (padded)', 'demo', 'name: "demo\\t"', ['frontmatter/name@2:7', 'frontmatter/name-matches-directory@2:7']],
    ['Cyrillic look-alike', 'demo', 'name: d\u0435mo', ['frontmatter/name@2:8', 'frontmatter/name-matches-directory@2:7']],
    ['Cyrillic look-alike quoted', 'demo', 'name: "d\u0435mo"', ['frontmatter/name@2:9', 'frontmatter/name-matches-directory@2:7']],
    ['Greek omicron', 'demo', 'name: dem\u03bf', ['frontmatter/name@2:10', 'frontmatter/name-matches-directory@2:7']],
    ['fullwidth', 'demo', 'name: \uff44\uff45\uff4d\uff4f', ['frontmatter/name@2:7', 'frontmatter/name-matches-directory@2:7']],
    ['combining accent (NFD)', 'demo', 'name: demo\u0301', ['frontmatter/name@2:11', 'frontmatter/name-matches-directory@2:7']],
    ['non-breaking hyphen', 'pr-review', 'name: pr\u2011review', ['frontmatter/name@2:9', 'frontmatter/name-matches-directory@2:7']],
    ['directory differs', 'other', 'name: demo', ['frontmatter/name-matches-directory@2:7']],
    ['directory differs by case only', 'Demo', 'name: demo', ['frontmatter/name-matches-directory@2:7']],
  ];
  test.each(cases)('%s', (_label, dir, nameLine, expected) => {
    const found = lintSkill(base({ name: nameLine }), { dir }).filter((d) => d.ruleId.startsWith('frontmatter/name'));
    expect(found.map(at).sort()).toEqual([...expected].sort());
  });

  test('non-string scalars are left to frontmatter/schema-independence', () => {
    const found = lintSkill(base({ name: 'name: 123' }), { dir: '123' }).map(at);
    expect(found).toEqual(['frontmatter/schema-independence@2:7']);
    expect(lintSkill(base({ name: 'name:' })).map(at)).toEqual(['frontmatter/schema-independence@2:6']);
  });

  test('messages say what to do', () => {
    const [tooLong] = lintSkill(base({ name: `name: ${'a'.repeat(65)}` }), { dir: 'a'.repeat(65) });
    expect(tooLong!.message).toContain('65 characters long (65 code points), over the 64-character limit');
    const lookalike = lintSkill(base({ name: 'name: d\u0435mo' })).find((d) => d.ruleId === 'frontmatter/name')!;
    expect(lookalike.message).toBe('"name" contains U+0435 ("\u0435"), a look-alike of "e", which is not ASCII. Names use lowercase ASCII letters, digits and hyphens only: retype it as "demo".');
    const fullwidth = lintSkill(base({ name: 'name: \uff44\uff45\uff4d\uff4f' })).find((d) => d.ruleId === 'frontmatter/name')!;
    expect(fullwidth.message).toContain('NFKC normalises the name to "demo"');
    const mismatch = lintSkill(base({ name: 'name: \uff44\uff45\uff4d\uff4f' })).find((d) => d.ruleId === 'frontmatter/name-matches-directory')!;
    expect(mismatch.message).toContain('differ in Unicode compatibility forms (NFKC)');
    const padded = lintSkill(base({ name: 'name: " demo"' })).find((d) => d.ruleId === 'frontmatter/name-matches-directory')!;
    expect(padded.message).toContain('differ only by surrounding whitespace');
    const cased = lintSkill(base({ name: 'name: demo' }), { dir: 'Demo' })[0]!;
    expect(cased.message).toContain('differ only by letter case');
  });
});

describe('frontmatter/description and frontmatter/description-whitespace', () => {
  const emoji = '\u{1F600}';
  const cases: [string, string | undefined, string[]][] = [
    ['1024 ASCII characters', `description: ${'x'.repeat(1024)}`, []],
    ['1025 ASCII characters', `description: ${'x'.repeat(1025)}`, ['frontmatter/description@3:14']],
    ['512 astral characters = 1024 UTF-16 units', `description: "${emoji.repeat(512)}"`, []],
    ['512 astral + 1 = 1025 units', `description: "${emoji.repeat(512)}x"`, ['frontmatter/description@3:14']],
    ['empty', 'description: ""', ['frontmatter/description@3:14']],
    ['whitespace only', 'description: "   "', ['frontmatter/description@3:14']],
    ['missing', undefined, ['frontmatter/description@1:1']],
    ['a map', 'description: {a: b}', ['frontmatter/description@3:14']],
    ['leading whitespace', 'description: " Checks things."', ['frontmatter/description-whitespace@3:14']],
    ['trailing whitespace', 'description: "Checks things. "', ['frontmatter/description-whitespace@3:14']],
    ['block scalar keeps a final newline', 'description: |\n  Checks things.', ['frontmatter/description-whitespace@3:14']],
    ['stripped block scalar', 'description: |-\n  Checks things.', []],
  ];
  test.each(cases)('%s', (_label, line, expected) => {
    const found = lintSkill(base({ description: line })).filter((d) => d.ruleId.startsWith('frontmatter/description'));
    expect(found.map(at)).toEqual(expected);
  });

  test('the length message reports UTF-16 units and code points', () => {
    const [d] = lintSkill(base({ description: `description: "${emoji.repeat(512)}x"` }));
    expect(d!.message).toBe('"description" is 1025 UTF-16 code units (513 code points), over the 1024-unit limit by 1; shorten it.');
    expect(d!.severity).toBe('error');
  });

  test('whitespace findings are warnings with a chomping hint for block scalars', () => {
    const [d] = lintSkill(base({ description: 'description: >\n  Checks things.' }));
    expect(d!.severity).toBe('warning');
    expect(d!.message).toContain('"|-" or ">-"');
  });
});

describe('frontmatter/license, frontmatter/compatibility, frontmatter/metadata', () => {
  const cases: [string, Record<string, string | undefined>, string[]][] = [
    ['license absent is fine', { license: undefined }, []],
    ['license empty', { license: 'license: ""' }, ['frontmatter/license@4:10']],
    ['license a list', { license: 'license: [MIT]' }, ['frontmatter/license@4:10']],
    ['compatibility 500 units', { license: `compatibility: ${'c'.repeat(500)}` }, []],
    ['compatibility 501 units', { license: `compatibility: ${'c'.repeat(501)}` }, ['frontmatter/compatibility@4:16']],
    ['compatibility 250 astral = 500 units', { license: `compatibility: "${'\u{1F600}'.repeat(250)}"` }, []],
    ['compatibility empty', { license: 'compatibility: ""' }, ['frontmatter/compatibility@4:16']],
    ['metadata a list', { metadata: 'metadata: [a]' }, ['frontmatter/metadata@5:11']],
    ['metadata a string', { metadata: 'metadata: "x"' }, ['frontmatter/metadata@5:11']],
    ['metadata nested map', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  nested: {a: b}' }, ['frontmatter/metadata@8:11']],
    ['metadata list value', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  tags: [a, b]' }, ['frontmatter/metadata@8:9']],
    ['metadata reserved key', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  io.modelcontextprotocol/trusted: "no"' }, ['frontmatter/metadata-reserved-key@8:3']],
    ['metadata similar but not reserved', { metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  io.modelcontextprotocol.skills: "no"' }, []],
  ];
  test.each(cases)('%s', (_label, overrides, expected) => {
    const found = lintSkill(base(overrides)).filter((d) => /^frontmatter\/(license|compatibility|metadata)/.test(d.ruleId));
    expect(found.map(at)).toEqual(expected);
  });

  test('a numeric metadata value is reported once, by schema independence', () => {
    const found = lintSkill(base({ metadata: 'metadata:\n  publisher: skillpack\n  distribution: x\n  version: 1.0' }));
    expect(found.map(at)).toEqual(['frontmatter/schema-independence@8:12']);
  });
});

describe('provenance in the frontmatter: metadata.publisher and metadata.distribution', () => {
  const cases: [string, string | undefined, string, string[]][] = [
    ['both present', 'metadata:\n  publisher: skillpack\n  distribution: bundled with the skillpack test suite', 'skillpack', []],
    ['publisher equal to another config publisher', 'metadata:\n  publisher: acme\n  distribution: bundled with acme', 'acme', []],
    ['no metadata', undefined, 'skillpack', ['frontmatter/metadata-distribution@1:1', 'frontmatter/metadata-publisher@1:1']],
    ['publisher missing', 'metadata:\n  distribution: bundled', 'skillpack', ['frontmatter/metadata-publisher@5:1']],
    ['publisher differs', 'metadata:\n  publisher: someone-else\n  distribution: bundled', 'skillpack', ['frontmatter/metadata-publisher@6:14']],
    ['publisher differs by case', 'metadata:\n  publisher: SkillPack\n  distribution: bundled', 'skillpack', ['frontmatter/metadata-publisher@6:14']],
    ['distribution missing', 'metadata:\n  publisher: skillpack', 'skillpack', ['frontmatter/metadata-distribution@5:1']],
    ['distribution empty', 'metadata:\n  publisher: skillpack\n  distribution: ""', 'skillpack', ['frontmatter/metadata-distribution@7:17']],
  ];
  test.each(cases)('%s', (_label, metadataLines, publisher, expected) => {
    const text = base({ metadata: metadataLines }).replace(/skillpack and bundled/, `${publisher} and bundled`);
    const found = lintSkill(text, { publisher }).filter((d) => /^frontmatter\/metadata-(publisher|distribution)/.test(d.ruleId));
    expect(found.map(at)).toEqual(expected);
  });

  test('the mismatch message names both publishers', () => {
    const found = lintSkill(base({ metadata: 'metadata:\n  publisher: someone-else\n  distribution: bundled' }));
    expect(found.find((d) => d.ruleId === 'frontmatter/metadata-publisher')!.message).toBe(
      '"metadata.publisher" is "someone-else" but the config\'s publisher is "skillpack"; they must be identical.',
    );
  });
});

describe('frontmatter/unknown-field', () => {
  const cases: [string, string, string[]][] = [
    ['custom field', 'version: "1.0"', ['frontmatter/unknown-field@4:1']],
    ['allowed-tools (its own rule)', 'allowed-tools: Read Grep', []],
    ['host-specific field', 'argument-hint: "[pr-number]"', ['frontmatter/unknown-field@4:1']],
    ['miscased field', 'License: MIT', ['frontmatter/unknown-field@4:1']],
  ];
  test.each(cases)('%s', (_label, line, expected) => {
    const found = lintSkill(base({ license: line })).filter((d) => d.ruleId === 'frontmatter/unknown-field');
    expect(found.map(at)).toEqual(expected);
  });

  test('messages distinguish host-specific and miscased names', () => {
    expect(lintSkill(base({ license: 'effort: high' }))[0]!.message).toContain('Move it to "metadata.effort" as a string value');
    expect(lintSkill(base({ license: 'allowed_tools: Read' }))[0]!.message).toContain('should be "allowed-tools"');
    expect(lintSkill(base({ license: 'License: MIT' }))[0]!.message).toBe('Frontmatter field "License" should be "license" (field names are case-sensitive); rename it.');
  });
});
