// The pre-commit hook as contributors meet it: installed by scripts/install-hook.mjs into a real
// repository, then `git commit` runs it. The repository gets copies of this project's hook, installer
// and built CLI, laid out as in this repository.
import { runCliProcess } from '../support/cli.js';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { SecretFactory } from '../secret/support/secrets.js';
import { cleanEnv, createSkillRepo, positionOf, type GitRepo, type Run } from './git.js';
import { spawnSync } from 'node:child_process';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Copies the hook, the installer and dist/ into `dir`, as they sit in this repository. */
function layOutTooling(dir: string): void {
  mkdirSync(join(dir, 'scripts'), { recursive: true });
  cpSync(join(projectRoot, 'scripts/hooks'), join(dir, 'scripts/hooks'), { recursive: true });
  cpSync(join(projectRoot, 'scripts/install-hook.mjs'), join(dir, 'scripts/install-hook.mjs'));
  cpSync(join(projectRoot, 'dist'), join(dir, 'dist'), { recursive: true });
}

function install(dir: string, env = cleanEnv()): Run {
  const result = spawnSync(process.execPath, [join(dir, 'scripts/install-hook.mjs')], { cwd: dir, env, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const commit = (repo: GitRepo, message: string, env: Record<string, string> = {}): Run => repo.tryGit(['commit', '-q', '-m', message], env);
const head = (repo: GitRepo): string => repo.git('rev-parse', 'HEAD').trim();

// GitHub classic tokens with valid checksums, built at test time (never a literal in the repo).
const secrets = new SecretFactory(4242);
const githubClassicToken = (): string => secrets.github();

describe('scripts/install-hook.mjs', () => {
  let repo: GitRepo;
  beforeEach(() => {
    repo = createSkillRepo(validSkillMd('a'));
    layOutTooling(repo.dir);
  });
  afterEach(() => repo.cleanup());

  it('points core.hooksPath at scripts/hooks, once', () => {
    const first = install(repo.dir);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('installed the pre-commit hook');
    expect(repo.git('config', '--local', 'core.hooksPath').trim()).toBe('scripts/hooks');
    const again = install(repo.dir);
    expect(again).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('never replaces a core.hooksPath that is already set, and says so', () => {
    repo.git('config', 'core.hooksPath', '.husky/_');
    const run = install(repo.dir);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('core.hooksPath is already ".husky/_"');
    expect(run.stderr).toContain('scripts/hooks/pre-commit');
    expect(repo.git('config', 'core.hooksPath').trim()).toBe('.husky/_');
  });

  it('says that a local .git/hooks/pre-commit keeps running, and names the hooks that stop', () => {
    for (const name of ['pre-commit', 'commit-msg']) {
      writeFileSync(join(repo.dir, '.git/hooks', name), '#!/bin/sh\nexit 0\n');
      chmodSync(join(repo.dir, '.git/hooks', name), 0o755);
    }
    const run = install(repo.dir);
    expect(run.stderr).toContain('.git/hooks/pre-commit still runs');
    expect(run.stderr).toContain('git now ignores .git/hooks/commit-msg');
  });

  it('is a silent no-op outside a git work tree (a tarball install)', () => {
    const { dir, cleanup } = tempDir('skillpack-tarball-');
    try {
      layOutTooling(dir);
      expect(install(dir, cleanEnv({ GIT_CEILING_DIRECTORIES: dir }))).toEqual({ code: 0, stdout: '', stderr: '' });
      expect(existsSync(join(dir, '.git'))).toBe(false);
    } finally {
      cleanup();
    }
  });

  it('is a silent no-op when installed as a dependency inside another repository', () => {
    const nested = join(repo.dir, 'node_modules/skillpack');
    layOutTooling(nested);
    expect(install(nested)).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(repo.tryGit(['config', 'core.hooksPath']).code).toBe(1);
  });

  it('can be skipped with SKILLPACK_NO_HOOK=1', () => {
    expect(install(repo.dir, cleanEnv({ SKILLPACK_NO_HOOK: '1' }))).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(repo.tryGit(['config', 'core.hooksPath']).code).toBe(1);
  });
});

describe('git commit through the installed hook', () => {
  let repo: GitRepo;
  beforeEach(() => {
    repo = createSkillRepo(validSkillMd('a'));
    layOutTooling(repo.dir);
    appendFileSync(join(repo.dir, '.git/info/exclude'), '/dist/\n/scripts/\n');
    expect(install(repo.dir).code).toBe(0);
  });
  afterEach(() => repo.cleanup());

  it.each([
    ['a script in a skill', 'skills/a/run.sh', 'echo hi\n', 'content/media-type'],
    ['a dotfile in a skill', 'skills/a/.env', 'NOTHING=here\n', 'filesystem/hidden-file'],
  ])('fails on %s with file:line:column and the rule', (_name, file, content, rule) => {
    const before = head(repo);
    repo.write(file, content);
    repo.git('add', file);
    const run = commit(repo, 'bad');
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(`${file}:1:1`);
    expect(run.stdout + run.stderr).toContain(rule);
    expect(run.stderr).toContain('commit refused');
    expect(head(repo)).toBe(before);
  });

  it('fails on a staged secret, naming where it is without printing it', () => {
    const token = githubClassicToken();
    const skillMd = validSkillMd('a', {
      body: `Origin and limits: this skill is published by skillpack for its test suite; it is read-only guidance and grants no permissions.\n\nCall the API with ${token} as the token.`,
    });
    repo.write('skills/a/SKILL.md', skillMd);
    repo.git('add', 'skills/a/SKILL.md');
    const before = head(repo);
    const run = commit(repo, 'leak');
    const output = run.stdout + run.stderr;
    expect(run.code).not.toBe(0);
    const at = positionOf(skillMd, token);
    expect(output).toContain(`skills/a/SKILL.md:${at.line}:${at.column}`);
    expect(output).toContain('secret/github-token');
    expect(output).not.toContain(token);
    expect(head(repo)).toBe(before);
  });

  it('lets a clean staged change through, with its rebuilt module, next to unstaged bad edits', () => {
    repo.write('skills/a/references/r.md', 'A better reference.\n');
    // The hook proves the staged module (check --staged): the change goes in with the module built from it.
    expect(runCliProcess(['build'], repo.dir).code).toBe(0);
    repo.git('add', 'skills/a/references/r.md', 'generated/skills.ts');
    repo.write('skills/a/run.sh', 'echo hi\n');
    repo.write('skills/a/SKILL.md', 'broken, and not staged\n');
    const before = head(repo);
    const run = commit(repo, 'clean');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(head(repo)).not.toBe(before);
  });

  it('does not start node when nothing relevant is staged', () => {
    const fakeBin = join(repo.dir, '.git/fake-bin');
    mkdirSync(fakeBin);
    writeFileSync(join(fakeBin, 'node'), '#!/bin/sh\necho "node was started" >&2\nexit 99\n');
    chmodSync(join(fakeBin, 'node'), 0o755);
    repo.write('README.md', 'Unrelated.\n');
    repo.git('add', 'README.md');
    const run = commit(repo, 'docs', { PATH: `${fakeBin}:${process.env['PATH'] ?? ''}` });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('node was started');
  });

  it('checks a staged config change, and the config it checks is the staged one', () => {
    const configFile = join(repo.dir, 'skillpack.config.json');
    const original = readFileSync(configFile, 'utf8');
    const config = JSON.parse(original) as { skills: unknown[] };
    writeFileSync(configFile, `${JSON.stringify({ ...config, skills: [] }, null, 2)}\n`);
    repo.git('add', 'skillpack.config.json');
    // The working tree goes back to the allowlist that passes; the commit would still drop it.
    writeFileSync(configFile, original);
    const run = commit(repo, 'drop the skill from the allowlist');
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('allowlist/unlisted-skill');
  });

  it('still runs a pre-commit hook the developer kept in .git/hooks', () => {
    const marker = join(repo.dir, '.git/local-hook-ran');
    writeFileSync(join(repo.dir, '.git/hooks/pre-commit'), `#!/bin/sh\ntouch "${marker}"\n`);
    chmodSync(join(repo.dir, '.git/hooks/pre-commit'), 0o755);
    repo.write('README.md', 'Unrelated.\n');
    repo.git('add', 'README.md');
    expect(commit(repo, 'docs').code).toBe(0);
    expect(existsSync(marker)).toBe(true);
  });
});
