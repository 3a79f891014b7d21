// Blocks that the `yaml` package reads one way and PyYAML (the reference YAML 1.1 reader) another, or
// not at all. Each was found by running the same blocks through both parsers; each is now refused with
// its rule and position, and the nearby shapes both parsers read alike still pass with the value
// PyYAML reads (the expected values below are PyYAML 6 `safe_load` results, written out).
import { describe, expect, test } from 'vitest';
import { parseSkillMd } from '../../src/load/frontmatter/parse-skill-md.js';
import { at, lintSkill, provenance, skillMd } from '../support/skill-rules-harness.js';

const parse = (yaml: string) => parseSkillMd(`---\n${yaml}---\n# Body\n`, 16 * 1024);
const codes = (yaml: string): string[] => parse(yaml).findings.map((f) => `${f.code}@${f.line}:${f.column}`);

/** Errors of the whole family for a skill whose metadata gets `extra` lines (file line 8 onwards). */
const errorsWith = (extra: string): string[] =>
  lintSkill(skillMd({ extra }))
    .filter((d) => d.severity === 'error')
    .map(at);

describe('tabs PyYAML refuses are reported where they are', () => {
  const cases: [string, string, string[]][] = [
    ['after "key:"', 'license:\tMIT\n', ['char/tab@2:9']],
    ['inside a plain value', 'description: Reads\tthe PR\n', ['char/tab@2:19']],
    ['after a value', 'license: MIT\t\n', ['char/tab@2:13']],
    ['before a comment', 'license: MIT\t# spdx\n', ['char/tab@2:13']],
    ['after a quoted value', 'license: "MIT"\t\n', ['char/tab@2:15']],
    ['on a blank line', 'license: MIT\n\t\nname: a\n', ['char/tab@3:1']],
    ['in a continuation line', 'description: a\n  b\tc\n', ['char/tab@3:4']],
    ['inside a flow sequence', 'tags: [a,\tb]\n', ['char/tab@2:10']],
    ['after a block scalar indicator', 'description: |\t\n  a\n', ['char/tab@2:15']],
    // Tab indentation is the parser's own error: one finding, not two.
    ['as indentation', 'metadata:\n\tpublisher: x\n', ['yaml/error@3:1']],
  ];
  test.each(cases)('%s', (_label, yaml, expected) => {
    expect(codes(yaml)).toEqual(expected);
  });

  const allowed: [string, string, Record<string, unknown>][] = [
    ['in a double-quoted value', 'description: "a\tb"\n', { description: 'a\tb' }],
    ['in a single-quoted value', "description: 'a\tb'\n", { description: 'a\tb' }],
    ['in block scalar content', 'description: |-\n  a\tb\n  \tc\n', { description: 'a\tb\n\tc' }],
    ['in a comment', 'license: MIT # a\tcomment\n#\tline\n', { license: 'MIT' }],
  ];
  test.each(allowed)('allowed %s', (_label, yaml, value) => {
    const parsed = parse(yaml);
    expect(parsed.findings).toEqual([]);
    expect(parsed.frontmatter).toEqual(value);
  });

  test('the lint rule is frontmatter/yaml-characters at the tab', () => {
    expect(errorsWith('  note:\tx')).toEqual(['frontmatter/yaml-characters@8:8']);
  });
});

describe('shapes the yaml package accepts and PyYAML reads differently or refuses', () => {
  const cases: [string, string, string[]][] = [
    // yaml: {a: 'x"', b: 'c"'}; PyYAML: {a: 'x" b: c'}.
    ['a double-quoted value whose continuation is not indented', 'a: "x\\"\nb: c"\n', ['yaml/quote-unclosed@2:4']],
    ['a single-quoted value whose continuation is not indented', "a: 'x''\nb: c'\n", ['yaml/quote-unclosed@2:4']],
    // yaml: "x y"; PyYAML (and the YAML spec): "x\ny".
    ['an escaped line break before an empty line', 'a: "x\\\n\n  y"\n', ['yaml/quote-escaped-break@2:4']],
    // yaml: {k: "a - b"}; PyYAML: an error.
    ["a plain continuation line at the key's column", 'k:\n#c\n  a\n- b\n', ['yaml/continuation-indent@5:1']],
    ['an explicit key', '? version\n: x\n', ['yaml/explicit-key@2:1']],
    ['an explicit key in a flow map', 'm: {? a}\n', ['yaml/explicit-key@2:5']],
    // yaml: {"k:a": "v"} across two lines; PyYAML: an error.
    ['a ":" on the line after its key', 'name: x\nk\n : v\n', ['yaml/split-key@4:2']],
    ['a surrogate pair written as two escapes', 'a: "x \\ud83d\\ude00"\n', ['char/escaped-surrogate@2:7']],
  ];
  test.each(cases)('%s', (_label, yaml, expected) => {
    const parsed = parse(yaml);
    expect(parsed.findings.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(expected);
  });

  test('a collection key is one non-string-key finding, not also an explicit-key one', () => {
    expect(codes('? [a, b]\n: c\n')).toEqual(['yaml/non-string-key@2:3']);
  });

  test('a lone surrogate escape is one finding', () => {
    expect(codes('a: "\\ud800"\n')).toEqual(['char/lone-surrogate@2:4']);
  });

  test('the surrogate message offers the single escape', () => {
    const finding = parse('a: "\\ud83d\\ude00"\n').findings[0];
    expect(finding?.data).toMatchObject({ replacement: ' or the single escape "\\U0001F600"' });
  });

  test('a quote cut by the end of the block is one parser error with the "---" hint', () => {
    const text = '---\nname: demo\ndescription: "start\n---\nend"\n';
    const found = parseSkillMd(text, 16 * 1024).findings;
    expect(found.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(['yaml/error@4:1']);
    expect(found[0]?.detail).toContain('exactly "---"');
  });

  test('lint rules and positions', () => {
    expect(errorsWith('  a: "x\\"\nb: c"')).toContain('frontmatter/yaml-syntax@8:6');
    expect(errorsWith('  ? version\n  : x')).toEqual(['frontmatter/yaml-key@8:3']);
    expect(errorsWith('  a: "\\ud83d\\ude00"')).toEqual(['frontmatter/yaml-characters@8:7']);
  });

  test('a hostile block reports at most 50 findings per refused feature', () => {
    const yaml = Array.from({ length: 300 }, (_, i) => `? k${i}\n: v`)
      .join('\n')
      .concat('\n');
    expect(parse(yaml).findings.filter((f) => f.code === 'yaml/explicit-key')).toHaveLength(50);
  });
});

describe('YAML 1.1 readings the yaml package does not produce', () => {
  const traps: [string, string, string, string][] = [
    // label, YAML, key path, the YAML 1.1 part of the readings
    ['timestamp with an empty fraction', 'v: 2024-01-15 10:00:00.\n', 'v', 'YAML 1.1 (PyYAML): a timestamp'],
    [
      'merge indicator as a value',
      'v: <<\n',
      'v',
      'YAML 1.1 (PyYAML): the !!merge tag, which safe loaders refuse to construct outside a mapping key',
    ],
    ['value indicator as a key', '=: x\n', '=', 'YAML 1.1 (PyYAML): the !!value tag, which safe loaders refuse to construct'],
    [
      '"?" inside a flow collection',
      'm: {url: https://x.example/a?b=1}\n',
      'm.url',
      'YAML 1.1 (PyYAML): the scalar ends at "?" (a mapping key or an error) inside [ ] or { }',
    ],
    ['":" opening a flow scalar', 'm: [:a]\n', 'm[0]', 'YAML 1.1 (PyYAML): an error inside [ ] or { }'],
    ['a multi-line quoted key in a flow map', 'm: {"a\n  b": c}\n', 'm.a b', 'YAML 1.1 (PyYAML): an error (a key must fit on one line)'],
  ];
  test.each(traps)('%s', (_label, yaml, key, reading) => {
    const found = parse(yaml).findings.filter((f) => f.code === 'schema/difference');
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toBe(key);
    expect(String(found[0]?.data?.['readings'])).toContain(reading);
  });

  test('a pair without a value reads null in JSON and "" in failsafe', () => {
    const found = parse('m: {a, b: c}\n').findings;
    expect(found.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(['schema/difference@2:5']);
    expect(found[0]?.data).toMatchObject({ key: 'm.a', readings: 'YAML 1.2 core: null; YAML 1.1: null; failsafe: string ""' });
  });

  test('the lint rule and position', () => {
    expect(errorsWith('  built: 2024-01-15 10:00:00.')).toEqual(['frontmatter/schema-independence@8:10']);
  });

  // Each of these reads identically in the yaml package (all three schemas) and in PyYAML 6.
  const alike: [string, string, Record<string, unknown>][] = [
    ['version-like strings', 'a: 1.0.0\nb: v1.0\nc: 2.0.0-beta\nd: 1,000\n', { a: '1.0.0', b: 'v1.0', c: '2.0.0-beta', d: '1,000' }],
    ['a URL in a block value', 'u: https://x.example/a?b=1#c\n', { u: 'https://x.example/a?b=1#c' }],
    [
      'a flow map of plain strings',
      'm: {publisher: skillpack, distribution: bundled with x}\n',
      { m: { publisher: 'skillpack', distribution: 'bundled with x' } },
    ],
    ['a flow scalar with ":" inside', 'm: [a:b, "c?"]\n', { m: ['a:b', 'c?'] }],
    ['a multi-line double-quoted value', 'd: "a\n  b\n\n  c"\n', { d: 'a b\nc' }],
    ['an escaped line break', 'd: "a \\\n  b"\n', { d: 'a b' }],
    ['a multi-line plain value', 'd: a\n  - b\n  c\n', { d: 'a - b c' }],
    ['folded and literal block scalars', 'f: >-\n  a\n  b\nl: |\n  a\n   b\n', { f: 'a b', l: 'a\n b\n' }],
  ];
  test.each(alike)('%s', (_label, yaml, value) => {
    const parsed = parse(yaml);
    expect(parsed.findings).toEqual([]);
    expect(parsed.frontmatter).toEqual(value);
  });
});

test('a body is not affected by frontmatter-only checks', () => {
  expect(lintSkill(skillMd({ body: `${provenance}\n\nTabs\tin the body are fine.\n` }))).toEqual([]);
});
