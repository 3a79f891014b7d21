// Config validation: schema problems name the JSON path; unusable paths are refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/diagnostics/user-error.js';
import { parseConfig } from '../../src/config/load-config.js';

const base = { root: 'skills', output: 'generated/skills.ts', publisher: 'acme', skills: [{ path: 'a', tools: [] }] };
const parse = (value: unknown) => parseConfig(JSON.stringify(value), '/repo/skillpack.config.json');
const problem = (value: unknown): string => {
  try {
    parse(value);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as Error).message;
  }
  throw new Error('expected the config to be refused');
};

describe('config schema', () => {
  it('accepts the documented shape and resolves defaults', () => {
    const config = parse({ $schema: './schema/skillpack.config.schema.json', ...base });
    expect(config).toMatchObject({
      baseDir: '/repo',
      root: 'skills',
      publisher: 'acme',
      limits: { fileBytes: 1048576, catalogSkills: 256 },
      directoryRead: false,
    });
  });
  it('reads directoryRead, off unless set to true', () => {
    expect(parse({ ...base, directoryRead: true }).directoryRead).toBe(true);
    expect(parse({ ...base, directoryRead: false }).directoryRead).toBe(false);
  });
  it('reads channels; a config without them (or with none) resolves as before, with no channels key', () => {
    expect(parse({ ...base, channels: ['opencode', 'gh-skill'] }).channels).toEqual(['opencode', 'gh-skill']);
    expect('channels' in parse(base)).toBe(false);
    expect('channels' in parse({ ...base, channels: [] })).toBe(false);
  });
  it.each([
    [{ ...base, channels: ['gh'] }, '$.channels[0]: "gh" is not allowed; use one of "gh-skill", "skills-cli", "cursor", "opencode"'],
    [{ ...base, channels: 'cursor' }, '$.channels: must be an array'],
    [{ ...base, extra: 1 }, '$.extra: unknown key'],
    [{ ...base, skills: [{ path: 'a', tools: [], tols: [] }] }, '$.skills[0].tols: unknown key'],
    [{ ...base, skills: [{ path: 'a', tools: 'x' }] }, '$.skills[0].tools: must be an array'],
    [{ ...base, publisher: 7 }, '$.publisher: must be a string'],
    [{ ...base, directoryRead: 'yes' }, '$.directoryRead: must be true or false'],
    [{ ...base, root: undefined }, '$.root: required key is missing'],
    [{ ...base, limits: { fileBytes: 2097152 } }, '$.limits.fileBytes: must be <= 1048576'],
    [{ ...base, rules: { 'Not A Rule': 'off' } }, '$.rules["Not A Rule"]'],
  ])('refuses %j naming %s', (value, expected) => {
    expect(problem(value)).toContain(expected);
  });
  it('gives every skill without its own files setting the catalog policy, resolved once, and a skill with one its own', () => {
    const config = parse({
      ...base,
      files: { types: { '.yyy': 'text/plain' } },
      skills: [
        { path: 'a', tools: [] },
        { path: 'b', tools: [] },
        { path: 'c', tools: [], files: { types: { '.zzz': 'text/x-zzz' } } },
      ],
    });
    const [a, b, c] = config.skills;
    expect(a?.files).toBe(b?.files);
    expect(a?.files.extensions['.yyy']).toEqual({ mediaType: 'text/plain', encoding: 'text' });
    expect(a?.files.extensions['.zzz']).toBeUndefined();
    expect(c?.files.extensions['.yyy']).toEqual({ mediaType: 'text/plain', encoding: 'text' });
    expect(c?.files.extensions['.zzz']).toEqual({ mediaType: 'text/x-zzz', encoding: 'text' });
  });
  it('refuses text that is not JSON', () => {
    expect(() => parseConfig('{', '/repo/c.json')).toThrow(/not valid JSON/);
  });
});

describe('config paths', () => {
  it.each([
    [{ ...base, root: '/abs/skills' }, '$.root: "/abs/skills" is absolute'],
    [{ ...base, root: '../skills' }, '$.root: "../skills" contains `..`'],
    [{ ...base, skills: [{ path: 'a/../b', tools: [] }] }, '$.skills[0].path: "a/../b" contains `..`'],
    [{ ...base, skills: [{ path: '/a', tools: [] }] }, '$.skills[0].path: "/a" is absolute'],
    [{ ...base, skills: [{ path: 'a//b', tools: [] }] }, 'empty or `.` segment'],
    [{ ...base, skills: [{ path: 'a\\b', tools: [] }] }, 'backslash'],
    [
      {
        ...base,
        skills: [
          { path: 'a', tools: [] },
          { path: 'a', tools: [] },
        ],
      },
      '$.skills[1].path: "a" duplicates $.skills[0].path',
    ],
    [
      {
        ...base,
        skills: [
          { path: 'a', tools: [] },
          { path: 'A', tools: [] },
        ],
      },
      '$.skills[1].path: "A" duplicates',
    ],
    [{ ...base, output: 'skills/gen.ts' }, 'is inside root'],
    [{ ...base, secretAllowlist: 'skills/a/allow.txt' }, '$.secretAllowlist'],
  ])('refuses %j', (value, expected) => {
    expect(problem(value)).toContain(expected);
  });
});

describe('publisher', () => {
  const { publisher: _omitted, ...withoutPublisher } = base;

  it('is optional under recommended: the name in package.json beside the config, else the directory name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillpack-publisher-'));
    try {
      const file = join(dir, 'skillpack.config.json');
      expect(parseConfig(JSON.stringify(withoutPublisher), file).publisher).toBe(basename(dir));
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@acme/skills-server' }));
      expect(parseConfig(JSON.stringify(withoutPublisher), file).publisher).toBe('@acme/skills-server');
      writeFileSync(join(dir, 'package.json'), '{ not json');
      expect(parseConfig(JSON.stringify(withoutPublisher), file).publisher).toBe(basename(dir));
      expect(parseConfig(JSON.stringify(base), file).publisher).toBe('acme');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is required while a provenance rule that reads it is on', () => {
    expect(problem({ ...withoutPublisher, extends: 'skillpack:strict' })).toContain(
      '$.publisher: required while frontmatter/metadata-publisher is on (skillpack:strict turns it on)',
    );
    expect(problem({ ...withoutPublisher, rules: { 'body/provenance': 'warning' } })).toContain(
      '$.publisher: required while body/provenance is on',
    );
    const off = { 'frontmatter/metadata-publisher': 'off', 'body/provenance': 'off' };
    expect(() => parse({ ...withoutPublisher, extends: 'skillpack:strict', rules: off })).not.toThrow();
  });
});

describe('config errors a person can act on', () => {
  const text = (value: object): string => `${JSON.stringify(value, null, 2)}\n`;
  const refusal = (configText: string): string => {
    try {
      parseConfig(configText, '/repo/skillpack.config.json');
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('expected the config to be refused');
  };

  it('an enum value lists the allowed values and the nearest one, at its line and column', () => {
    const message = refusal(text({ ...base, rules: { 'body/empty': 'warn' } }));
    const lines = message.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `  /repo/skillpack.config.json:${
        text({ ...base, rules: { 'body/empty': 'warn' } })
          .split('\n')
          .findIndex((l) => l.includes('"warn"')) + 1
      }:19: $.rules["body/empty"]: "warn" is not allowed; use one of "off", "info", "warning", "error" (did you mean "warning"?)`,
    );
    expect(refusal(text({ ...base, extends: 'skillpack:strictt' }))).toContain(
      '$.extends: "skillpack:strictt" is not allowed; use one of "skillpack:recommended", "skillpack:strict" (did you mean "skillpack:strict"?)',
    );
  });

  it('a mistyped key in a skill entry is one line naming the nearest key, at the key', () => {
    const configText =
      '{\n  "root": "skills",\n  "output": "generated/skills.ts",\n  "publisher": "acme",\n  "skills": [\n    { "path": "a", "tool": [] }\n  ]\n}\n';
    const lines = refusal(configText).split('\n');
    expect(lines).toEqual([
      '/repo/skillpack.config.json: invalid config',
      '  /repo/skillpack.config.json:6:20: $.skills[0].tool: unknown key; did you mean "tools"? (allowed here: path, tools, files, exclude, scripts)',
    ]);
  });

  it('a top-level key: the nearest one; an entry of the wrong shape: one line naming the shapes', () => {
    expect(refusal(text({ root: 'skills', output: 'g/s.ts', publisher: 'acme', skills: [], exlude: [] }))).toContain(
      '$.exlude: unknown key; did you mean "exclude"?',
    );
    const shapes = refusal(text({ ...base, skills: [7] })).split('\n');
    expect(shapes).toHaveLength(2);
    expect(shapes[1]).toMatch(/:\d+:\d+: \$\.skills\[0\]: must be a string or an object$/);
  });

  // A target is one of several objects told apart by "type": judged by the type it names (docs/publishing.md).
  describe('a target, judged by its "type"', () => {
    const lines = (targets: unknown[]): string[] =>
      refusal(text({ ...base, targets }))
        .split('\n')
        .slice(1)
        .map((l) => l.replace(/^ *\S+:\d+:\d+: /, ''));
    const types = '"claude-plugin", "codex-plugin", "well-known", "zip"';
    it('a type name written alone: one line saying to write it as an object', () => {
      expect(lines(['zip'])).toEqual([`$.targets[0]: must be an object with "type" set to one of ${types}; write { "type": "zip", … }`]);
      expect(lines([3])).toEqual([`$.targets[0]: must be an object with "type" set to one of ${types}`]);
    });
    it("a known type: only that type's problems", () => {
      expect(lines([{ type: 'zip' }])).toEqual(['$.targets[0].output: required key is missing']);
      expect(lines([{ type: 'zip', output: 'd', extra: 1 }])).toEqual(['$.targets[0].extra: unknown key (allowed here: type, output)']);
    });
    it('an unknown or missing type: the types allowed, and the nearest', () => {
      expect(lines([{ type: 'zipp', output: 'd' }])).toEqual([
        `$.targets[0].type: "zipp" is not allowed; use one of ${types} (did you mean "zip"?)`,
      ]);
      expect(lines([{ output: 'd' }])).toEqual([`$.targets[0].type: required key is missing; use one of ${types}`]);
    });
  });
});
