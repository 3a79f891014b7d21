// Field rules over whole skills: what the rules leave to each other, and the wording of messages.
// Each field rule's own cases are tables in test/rules/frontmatter/.
import { describe, expect, test } from 'vitest';
import { at, lintSkill, skillMd } from '../support/skill-rules-harness.js';

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
