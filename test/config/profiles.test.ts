// Profiles and the files policy as configuration: `extends`, the well-known table, explicit types,
// per-skill settings, bare-string entries, and the locked rules that README lists exactly.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileTypeOf } from '../../src/config/files-policy.js';
import { parseConfig } from '../../src/config/load-config.js';
import { debrisExclude, profiles } from '../../src/config/profiles.js';
import { wellKnownTypes } from '../../src/config/well-known-types.js';
import { allRules } from '../../src/rules/index.js';

const parse = (value: Record<string, unknown>) =>
  parseConfig(
    JSON.stringify({ root: 'skills', output: 'generated/skills.ts', publisher: 'acme', skills: [], ...value }),
    '/repo/skillpack.config.json',
  );
const schema = JSON.parse(readFileSync(new URL('../../schema/skillpack.config.schema.json', import.meta.url), 'utf8')) as {
  definitions: { files: { properties: { include: { items: { enum: string[] } } } } };
};
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('profiles', () => {
  it('default to skillpack:recommended; extends picks skillpack:strict', () => {
    expect(parse({}).profile.name).toBe('skillpack:recommended');
    expect(parse({ extends: 'skillpack:strict' }).profile.name).toBe('skillpack:strict');
    expect(() => parse({ extends: 'eslint:recommended' })).toThrow(/\$\.extends/);
  });

  it('name only existing rules and never relax a locked one', () => {
    const byId = new Map(allRules.map((r) => [r.meta.id, r]));
    for (const profile of Object.values(profiles)) {
      for (const [id, setting] of Object.entries(profile.rules)) {
        const rule = byId.get(id);
        expect(rule, `${profile.name}: ${id}`).toBeDefined();
        expect(rule?.meta.guardsSafety, `${profile.name} relaxes locked ${id}`).toBe(false);
        expect(['off', 'info', 'warning', 'error']).toContain(setting);
      }
    }
  });

  it('strict is the publication policy: every rule at its own severity, three file types', () => {
    expect(profiles['skillpack:strict'].rules).toEqual({});
    expect(profiles['skillpack:strict'].files).toEqual(['.md', '.txt', '.json']);
    expect(profiles['skillpack:recommended'].rules).toMatchObject({
      'frontmatter/metadata-publisher': 'off',
      'frontmatter/metadata-distribution': 'off',
      'body/provenance': 'off',
      'frontmatter/allowed-tools': 'warning',
    });
  });

  it("the repository's own config extends skillpack:strict", () => {
    const own = JSON.parse(readFileSync(new URL('../../skillpack.config.json', import.meta.url), 'utf8')) as { extends?: string };
    expect(own.extends).toBe('skillpack:strict');
  });
});

describe('locked rules', () => {
  it('README lists exactly the rules the code locks', () => {
    const section = readme.slice(readme.indexOf('<!-- locked-rules:begin -->'), readme.indexOf('<!-- locked-rules:end -->'));
    expect(section.length).toBeGreaterThan(0);
    const listed = [...section.matchAll(/`([a-z0-9-]+\/[a-z0-9-]+)`/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(
      allRules
        .filter((r) => r.meta.guardsSafety)
        .map((r) => r.meta.id)
        .sort(),
    );
  });

  it('are the unsafe or unservable ones only', () => {
    const locked = allRules.filter((r) => r.meta.guardsSafety).map((r) => r.meta.id);
    for (const id of locked)
      expect(id).toMatch(
        /^(allowlist|bounds|secret)\/|^filesystem\/(symlink|special-file|hidden-file)$|^frontmatter\/size$|^content\/invalid-utf8$|^generated\/(stale-module|stale-target|left-out)$/,
      );
    expect(locked).not.toContain('frontmatter/unknown-field');
    expect(locked).not.toContain('content/media-type');
  });
});

describe('README', () => {
  it('shows the well-known table exactly as the code has it', () => {
    const section = readme.slice(readme.indexOf('<!-- well-known-types:begin -->'), readme.indexOf('<!-- well-known-types:end -->'));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const documented: Record<string, { mediaType: string; encoding: string }> = {};
    for (const row of rows) {
      const [names = '', mediaType = '', encoding = ''] = row
        .split('|')
        .slice(1, 4)
        .map((cell) => cell.trim());
      for (const m of names.matchAll(/`([^`]+)`/g)) documented[m[1] as string] = { mediaType, encoding };
    }
    expect(documented).toEqual({ ...wellKnownTypes });
  });

  it('the publishing example in docs/publishing.md is accepted by the schema', () => {
    const doc = readFileSync(new URL('../../docs/publishing.md', import.meta.url), 'utf8');
    const blocks = [...doc.matchAll(/```json config\n([\s\S]*?)```/g)].map((m) => m[1] as string);
    expect(blocks).toHaveLength(1);
    const config = parseConfig(blocks[0] as string, '/repo/skillpack.config.json');
    expect(config.targets?.map((t) => t.type)).toEqual(['claude-plugin', 'codex-plugin', 'well-known', 'zip']);
    expect(config.channels).toEqual(['gh-skill', 'skills-cli', 'cursor', 'opencode']);
  });

  it('the configuration examples are accepted by the schema', () => {
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('### Locked rules'));
    const blocks = [...section.matchAll(/```json config\n([\s\S]*?)```/g)].map((m) => m[1] as string);
    expect(blocks).toHaveLength(2);
    const config = parseConfig(blocks[0] as string, '/repo/skillpack.config.json');
    expect(config.skills.map((skill) => skill.path)).toEqual(['meeting-notes', 'pdf', 'github-pr-readiness']);
    expect(() => parse(JSON.parse(`{${blocks[1] as string}}`) as Record<string, unknown>)).not.toThrow();
  });
});

describe('the files policy', () => {
  it('the schema offers exactly the well-known table', () => {
    expect(schema.definitions.files.properties.include.items.enum).toEqual(Object.keys(wellKnownTypes));
  });

  it('opts into well-known entries by name, adds explicit types, and lets a skill entry add its own', () => {
    const config = parse({
      extends: 'skillpack:strict',
      files: { include: ['.py', 'LICENSE', '.png'], types: { '.foo': 'text/x-foo', '.dat': 'application/octet-stream' } },
      skills: [{ path: 'a', files: { types: { Procfile: 'text/plain' } } }, 'b'],
    });
    const [a, b] = config.skills;
    expect(fileTypeOf(a!.files, 'scripts/run.py')).toEqual({ mediaType: 'text/x-python', encoding: 'text' });
    expect(fileTypeOf(a!.files, 'LICENSE')).toEqual({ mediaType: 'text/plain', encoding: 'text' });
    expect(fileTypeOf(a!.files, 'assets/LOGO.PNG')).toEqual({ mediaType: 'image/png', encoding: 'blob' });
    expect(fileTypeOf(a!.files, 'x.foo')).toEqual({ mediaType: 'text/x-foo', encoding: 'text' });
    expect(fileTypeOf(a!.files, 'x.dat')).toEqual({ mediaType: 'application/octet-stream', encoding: 'blob' });
    expect(fileTypeOf(a!.files, 'Procfile')?.mediaType).toBe('text/plain');
    expect(fileTypeOf(b!.files, 'Procfile')).toBeUndefined();
    expect(fileTypeOf(b!.files, 'x.yaml')).toBeUndefined();
    expect(fileTypeOf(b!.files, 'SKILL.md')).toEqual({ mediaType: 'text/markdown', encoding: 'text' });
  });

  it('the recommended profile accepts the whole table; strict only .md, .txt, .json', () => {
    const [rec] = parse({ skills: ['a'] }).skills;
    const [strict] = parse({ extends: 'skillpack:strict', skills: ['a'] }).skills;
    for (const [key, type] of Object.entries(wellKnownTypes))
      expect(fileTypeOf(rec!.files, key.startsWith('.') ? `f${key}` : key)).toEqual(type);
    expect(fileTypeOf(strict!.files, 'f.yaml')).toBeUndefined();
    expect(fileTypeOf(strict!.files, 'f.json')?.mediaType).toBe('application/json');
  });

  it('recommended ships a type nobody listed (its encoding decided by the bytes); strict refuses it', () => {
    const [rec] = parse({ skills: ['a'] }).skills;
    const [strict] = parse({ extends: 'skillpack:strict', skills: ['a'] }).skills;
    for (const path of ['main.hcl', 'policy.sentinel', 'Info.plist', 'Base.xcconfig', 'board.canvas', 'mail.template', 'Procfile'])
      expect(fileTypeOf(rec!.files, path)).toEqual({ mediaType: 'text/plain', encoding: 'text', unlisted: true });
    expect(fileTypeOf(strict!.files, 'main.hcl')).toBeUndefined();
  });

  it('refuses an include that is not in the table, and a malformed media type', () => {
    expect(() => parse({ files: { include: ['.exe'] } })).toThrow(/\$\.files\.include\[0\]/);
    expect(() => parse({ files: { types: { '.x': 'not a type' } } })).toThrow(/\$\.files\.types/);
  });
});

describe('allowlist entries', () => {
  it('may be a bare path; tools are optional (absent = none)', () => {
    const config = parse({
      skills: ['pdf', { path: 'review' }, { path: 'pr', tools: ['t'], scripts: true, exclude: ['tests/**'] }],
      exclude: ['*.pyc'],
    });
    expect(config.skills.map((s) => [s.path, s.tools, s.scripts, s.exclude])).toEqual([
      ['pdf', [], false, [...debrisExclude, '*.pyc']],
      ['review', [], false, [...debrisExclude, '*.pyc']],
      ['pr', ['t'], true, [...debrisExclude, '*.pyc', 'tests/**']],
    ]);
  });

  it('exclude OS and editor debris by default; "excludeDefaults": false turns the list off', () => {
    expect(debrisExclude).toEqual(['.DS_Store', 'Thumbs.db', 'desktop.ini', '__pycache__', '*.pyc', '.ipynb_checkpoints']);
    expect(parse({ skills: ['a'], extends: 'skillpack:strict' }).skills[0]!.exclude).toEqual(debrisExclude);
    expect(parse({ skills: ['a'], excludeDefaults: false, exclude: ['x'] }).skills[0]!.exclude).toEqual(['x']);
  });
});
