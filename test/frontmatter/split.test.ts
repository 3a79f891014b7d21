// The strict splitter: delimiter tricks, positions, and where the body starts.
import { describe, expect, test } from 'vitest';
import { parseSkillMd } from '../../src/load/frontmatter/parse-skill-md.js';

const limit = 16 * 1024;
const codes = (text: string): string[] => parseSkillMd(text, limit).findings.map((f) => `${f.code}@${f.line}:${f.column}`);

describe('valid blocks', () => {
  const valid: [string, string, Record<string, unknown>, { text: string; line: number }][] = [
    ['LF', '---\nname: a\n---\nbody\n', { name: 'a' }, { text: 'body\n', line: 4 }],
    ['CRLF', '---\r\nname: a\r\n---\r\nbody\r\n', { name: 'a' }, { text: 'body\r\n', line: 4 }],
    ['closing line at end of file without a newline', '---\nname: a\n---', { name: 'a' }, { text: '', line: 3 }],
    ['closing line with CRLF in an LF file', '---\nname: a\n---\r\nbody', { name: 'a' }, { text: 'body', line: 4 }],
    [
      '"---" inside a value does not end the block',
      '---\nname: a --- b\ndescription: "x --- y"\n---\n',
      { name: 'a --- b', description: 'x --- y' },
      { text: '', line: 5 },
    ],
    [
      'indented "---" inside a block scalar',
      '---\ndescription: |-\n  one\n  ---\n  two\nname: a\n---\n',
      { description: 'one\n---\ntwo', name: 'a' },
      { text: '', line: 8 },
    ],
    ['the first "---" line closes; later ones are body', '---\nname: a\n---\nx\n---\ny\n', { name: 'a' }, { text: 'x\n---\ny\n', line: 4 }],
  ];
  test.each(valid)('%s', (_label, text, frontmatter, body) => {
    const parsed = parseSkillMd(text, limit);
    expect(parsed.findings).toEqual([]);
    expect(parsed.frontmatter).toEqual(frontmatter);
    expect(parsed.body.text).toBe(body.text);
    expect(parsed.body.line).toBe(body.line);
    expect(text.slice(parsed.body.offset)).toBe(body.text);
    expect(parsed.bodyKnown).toBe(true);
  });
});

describe('delimiter problems are distinct, positioned findings', () => {
  const invalid: [string, string, string[]][] = [
    ['BOM before ---', '\uFEFF---\nname: a\n---\n', ['delimiter/bom@1:1']],
    ['one leading blank line', '\n---\nname: a\n---\n', ['delimiter/leading-blank-lines@1:1']],
    ['whitespace-only leading lines', ' \t\n\r\n---\nname: a\n---\n', ['delimiter/leading-blank-lines@1:1']],
    ['BOM and blank lines', '\uFEFF\n---\nname: a\n---\n', ['delimiter/bom@1:1', 'delimiter/leading-blank-lines@1:2']],
    ['---js opener', '---js\nname: a\n---\n', ['delimiter/language@1:1']],
    ['---javascript opener', '---javascript\n{}\n---\n', ['delimiter/language@1:1']],
    ['---yaml opener', '---yaml\nname: a\n---\n', ['delimiter/language@1:1']],
    ['---coffee opener', '---coffee\nname: "a"\n---\n', ['delimiter/language@1:1']],
    ['four dashes', '----\nname: a\n----\n', ['delimiter/extra-dashes@1:1']],
    ['trailing space', '--- \nname: a\n---\n', ['delimiter/trailing-whitespace@1:1']],
    ['trailing tab', '---\t\nname: a\n---\n', ['delimiter/trailing-whitespace@1:1']],
    ['trailing comment', '--- # fm\nname: a\n---\n', ['delimiter/trailing-text@1:1']],
    ['inline document after ---', '--- {name: a}\n---\n', ['delimiter/trailing-text@1:1']],
    ['CR-only line endings', '---\rname: a\r---\r', ['delimiter/trailing-text@1:1']],
    ['unclosed block', '---\nname: a\ndescription: b\n', ['delimiter/unclosed@1:1']],
    ['"---" alone', '---', ['delimiter/unclosed@1:1']],
    ['closing line with trailing space does not close', '---\nname: a\n--- \nbody\n', ['delimiter/unclosed@1:1']],
    ['"..." does not close', '---\nname: a\n...\nbody\n', ['delimiter/unclosed@1:1']],
    ['empty block', '---\n---\nbody\n', ['delimiter/empty@1:1']],
    ['blank-only block', '---\n\n  \n---\nbody\n', ['delimiter/empty@1:1']],
    ['comment-only block', '---\n# name: a\n---\n', ['delimiter/empty@1:1']],
    ['no frontmatter at all', '# Title\n\nText.\n', ['delimiter/missing@1:1']],
    ['empty file', '', ['delimiter/missing@1:1']],
    ['frontmatter after a heading', '# Title\n---\nname: a\n---\n', ['delimiter/missing@1:1']],
    ['TOML frontmatter', '+++\nname = "a"\n+++\n', ['delimiter/missing@1:1']],
    ['"..." line inside the block', '---\nname: a\n...\n---\n', ['delimiter/ambiguous-line@3:1']],
    [
      '"--- " line inside the block',
      '---\nname: a\n--- \ndescription: b\n---\n',
      ['delimiter/ambiguous-line@3:1', 'yaml/multiple-documents@3:1'],
    ],
    ['"----" line inside the block', '---\nname: a\n----\n---\n', ['delimiter/ambiguous-line@3:1', 'yaml/error@3:1']],
  ];
  test.each(invalid)('%s', (_label, text, expected) => {
    const found = codes(text);
    expect(found.slice(0, expected.length)).toEqual(expected);
  });

  test('a refused opener is never parsed, and the body after its closing line is known', () => {
    const parsed = parseSkillMd('---yaml\nname: a\n---\n# Body\n', limit);
    expect(parsed.frontmatter).toBeUndefined();
    expect(parsed.yaml).toBeUndefined();
    expect(parsed.body).toEqual({ text: '# Body\n', line: 4, offset: 20 });
    expect(parsed.bodyKnown).toBe(true);
  });

  test('a "---" line inside a quoted value is an error naming the cause, never a silent truncation', () => {
    const parsed = parseSkillMd('---\ndescription: "first\n---\nsecond"\n---\n', limit);
    expect(parsed.frontmatter).toBeUndefined();
    expect(parsed.findings.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(['yaml/error@3:1']);
    expect(parsed.findings[0]!.detail).toContain('a quoted value cannot contain such a line');
  });

  test('an unclosed block leaves the body unknown', () => {
    const parsed = parseSkillMd('---\nname: a\n# Body\n', limit);
    expect(parsed.bodyKnown).toBe(false);
    expect(parsed.frontmatter).toBeUndefined();
  });

  test('without frontmatter the whole file is the body', () => {
    const parsed = parseSkillMd('# Title\n\nText.\n', limit);
    expect(parsed.body).toEqual({ text: '# Title\n\nText.\n', line: 1, offset: 0 });
    expect(parsed.bodyKnown).toBe(true);
  });

  test('a BOM is reported and the block after it is still read', () => {
    const parsed = parseSkillMd('\uFEFF---\nname: a\n---\n', limit);
    expect(parsed.frontmatter).toEqual({ name: 'a' });
    expect(parsed.keyPositions.get('name')).toEqual({ line: 2, column: 1 });
  });
});

describe('---js frontmatter is never evaluated', () => {
  const openers = ['---js', '---javascript', '---coffee', '--- js'];
  test.each(openers)('%s', (opener) => {
    const key = `__skillpackSideEffect_${opener.replace(/\W/g, '')}`;
    const globals = globalThis as Record<string, unknown>;
    delete globals[key];
    const payload = `${opener}\n{ name: (globalThis.${key} = "evaluated"), run: (() => { globalThis.${key} = "evaluated"; })() }\n---\n# Body\n`;
    const parsed = parseSkillMd(payload, limit);
    expect(globals[key]).toBeUndefined();
    expect(parsed.frontmatter).toBeUndefined();
    expect(parsed.findings.map((f) => f.code)[0]).toMatch(/^delimiter\/(language|trailing-text)$/);
  });
});
