// Each hook manager for real, in a temporary repository: the manager installed from the npm registry
// (the pre-commit framework from the system, e.g. Debian's `pre-commit` package), `skillpack init`
// adding its entry, the manager installing its hook, and then git itself running it: a commit with a
// broken skill is refused naming the rule, a clean one goes through. The project's skillpack is this
// repository (node_modules/skillpack → the checkout, where dist/ and scripts/hooks/ are).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';

const repoRoot = process.cwd();
const hasPreCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function sh(dir: string, command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false', HUSKY: '' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
const git = (dir: string, ...args: string[]) => sh(dir, 'git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args]);

/** A repository with the manager installed, then `skillpack init --yes`, then `setup` (the manager's own install step). */
function repository(packages: string[], prepare: (dir: string) => void, setup: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'skillpack-hooks-'));
  dirs.push(dir);
  execFileSync('git', ['init', '-q'], { cwd: dir });
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\n');
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'hooked', version: '1.0.0', private: true }, null, 2)}\n`);
  if (packages.length > 0) {
    const install = sh(dir, 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--save-dev', ...packages]);
    expect(install.status, install.output).toBe(0);
  }
  prepare(dir);
  const init = runCliProcess(['init', '--yes'], dir);
  expect(init.code, init.stdout + init.stderr).toBe(0);
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  symlinkSync(repoRoot, join(dir, 'node_modules/skillpack'));
  // What npm does for the package's `bin`.
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  symlinkSync('../skillpack/dist/cli.js', join(dir, 'node_modules/.bin/skillpack'));
  setup(dir);
  expect(runCliProcess(['build'], dir).code).toBe(0);
  return dir;
}

function expectHookGuardsCommits(dir: string): void {
  expect(git(dir, 'add', '-A').status).toBe(0);
  const good = git(dir, 'commit', '-qm', 'skills');
  expect(good.status, good.output).toBe(0);
  const skill = join(dir, 'skills/example-skill/SKILL.md');
  writeFileSync(skill, readFileSync(skill, 'utf8').replace('name: example-skill', 'name: Example'));
  git(dir, 'add', '-A');
  const bad = git(dir, 'commit', '-qm', 'broken');
  expect(bad.status).not.toBe(0);
  expect(bad.output).toContain('frontmatter/name');
  expect(git(dir, 'log', '--format=%s').output).toBe('skills\n');
}

describe('hook managers, proven by real commits', () => {
  it('husky 9', () => {
    const dir = repository(
      ['husky@9'],
      (d) => {
        mkdirSync(join(d, '.husky'));
        writeFileSync(join(d, '.husky/pre-commit'), '');
      },
      (d) => expect(sh(d, join(d, 'node_modules/.bin/husky'), []).status).toBe(0),
    );
    expect(readFileSync(join(dir, '.husky/pre-commit'), 'utf8')).toContain('skillpack check --staged');
    expectHookGuardsCommits(dir);
  }, 180_000);

  it('lefthook', () => {
    const dir = repository(
      ['lefthook@1'],
      () => undefined,
      (d) => {
        const installed = sh(d, join(d, 'node_modules/.bin/lefthook'), ['install']);
        expect(installed.status, installed.output).toBe(0);
      },
    );
    expect(readFileSync(join(dir, 'lefthook.yml'), 'utf8')).toContain('skillpack check --staged');
    expectHookGuardsCommits(dir);
  }, 180_000);

  it('simple-git-hooks', () => {
    const dir = repository(
      ['simple-git-hooks@2'],
      (d) => {
        const manifest = JSON.parse(readFileSync(join(d, 'package.json'), 'utf8')) as Record<string, unknown>;
        writeFileSync(
          join(d, 'package.json'),
          `${JSON.stringify({ ...manifest, 'simple-git-hooks': { 'pre-commit': 'true' } }, null, 2)}\n`,
        );
      },
      (d) => {
        const installed = sh(d, join(d, 'node_modules/.bin/simple-git-hooks'), []);
        expect(installed.status, installed.output).toBe(0);
      },
    );
    expectHookGuardsCommits(dir);
  }, 180_000);

  it.skipIf(!hasPreCommit)(
    'pre-commit framework (skipped when the `pre-commit` command is not installed: apt-get install pre-commit)',
    () => {
      const dir = repository(
        [],
        (d) => writeFileSync(join(d, '.pre-commit-config.yaml'), 'repos: []\n'),
        (d) => {
          const installed = sh(d, 'pre-commit', ['install']);
          expect(installed.status, installed.output).toBe(0);
        },
      );
      expectHookGuardsCommits(dir);
    },
    180_000,
  );
});
