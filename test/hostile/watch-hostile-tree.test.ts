// `build --watch` on a hostile skills root: a symlink to `/`, a symlink loop and a FIFO must neither
// hang the watcher nor be followed or opened; the findings are reported, the module is not written,
// and a later edit of a real file still triggers a rebuild (docs/brief/DESIGN.md: nothing hangs on a
// FIFO, nothing crashes on a hostile tree).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cliPath } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a') });
  writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
  symlinkSync('/', join(dir, 'skills/a/root'));
  symlinkSync('..', join(dir, 'skills/a/loop'));
  execFileSync('mkfifo', [join(dir, 'skills/a/pipe')]);
});
afterEach(() => cleanup());

it('watches a root holding a symlink to /, a symlink loop and a FIFO, and rebuilds once they are gone', async () => {
  const child = spawn(process.execPath, [cliPath, 'build', '--watch'], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', GITHUB_ACTIONS: '' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = async (predicate: () => boolean): Promise<void> => {
    for (let i = 0; i < 200 && !predicate(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(predicate(), output).toBe(true);
  };
  const runs = (): number => output.split('watching skills/').length - 1;
  try {
    await waitFor(() => runs() === 1);
    expect(output).toContain('filesystem/symlink');
    expect(output).toContain('filesystem/special-file');
    expect(output).toContain('was not written');
    expect(existsSync(join(dir, 'generated/skills.ts'))).toBe(false);

    for (const name of ['root', 'loop', 'pipe']) rmSync(join(dir, 'skills/a', name));
    writeFileSync(join(dir, 'skills/a/notes.md'), 'notes\n');
    const module = join(dir, 'generated/skills.ts');
    await waitFor(() => existsSync(module) && readFileSync(module, 'utf8').includes('skill://a/notes.md'));
    expect(runs()).toBeGreaterThanOrEqual(2);
  } finally {
    child.kill('SIGINT');
  }
  expect(await exited).toBe(0);
}, 30_000);
