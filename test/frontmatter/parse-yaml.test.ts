// YAML refusals, positions in SKILL.md coordinates, the published value, and bounded work.
import { describe, expect, test } from 'vitest';
import { parseSkillMd } from '../../src/load/frontmatter/parse-skill-md.js';

const limit = 16 * 1024;
const wrap = (yaml: string): string => `---\n${yaml}---\n# Body\n`;
const parse = (yaml: string) => parseSkillMd(wrap(yaml), limit);
const codes = (yaml: string): string[] => parse(yaml).findings.map((f) => `${f.code}@${f.line}:${f.column}`);

describe('refused YAML features, each with its code and position', () => {
  const cases: [string, string, string[]][] = [
    ['anchor and alias', 'name: &n a\ndescription: *n\n', ['yaml/anchor@2:7', 'yaml/alias@3:14']],
    ['anchor on a map', 'metadata: &m\n  a: b\n', ['yaml/anchor@2:11']],
    ['alias in a flow sequence', 'a: &x b\nc: [*x]\n', ['yaml/anchor@2:4', 'yaml/alias@3:5']],
    ['!!binary tag', 'description: !!binary aGk=\n', ['yaml/tag@2:14']],
    ['!!set tag', 'metadata: !!set {a, b}\n', ['yaml/tag@2:11']],
    ['custom tag', 'name: !foo a\n', ['yaml/tag@2:7']],
    ['!!str tag', 'description: !!str 1.0\n', ['yaml/tag@2:14']],
    ['non-specific tag', 'name: ! a\n', ['yaml/tag@2:7']],
    ['merge key', 'metadata:\n  <<: {publisher: x}\n', ['yaml/merge-key@3:3']],
    ['%YAML directive', '%YAML 1.1\n', ['yaml/directive@2:1']],
    ['%TAG directive', '%TAG !e! tag:example.com,2000:\n', ['yaml/directive@2:1']],
    ['duplicate top-level key', 'name: a\ndescription: b\nname: c\n', ['yaml/duplicate-key@4:1']],
    ['duplicate nested key', 'metadata:\n  a: x\n  a: y\n', ['yaml/duplicate-key@4:3']],
    ['duplicate key quoted differently', 'name: a\n"name": b\n', ['yaml/duplicate-key@3:1']],
    ['duplicate key in a flow map', 'metadata: {a: x, a: y}\n', ['yaml/duplicate-key@2:18']],
    ['integer key', '1: a\n', ['yaml/non-string-key@2:1']],
    ['boolean key', 'true: a\n', ['yaml/non-string-key@2:1']],
    ['null key', '~: a\n', ['yaml/non-string-key@2:1']],
    ['empty key', ': a\n', ['yaml/non-string-key@2:1']],
    ['collection key', '? [a, b]\n: c\n', ['yaml/non-string-key@2:3']],
    ['__proto__ key', '__proto__: {polluted: "yes"}\n', ['yaml/proto-key@2:1']],
    ['quoted __proto__ key in metadata', 'metadata:\n  "__proto__": x\n', ['yaml/proto-key@3:3']],
    ['a second document', 'name: a\n--- \nname: b\n', ['delimiter/ambiguous-line@3:1', 'yaml/multiple-documents@3:1']],
    ['not a map: scalar', 'just text\n', ['yaml/not-mapping@2:1']],
    ['not a map: sequence', '- a\n- b\n', ['yaml/not-mapping@2:1']],
    ['unterminated quote', 'name: "a\n', ['yaml/error@3:1']],
    ['compact nested mapping', 'description: Use when: asked\n', ['yaml/error@2:14']],
    ['tab indentation', 'metadata:\n\tpublisher: x\n', ['yaml/error@3:1']],
    ['bad escape', 'name: "\\q"\n', ['yaml/error@2:8']],
  ];
  test.each(cases)('%s', (_label, yaml, expected) => {
    const parsed = parse(yaml);
    expect(parsed.findings.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(expected);
    expect(parsed.frontmatter).toBeUndefined();
  });
});

test('an index-like key that JSON would move first is reported; the value is otherwise faithful', () => {
  const parsed = parse('metadata:\n  b: x\n  "7": "y"\n');
  expect(parsed.findings.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(['yaml/index-key@4:3']);
  expect(Object.keys((parsed.frontmatter as Record<string, object>)['metadata']!)).toEqual(['7', 'b']);
  expect(parse('metadata:\n  "7": "y"\n  b: x\n').findings).toEqual([]);
});

describe('characters', () => {
  const cases: [string, string, string[]][] = [
    ['raw NUL', 'name: a\u0000b\n', ['char/nul@2:8']],
    ['raw BEL', 'name: a\u0007\n', ['char/control@2:8']],
    ['raw DEL', 'description: x\u007f\n', ['char/control@2:15']],
    ['raw C1 control', 'description: x\u0085y\n', ['char/control@2:15']],
    ['bare CR', 'description: a\rb\n', ['char/control@2:15']],
    ['lone high surrogate', 'description: a\uD800b\n', ['char/lone-surrogate@2:15']],
    ['lone low surrogate', 'description: a\uDC00b\n', ['char/lone-surrogate@2:15']],
    ['line separator', 'description: a\u2028b\n', ['char/line-separator@2:15']],
    ['escaped NUL', 'description: "a\\0b"\n', ['char/nul@2:14']],
    ['escaped BEL', 'description: "a\\x07"\n', ['char/control@2:14']],
    ['escaped lone surrogate', 'description: "\\ud800"\n', ['char/lone-surrogate@2:14']],
    ['escaped CR', 'description: "a\\rb"\n', ['char/control@2:14']],
    ['escaped zero-width space', 'description: "a\\u200Bb"\n', ['hidden/escaped-invisible@2:14']],
    ['escaped tag characters', 'description: "a\\U000E0041\\U000E0042"\n', ['hidden/escaped-invisible@2:14']],
  ];
  test.each(cases)('%s', (_label, yaml, expected) => {
    expect(codes(yaml)).toEqual(expected);
  });

  test('tab and escaped line breaks are ordinary content', () => {
    const parsed = parse('description: "a\\tb\\nc"\nname: "x\ty"\n');
    expect(parsed.findings).toEqual([]);
    expect(parsed.frontmatter).toEqual({ description: 'a\tb\nc', name: 'x\ty' });
  });
});

describe('the published value', () => {
  test('is the parsed value with key order as authored, plain objects only', () => {
    const parsed = parse(
      'name: demo\ndescription: "Reads: things"\nlicense: MIT\nmetadata:\n  zeta: "1"\n  alpha: two\n  constructor: "x"\n',
    );
    expect(parsed.findings).toEqual([]);
    const fm = parsed.frontmatter!;
    expect(JSON.stringify(fm)).toBe(
      '{"name":"demo","description":"Reads: things","license":"MIT","metadata":{"zeta":"1","alpha":"two","constructor":"x"}}',
    );
    expect(Object.getPrototypeOf(fm)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(fm['metadata'])).toBe(Object.prototype);
  });

  test('is a fresh object on every call (nothing cached or shared)', () => {
    const text = wrap('name: a\nmetadata:\n  b: c\n');
    const first = parseSkillMd(text, limit).frontmatter as Record<string, Record<string, string>>;
    first['metadata']!['b'] = 'mutated';
    expect(parseSkillMd(text, limit).frontmatter).toEqual({ name: 'a', metadata: { b: 'c' } });
  });

  test('block scalars keep their exact text', () => {
    const parsed = parse('description: >-\n  one\n  two\nname: |\n  x\n');
    expect(parsed.frontmatter).toEqual({ description: 'one two', name: 'x\n' });
  });

  test('records key and value positions in SKILL.md coordinates (CRLF too)', () => {
    const parsed = parseSkillMd('---\r\nname: demo\r\nmetadata:\r\n  publisher: "acme"\r\n---\r\n', limit);
    expect(parsed.keyPositions.get('name')).toEqual({ line: 2, column: 1 });
    expect(parsed.valuePositions.get('name')).toEqual({ line: 2, column: 7 });
    expect(parsed.keyPositions.get('metadata.publisher')).toEqual({ line: 4, column: 3 });
    expect(parsed.valuePositions.get('metadata.publisher')).toEqual({ line: 4, column: 14 });
  });

  test('columns count UTF-16 code units (an astral character counts twice)', () => {
    const parsed = parse('description: "😀 ok"\nname: x\u0007\n');
    expect(parsed.findings.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(['char/control@3:8']);
    const astral = parse('description: 😀\u0007\n');
    expect(astral.findings.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(['char/control@2:16']);
  });
});

describe('bounded work', () => {
  test('the raw block is measured in UTF-8 bytes before parsing: at the limit it parses, one byte over it does not', () => {
    // "description: " (13) + value + "\n" (1): fill to exactly the limit with a 3-byte character at the end.
    const atLimit = `description: ${'x'.repeat(limit - 13 - 1 - 3)}€\n`;
    expect(Buffer.byteLength(atLimit)).toBe(limit);
    const ok = parse(atLimit);
    expect(ok.findings.map((f) => f.code)).not.toContain('size/raw');
    expect(ok.frontmatter).toBeDefined();
    const over = parse(`description: ${'x'.repeat(limit - 13 - 1 - 3)}€x\n`);
    expect(over.findings.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(['size/raw@2:1']);
    expect(over.findings[0]!.data).toMatchObject({ bytes: limit + 1, limit });
    expect(over.frontmatter).toBeUndefined();
  });

  test('a tighter configured limit applies', () => {
    const parsed = parseSkillMd(wrap('name: abcdef\n'), 8);
    expect(parsed.findings.map((f) => f.code)).toEqual(['size/raw']);
  });

  test('the compact JSON is bounded too (escapes can make it larger than the YAML)', () => {
    // A plain backslash is one byte in YAML and two in JSON.
    const yaml = `description: x${'\\'.repeat(10_000)}\n`;
    const parsed = parseSkillMd(wrap(yaml), limit);
    expect(Buffer.byteLength(yaml)).toBeLessThan(limit);
    expect(parsed.findings.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(['size/json@2:1']);
    expect(parsed.findings[0]!.data).toMatchObject({ bytes: 20_019, limit });
  });

  test('an alias bomb returns quickly with a finding and is never expanded', () => {
    const rows = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [prev, next] of [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      ['d', 'e'],
      ['e', 'f'],
      ['f', 'g'],
      ['g', 'h'],
      ['h', 'i'],
    ] as const) {
      rows.push(`${next}: &${next} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const parsed = parse(`${rows.join('\n')}\n`);
    expect(parsed.frontmatter).toBeUndefined();
    const found = parsed.findings.map((f) => f.code);
    expect(found.filter((c) => c === 'yaml/anchor')).toHaveLength(9);
    // One finding per alias name, with the number of uses.
    expect(found.filter((c) => c === 'yaml/alias')).toHaveLength(8);
    expect(parsed.findings.find((f) => f.code === 'yaml/alias')!.data).toMatchObject({ uses: 9 });
  });

  const deep: [string, string][] = [
    ['flow sequences', `a: ${'['.repeat(8000)}${']'.repeat(8000)}\n`],
    ['flow maps', `a: ${'{a: '.repeat(3000)}${'}'.repeat(3000)}\n`],
    ['block sequences', `${'- '.repeat(7000)}x\n`],
    ['explicit keys', `${'? '.repeat(7000)}x\n`],
  ];
  test.each(deep)('deep nesting (%s) is refused before composing, quickly', (_label, yaml) => {
    const parsed = parse(yaml);
    expect(parsed.findings.map((f) => f.code)).toEqual(['yaml/too-deep']);
    expect(parsed.frontmatter).toBeUndefined();
  });

  test('more values than the profile could use are refused before composing', () => {
    const parsed = parse(`metadata: [${Array(1100).fill('a').join(',')}]\n`);
    expect(parsed.findings.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(['yaml/too-many-nodes@2:1']);
    expect(parsed.findings[0]!.data).toMatchObject({ nodes: 1103, limit: 1024 });
    expect(parse(`metadata: [${Array(1000).fill('"a"').join(',')}]\n`).findings.map((f) => f.code)).not.toContain('yaml/too-many-nodes');
  });

  test('many keys near the size limit are refused by the node bound before composing', () => {
    const yaml = Array.from({ length: 1200 }, (_, i) => `k${i}: "v"`)
      .join('\n')
      .slice(0, limit - 100);
    const parsed = parse(`${yaml.slice(0, yaml.lastIndexOf('\n'))}\n`);
    expect(parsed.findings.map((f) => f.code)).toEqual(['yaml/too-many-nodes']);
    expect(parsed.frontmatter).toBeUndefined();
  });
});
