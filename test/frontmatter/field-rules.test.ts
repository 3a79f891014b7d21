// Field rules over whole skills: what the rules leave to each other, and the wording of messages.
// Each field rule's own cases are tables in test/rules/frontmatter/; metadata-publisher,
// metadata-distribution and unknown-field are still here.
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
  test('non-string scalars are left to frontmatter/schema-independence', () => {
    const found = lintSkill(base({ name: 'name: 123' }), { dir: '123' }).map(at);
    expect(found).toEqual(['frontmatter/schema-independence@2:7']);
    expect(lintSkill(base({ name: 'name:' })).map(at)).toEqual(['frontmatter/schema-independence@2:6']);
  });

  test('messages say what to do', () => {
    const [tooLong] = lintSkill(base({ name: `name: ${'a'.repeat(65)}` }), { dir: 'a'.repeat(65) });
    expect(tooLong!.message).toContain('65 characters long (65 code points), over the 64-character limit');
    const lookalike = lintSkill(base({ name: 'name: d\u0435mo' })).find((d) => d.ruleId === 'frontmatter/name')!;
    expect(lookalike.message).toBe(
      '"name" contains U+0435 ("\u0435"), a look-alike of "e", which is not ASCII. Names use lowercase ASCII letters, digits and hyphens only: retype it as "demo".',
    );
    const fullwidth = lintSkill(base({ name: 'name: \uff44\uff45\uff4d\uff4f' })).find((d) => d.ruleId === 'frontmatter/name')!;
    expect(fullwidth.message).toContain('NFKC normalises the name to "demo"');
    const mismatch = lintSkill(base({ name: 'name: \uff44\uff45\uff4d\uff4f' })).find(
      (d) => d.ruleId === 'frontmatter/name-matches-directory',
    )!;
    expect(mismatch.message).toContain('differ in Unicode compatibility forms (NFKC)');
    const padded = lintSkill(base({ name: 'name: " demo"' })).find((d) => d.ruleId === 'frontmatter/name-matches-directory')!;
    expect(padded.message).toContain('differ only by surrounding whitespace');
    const cased = lintSkill(base({ name: 'name: demo' }), { dir: 'Demo' })[0]!;
    expect(cased.message).toContain('differ only by letter case');
  });
});

describe('frontmatter/description and frontmatter/description-whitespace', () => {
  const emoji = '\u{1F600}';
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
    [
      'publisher differs',
      'metadata:\n  publisher: someone-else\n  distribution: bundled',
      'skillpack',
      ['frontmatter/metadata-publisher@6:14'],
    ],
    [
      'publisher differs by case',
      'metadata:\n  publisher: SkillPack\n  distribution: bundled',
      'skillpack',
      ['frontmatter/metadata-publisher@6:14'],
    ],
    ['distribution missing', 'metadata:\n  publisher: skillpack', 'skillpack', ['frontmatter/metadata-distribution@5:1']],
    [
      'distribution empty',
      'metadata:\n  publisher: skillpack\n  distribution: ""',
      'skillpack',
      ['frontmatter/metadata-distribution@7:17'],
    ],
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
    expect(lintSkill(base({ license: 'License: MIT' }))[0]!.message).toBe(
      'Frontmatter field "License" should be "license" (field names are case-sensitive); rename it.',
    );
  });
});
