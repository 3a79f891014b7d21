// Real git repositories created at test time, isolated from the machine's git configuration and
// from any GIT_* variables of a surrounding hook, plus the built CLI run inside them.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cliPath } from '../support/cli.js';
import { tempDir, writeConfig } from '../support/disk.js';

/** The environment without anything that would point git at another repository or index. */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith('GIT_') && key !== 'GITHUB_ACTIONS' && key !== 'GITHUB_STEP_SUMMARY') env[key] = value;
  }
  return {
    ...env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.invalid',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.invalid',
    NO_COLOR: '1',
    ...extra,
  };
}

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface GitRepo {
  readonly dir: string;
  /** Runs git in the repository; throws on failure. */
  git(...args: string[]): string;
  /** Runs git and returns the exit code and output instead of throwing. */
  tryGit(args: readonly string[], env?: Record<string, string>, input?: string): Run;
  write(path: string, content: string | Uint8Array): void;
  remove(path: string): void;
  /** The built CLI, run in the repository. */
  skillpack(args: readonly string[], env?: Record<string, string>): Run;
  cleanup(): void;
}

/** The built CLI as a process, in any directory. */
export function runSkillpack(args: readonly string[], cwd: string, env: Record<string, string> = cleanEnv()): Run {
  const result = spawnSync(process.execPath, [cliPath, ...args], { cwd, env, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function createGitRepo(prefix = 'skillpack-git-'): GitRepo {
  const { dir, cleanup } = tempDir(prefix);
  const env = cleanEnv();
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  return {
    dir,
    git,
    tryGit(args, extra = {}, input = undefined) {
      const result = spawnSync('git', args, {
        cwd: dir,
        env: { ...env, ...extra },
        encoding: 'utf8',
        timeout: 60_000,
        ...(input === undefined ? {} : { input }),
      });
      return { code: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    write(path, content) {
      const file = join(dir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    },
    remove(path) {
      rmSync(join(dir, path), { recursive: true, force: true });
    },
    skillpack(args, extra = {}) {
      return runSkillpack(args, dir, { ...env, ...extra });
    },
    cleanup,
  };
}

/** A repository holding one committed, clean skill `a` (SKILL.md + references/r.md). */
export function createSkillRepo(skillMd: string, prefix?: string): GitRepo {
  const repo = createGitRepo(prefix);
  repo.write('skills/a/SKILL.md', skillMd);
  repo.write('skills/a/references/r.md', 'A reference.\n');
  writeConfig(repo.dir, { skills: [{ path: 'a', tools: [] }] });
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'a clean skill', '--no-verify');
  return repo;
}

/** The line and 1-based column where `needle` first occurs in `text`. */
export function positionOf(text: string, needle: string): { line: number; column: number } {
  const at = text.indexOf(needle);
  if (at === -1) throw new Error(`"${needle}" not in text`);
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - (before.lastIndexOf('\n') + 1) + 1 };
}
