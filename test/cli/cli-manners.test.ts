// CLI manners as a user meets them, through the built CLI: per-command help with the environment
// variables that apply, lint paths as the shell completes them, and build --watch (debounced
// rebuilds, an error shown without touching the module, Ctrl-C ends it with exit 0).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cliPath, runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/b/SKILL.md': validSkillMd('b') });
  writeConfig(dir, { skills: [{ path: 'a', tools: [] }, { path: 'b', tools: [] }] });
});
afterEach(() => cleanup());

describe('--help per command', () => {
  it.each([
    ['serve', ['MCP_SKILLS_ENABLED', 'MCP_ENABLED_VENDORS', 'GITHUB_TOKEN', 'GITHUB_API_URL', 'MCP_HTTP_BEARER_TOKEN']],
    ['check', ['NO_COLOR', 'GITHUB_ACTIONS', 'GITHUB_STEP_SUMMARY', 'GIT_INDEX_FILE', '--staged']],
    ['lint', ['SKILLPACK_CONFIG', 'skills/review/']],
    ['build', ['--watch', 'NO_COLOR']],
    ['init', ['--yes']],
  ])('skillpack %s --help names its options and environment', (command, words) => {
    const result = runCliProcess([command, '--help'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith(`skillpack ${command} `)).toBe(true);
    for (const word of words) expect(result.stdout).toContain(word);
    expect(runCliProcess(['help', command], dir).stdout).toBe(result.stdout);
  });

  it('the global help names exit code 70', () => {
    expect(runCliProcess(['--help'], dir).stdout).toContain('70 internal error');
  });
});

describe('lint paths as the shell completes them', () => {
  it.each(['a', 'a/', 'skills/a', 'skills/a/', './skills/a', 'skills/a/SKILL.md'])('%s lints skill a only', (argument) => {
    writeFileSync(join(dir, 'skills/b/SKILL.md'), 'not frontmatter\n');
    const result = runCliProcess(['lint', argument], dir);
    expect(result.stdout + result.stderr).toContain('1 skill');
    expect(result.code).toBe(0);
  });

  it('an unknown path is refused with the known ones, exit 2', () => {
    const result = runCliProcess(['lint', 'skills/zzz'], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('"skills/zzz" is not an allowlisted skill path or directory (known: a (skills/a), b (skills/b))');
  });
});

describe('build --watch', () => {
  it('rebuilds after a change, reports an error without writing, and stops on SIGINT with exit 0', async () => {
    const child = spawn(process.execPath, [cliPath, 'build', '--watch'], { cwd: dir, env: { ...process.env, NO_COLOR: '1', GITHUB_ACTIONS: '' } });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const waitFor = async (predicate: () => boolean): Promise<void> => {
      for (let i = 0; i < 200 && !predicate(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(predicate(), stdout).toBe(true);
    };
    const count = (text: string): number => stdout.split(text).length - 1;
    await waitFor(() => count('watching skills/') === 1);
    const module = (): string => readFileSync(join(dir, 'generated/skills.ts'), 'utf8');
    expect(module()).toContain('skill://a/SKILL.md');

    writeFileSync(join(dir, 'skills/a/extra.md'), 'one\n');
    writeFileSync(join(dir, 'skills/a/extra.md'), 'two\n');
    await waitFor(() => count('watching skills/') === 2);
    expect(count('run 2')).toBe(1);
    expect(module()).toContain('skill://a/extra.md');

    const good = module();
    writeFileSync(join(dir, 'skills/b/SKILL.md'), 'no frontmatter\n');
    await waitFor(() => count('watching skills/') === 3);
    expect(stdout).toContain('was not written');
    expect(module()).toBe(good);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  }, 30_000);
});
