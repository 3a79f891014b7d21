// build and check as real processes on real trees: atomic writes, staleness in every form, exit codes.
import { appendFileSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

let dir: string;
let cleanup: () => void;
const moduleFile = () => join(dir, 'generated/skills.ts');

beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/a/references/r.md': 'reference\n', 'skills/b/SKILL.md': validSkillMd('b') });
  writeConfig(dir, { skills: [{ path: 'a', tools: [] }, { path: 'b', tools: ['t1'] }] });
});
afterEach(() => cleanup());

const build = () => runCliProcess(['build'], dir);
const check = (...args: string[]) => runCliProcess(['check', ...args], dir);

describe('build', () => {
  it('writes the module and then check passes', () => {
    const built = build();
    expect(built.code, built.stdout + built.stderr).toBe(0);
    expect(built.stdout).toContain('wrote generated/skills.ts');
    expect(check().code).toBe(0);
  });

  it('leaves the previous module byte-identical when it fails', () => {
    expect(build().code).toBe(0);
    const before = readFileSync(moduleFile());
    writeFileSync(join(dir, 'skills/a/run.sh'), 'echo hi');
    const failed = build();
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('content/media-type');
    expect(failed.stdout).toContain('was not written');
    expect(readFileSync(moduleFile()).equals(before)).toBe(true);
  });

  it('produces identical bytes when run from another working directory', () => {
    expect(build().code).toBe(0);
    const first = readFileSync(moduleFile());
    rmSync(moduleFile());
    const other = runCliProcess(['build', '--config', join(dir, 'skillpack.config.json')], '/');
    expect(other.code, other.stdout + other.stderr).toBe(0);
    expect(readFileSync(moduleFile()).equals(first)).toBe(true);
  });
});

describe('check', () => {
  beforeEach(() => {
    expect(build().code).toBe(0);
  });

  it.each([
    ['an edited file', () => appendFileSync(join(dir, 'skills/a/references/r.md'), 'more\n'), 'edited skill://a/references/r.md'],
    ['an added file', () => writeFileSync(join(dir, 'skills/a/references/new.md'), 'new\n'), 'added skill://a/references/new.md'],
    ['a removed file', () => rmSync(join(dir, 'skills/a/references/r.md')), 'removed skill://a/references/r.md'],
    ['a renamed file', () => renameSync(join(dir, 'skills/a/references/r.md'), join(dir, 'skills/a/references/s.md')), 'renamed skill://a/references/r.md → skill://a/references/s.md'],
    ['a hand-edited module', () => writeFileSync(moduleFile(), readFileSync(moduleFile(), 'utf8').replace('reference\\n', 'tampered\\n')), 'edited skill://a/references/r.md'],
    ['a hand-edited module that kept the manifest', () => appendFileSync(moduleFile(), '// note\n'), 'edited by hand'],
    ['a missing module', () => rmSync(moduleFile()), 'does not exist'],
  ])('fails on %s, naming what differs and the fix', (_name, change, expected) => {
    change();
    const changed = expected === 'does not exist' ? undefined : readFileSync(moduleFile());
    const result = check();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('generated/stale-module');
    expect(result.stdout).toContain(expected);
    expect(result.stdout).toContain('npx skillpack build');
    // check never writes.
    if (changed !== undefined) expect(readFileSync(moduleFile()).equals(changed)).toBe(true);
    else expect(() => readFileSync(moduleFile())).toThrow(/ENOENT/);
  });

  it('fails with the planted hazard\'s own rule, never only "stale"', () => {
    symlinkSync('/etc/passwd', join(dir, 'skills/a/references/passwd.md'));
    const result = check('--format', 'json');
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout) as { ok: boolean; diagnostics: { ruleId: string; file: string }[] };
    expect(json.ok).toBe(false);
    expect(json.diagnostics.filter((d) => d.ruleId !== 'body/tools-mentioned')).toEqual([expect.objectContaining({ ruleId: 'filesystem/symlink', file: 'skills/a/references/passwd.md' })]);
  });
});

describe('exit code 2', () => {
  it.each([
    [['check', '--config', 'nope.json'], /no such file/],
    [['frobnicate'], /unknown command/],
    [['build', '--staged'], /does not apply/],
    [['lint', '--format', 'xml'], /--format must be one of/],
  ])('%j', (args, message) => {
    const result = runCliProcess(args, dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
  it('for an unknown config key, naming its JSON path', () => {
    writeConfig(dir, { skills: [{ path: 'a', tools: [], tool: [] }] });
    const result = check();
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('$.skills[0].tool: unknown key');
  });
});

describe('lint of named skills', () => {
  it('reports only the named skills, and loads a nested skill with its parent', () => {
    writeTree(dir, {
      'skills/b/run.sh': 'echo',
      'skills/a/inner/SKILL.md': validSkillMd('inner'),
    });
    writeConfig(dir, { skills: [{ path: 'a', tools: [] }, { path: 'a/inner', tools: [] }, { path: 'b', tools: ['t1'] }] });
    const a = runCliProcess(['lint', '--format', 'json', 'a'], dir);
    expect(a.code, a.stdout + a.stderr).toBe(0);
    expect((JSON.parse(a.stdout) as { diagnostics: unknown[] }).diagnostics).toEqual([]);
    const b = runCliProcess(['lint', '--format', 'json', 'b'], dir);
    expect(b.code).toBe(1);
    const found = (JSON.parse(b.stdout) as { diagnostics: { ruleId: string; file: string }[] }).diagnostics;
    expect(found.map((d) => `${d.ruleId} ${d.file}`)).toContain('content/media-type skills/b/run.sh');
    expect(found.every((d) => d.file.startsWith('skills/b/'))).toBe(true);
    expect(runCliProcess(['lint', 'nope'], dir).code).toBe(2);
  });
});

describe('serve through the executable', () => {
  it('starts over stdio and exits when its input closes; a malformed flag refuses start-up', () => {
    expect(build().code).toBe(0);
    const served = runCliProcess(['serve'], dir, { MCP_SKILLS_ENABLED: 'true' });
    expect(served.code, served.stderr).toBe(0);
    expect(served.stderr).toContain('serving 2 skill(s)');
    expect(served.stdout).toBe('');
    const refused = runCliProcess(['serve'], dir, { MCP_SKILLS_ENABLED: 'yes' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('MCP_SKILLS_ENABLED must be exactly "true" or "false"');
  });
});
