// `skillpack init` in hostile repositories built at test time: `.github`, `.gitattributes`,
// `package.json`, `.husky` and `lefthook.yml` as symlinks out of the repository, a FIFO
// `package.json` and a `.gitattributes` pointing at /dev/zero. init must refuse (exit 2, naming the
// path) before it writes anything, never create, append to or chmod a file outside the repository,
// never hang and never read without bound (docs/security.md "What init touches").
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { tempDir } from '../support/disk.js';

let dir: string;
let outside: string;
let cleanups: (() => void)[];

beforeEach(() => {
  const repo = tempDir('skillpack-init-hostile-');
  const out = tempDir('skillpack-outside-');
  dir = repo.dir;
  outside = out.dir;
  cleanups = [repo.cleanup, out.cleanup];
  execFileSync('git', ['init', '-q'], { cwd: dir });
});
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
});

const manifest = `${JSON.stringify({ name: 'victim', version: '1.0.0' }, null, 2)}\n`;
/** Every file under the outside directory with its bytes and mode. */
function outsideState(): Record<string, string> {
  const state: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(outside, rel))) {
      const path = rel === '' ? name : `${rel}/${name}`;
      const stats = statSync(join(outside, path));
      if (stats.isDirectory()) walk(path);
      else state[path] = `${(stats.mode & 0o777).toString(8)} ${readFileSync(join(outside, path), 'utf8')}`;
    }
  };
  walk('');
  return state;
}

/** init --yes refuses with exit 2 naming `path`, writes nothing in the repository and changes nothing outside. */
function expectRefused(path: string): void {
  const before = outsideState();
  const repoBefore = readdirSync(dir).sort();
  const run = runCliProcess(['init', '--yes'], dir);
  expect(run.code, run.stdout + run.stderr).toBe(2);
  expect(run.stderr).toContain(`"${path}"`);
  expect(outsideState()).toEqual(before);
  expect(readdirSync(dir).sort()).toEqual(repoBefore);
}

describe('init never writes through a symlink out of the repository', () => {
  it('.github -> outside: no workflow is created there', () => {
    writeFileSync(join(dir, 'package.json'), manifest);
    symlinkSync(outside, join(dir, '.github'));
    expectRefused('.github');
    expect(readdirSync(outside)).toEqual([]);
  });

  it('.gitattributes -> a file outside: it is not appended to', () => {
    writeFileSync(join(dir, 'package.json'), manifest);
    writeFileSync(join(outside, 'attributes'), '* text=auto\n');
    symlinkSync(join(outside, 'attributes'), join(dir, '.gitattributes'));
    expectRefused('.gitattributes');
    expect(readFileSync(join(outside, 'attributes'), 'utf8')).toBe('* text=auto\n');
  });

  it('package.json -> a file outside: its scripts are not edited', () => {
    writeFileSync(join(outside, 'package.json'), manifest);
    symlinkSync(join(outside, 'package.json'), join(dir, 'package.json'));
    expectRefused('package.json');
    expect(readFileSync(join(outside, 'package.json'), 'utf8')).toBe(manifest);
  });

  it('.husky -> outside: no pre-commit is created or made executable there', () => {
    writeFileSync(join(dir, 'package.json'), manifest);
    writeFileSync(join(outside, 'pre-commit'), 'npm test\n', { mode: 0o644 });
    symlinkSync(outside, join(dir, '.husky'));
    expectRefused('.husky');
    expect(statSync(join(outside, 'pre-commit')).mode & 0o777).toBe(0o644);
  });

  it('lefthook.yml -> a file outside: it is not rewritten', () => {
    writeFileSync(join(dir, 'package.json'), manifest);
    writeFileSync(join(outside, 'lefthook.yml'), 'pre-commit:\n  commands: {}\n');
    symlinkSync(join(outside, 'lefthook.yml'), join(dir, 'lefthook.yml'));
    expectRefused('lefthook.yml');
    expect(readFileSync(join(outside, 'lefthook.yml'), 'utf8')).toBe('pre-commit:\n  commands: {}\n');
  });
});

describe('init never hangs or reads without bound', () => {
  it('a FIFO package.json is refused at once, not opened', () => {
    execFileSync('mkfifo', [join(dir, 'package.json')]);
    const started = Date.now();
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.code, run.stdout + run.stderr).toBe(2);
    expect(run.stderr).toContain('"package.json" is a FIFO');
    expect(Date.now() - started).toBeLessThan(25_000);
    expect(lstatSync(join(dir, 'package.json')).isFIFO()).toBe(true);
  });

  it('.gitattributes -> /dev/zero is refused, never read', () => {
    writeFileSync(join(dir, 'package.json'), manifest);
    symlinkSync('/dev/zero', join(dir, '.gitattributes'));
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.code, run.stdout + run.stderr).toBe(2);
    expect(run.stderr).toContain('".gitattributes" is a symlink');
  });

  it('a skills root full of symlinks is not followed when skills are discovered', () => {
    writeFileSync(join(dir, 'package.json'), manifest);
    mkdirSync(join(outside, 'stolen'));
    writeFileSync(join(outside, 'stolen/SKILL.md'), '---\nname: stolen\n---\n');
    mkdirSync(join(dir, '.claude'));
    symlinkSync(join(outside), join(dir, '.claude/skills'));
    mkdirSync(join(dir, 'skills'));
    symlinkSync(join(outside, 'stolen'), join(dir, 'skills/stolen'));
    const run = runCliProcess(['init', '--yes'], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toContain('stolen');
    expect(JSON.parse(readFileSync(join(dir, 'skillpack.config.json'), 'utf8')).skills).toEqual([{ path: 'example-skill', tools: [] }]);
  });
});
