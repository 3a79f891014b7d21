// Schema independence: every trap measured in SPEC-NOTES §2 is caught, names the key, shows each
// reading, and suggests quoting; quoted values and ordinary strings pass.
import { describe, expect, test } from 'vitest';
import { parseSkillMd } from '../../src/load/frontmatter/parse-skill-md.js';

const parse = (yaml: string) => parseSkillMd(`---\n${yaml}---\n`, 16 * 1024);

describe('values that read differently under YAML 1.2 core, YAML 1.1 or failsafe', () => {
  const traps: [string, string, string, string, string][] = [
    // label, YAML, key path, readings, fix
    [
      'YAML 1.1 boolean yes',
      'a: yes\n',
      'a',
      'YAML 1.2 core: string "yes"; YAML 1.1: boolean true; failsafe: string "yes"',
      'quote the value: a: "yes"',
    ],
    [
      'YAML 1.1 boolean NO',
      'a: NO\n',
      'a',
      'YAML 1.2 core: string "NO"; YAML 1.1: boolean false; failsafe: string "NO"',
      'quote the value: a: "NO"',
    ],
    [
      'YAML 1.1 boolean on',
      'a: on\n',
      'a',
      'YAML 1.2 core: string "on"; YAML 1.1: boolean true; failsafe: string "on"',
      'quote the value: a: "on"',
    ],
    [
      'core boolean true',
      'a: true\n',
      'a',
      'YAML 1.2 core: boolean true; YAML 1.1: boolean true; failsafe: string "true"',
      'quote the value: a: "true"',
    ],
    [
      'date',
      'a: 2024-01-15\n',
      'a',
      'YAML 1.2 core: string "2024-01-15"; YAML 1.1: timestamp 2024-01-15T00:00:00.000Z; failsafe: string "2024-01-15"',
      'quote the value: a: "2024-01-15"',
    ],
    [
      'sexagesimal',
      'a: 1:30\n',
      'a',
      'YAML 1.2 core: string "1:30"; YAML 1.1: number 90; failsafe: string "1:30"',
      'quote the value: a: "1:30"',
    ],
    ['octal', 'a: 0755\n', 'a', 'YAML 1.2 core: number 755; YAML 1.1: number 493; failsafe: string "0755"', 'quote the value: a: "0755"'],
    ['1.0', 'a: 1.0\n', 'a', 'YAML 1.2 core: number 1; YAML 1.1: number 1; failsafe: string "1.0"', 'quote the value: a: "1.0"'],
    [
      'integer above 2^53',
      'a: 9007199254740993\n',
      'a',
      'YAML 1.2 core: number 9007199254740992; YAML 1.1: number 9007199254740992; failsafe: string "9007199254740993"',
      'quote the value: a: "9007199254740993"',
    ],
    ['null', 'a: null\n', 'a', 'YAML 1.2 core: null; YAML 1.1: null; failsafe: string "null"', 'quote the value: a: "null"'],
    ['tilde', 'a: ~\n', 'a', 'YAML 1.2 core: null; YAML 1.1: null; failsafe: string "~"', 'quote the value: a: "~"'],
    ['empty value', 'a:\n', 'a', 'YAML 1.2 core: null; YAML 1.1: null; failsafe: string ""', 'give it a quoted string value, e.g. a: "…"'],
    [
      '.inf',
      'a: .inf\n',
      'a',
      'YAML 1.2 core: number Infinity; YAML 1.1: number Infinity; failsafe: string ".inf"',
      'quote the value: a: ".inf"',
    ],
    [
      'underscored integer',
      'a: 1_000\n',
      'a',
      'YAML 1.2 core: string "1_000"; YAML 1.1: number 1000; failsafe: string "1_000"',
      'quote the value: a: "1_000"',
    ],
    [
      'nested in metadata',
      'metadata:\n  version: 2.0\n',
      'metadata.version',
      'YAML 1.2 core: number 2; YAML 1.1: number 2; failsafe: string "2.0"',
      'quote the value: version: "2.0"',
    ],
    ['in a sequence', 'a: [x, 1]\n', 'a[1]', 'YAML 1.2 core: number 1; YAML 1.1: number 1; failsafe: string "1"', 'quote the value: - "1"'],
    [
      'PyYAML value indicator',
      'a: =\n',
      'a',
      'YAML 1.2 core: string "="; YAML 1.1 (PyYAML): the !!value tag, which safe loaders refuse to construct; failsafe: string "="',
      'quote the value: a: "="',
    ],
    [
      'YAML 1.1 boolean key',
      'yes: x\n',
      'yes',
      'YAML 1.2 core: string "yes"; YAML 1.1: boolean true; failsafe: string "yes"',
      'quote the key: "yes": …',
    ],
  ];
  test.each(traps)('%s', (_label, yaml, key, readings, fix) => {
    const found = parse(yaml).findings.filter((f) => f.code === 'schema/difference');
    expect(found).toHaveLength(1);
    expect(found[0]!.path).toBe(key);
    expect(found[0]!.data).toMatchObject({ key, readings, fix });
  });

  test('the finding points at the value', () => {
    const found = parse('name: demo\nmetadata:\n  version: 1.0\n').findings;
    expect(found.map((f) => `${f.code}@${f.line}:${f.column}`)).toEqual(['schema/difference@4:12']);
  });

  test('the suggested fix reads the same everywhere', () => {
    for (const [, yaml, , , fix] of traps) {
      const quoted = /quote the value: (?:- )?(.*)$/.exec(fix);
      if (quoted === null) continue;
      const line = yaml.includes('\n  ')
        ? `metadata:\n  ${quoted[1]}\n`
        : yaml.startsWith('a: [')
          ? `a: [x, ${quoted[1]!.replace(/^- /, '')}]\n`
          : `${quoted[1]}\n`;
      expect(parse(line).findings).toEqual([]);
    }
  });

  test('the value is still published for the field rules, but the finding is an error', () => {
    const parsed = parse('name: demo\ndescription: yes\n');
    expect(parsed.frontmatter).toEqual({ name: 'demo', description: 'yes' });
  });
});

describe('strings that read the same everywhere', () => {
  const safe: [string, string][] = [
    ['plain words', 'a: hello world\n'],
    ['quoted boolean', 'a: "yes"\n'],
    ['single-quoted date', "a: '2024-01-15'\n"],
    ['quoted number', 'a: "1.0"\n'],
    ['version-like', 'a: 1.2.3\n'],
    ['v-prefixed', 'a: v1\n'],
    ['colon without space', 'a: 10:30am\n'],
    ['block scalar', 'a: |\n  yes\n'],
    ['folded scalar of digits', 'a: >-\n  0755\n'],
    ['URL', 'a: https://example.com/x?y=1\n'],
    ['quoted empty string', 'a: ""\n'],
    ['quoted key', '"yes": x\n'],
  ];
  test.each(safe)('%s', (_label, yaml) => {
    expect(parse(yaml).findings).toEqual([]);
  });
});
