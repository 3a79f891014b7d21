// `--staged`: the verdict is the git index's, never the working tree's. Real repositories, real git.
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load-config.js';
import { openIndex } from '../../src/cli/open-index.js';
import { openSourcesAndConfig } from '../../src/cli/open-sources.js';
import { createGitIndexTree } from '../../src/fs/git-index-tree.js';
import { lintSources } from '../../src/lint/lint-sources.js';
import { tempDir, writeConfig } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { cleanEnv, createSkillRepo, runSkillpack, type GitRepo } from './git.js';

interface JsonReport {
  ok: boolean;
  diagnostics: { ruleId: string; file: string; line: number; column: number; message: string }[];
}

let repo: GitRepo;
beforeEach(() => {
  repo = createSkillRepo(validSkillMd('a'));
});
afterEach(() => repo.cleanup());

const lint = (...args: string[]): { code: number | null; report: JsonReport; stderr: string } => {
  const run = repo.skillpack(['lint', '--format', 'json', ...args]);
  return {
    code: run.code,
    report: (run.stdout === '' ? { ok: false, diagnostics: [] } : JSON.parse(run.stdout)) as JsonReport,
    stderr: run.stderr,
  };
};
const found = (report: JsonReport): string[] => report.diagnostics.map((d) => `${d.ruleId} ${d.file}`);

describe('lint --staged', () => {
  it('passes a clean index', () => {
    const staged = lint('--staged');
    expect(staged.code, staged.stderr).toBe(0);
    expect(staged.report.ok).toBe(true);
  });

  it('judges what is staged even after the working tree lost it', () => {
    repo.write('skills/a/run.sh', 'echo hi\n');
    repo.git('add', 'skills/a/run.sh');
    repo.remove('skills/a/run.sh');
    expect(lint().code).toBe(0);
    const staged = lint('--staged');
    expect(staged.code).toBe(1);
    expect(found(staged.report)).toEqual(['content/media-type skills/a/run.sh']);
  });

  it('passes a clean staged change next to unstaged bad edits', () => {
    repo.write('skills/a/references/r.md', 'A better reference.\n');
    repo.git('add', 'skills/a/references/r.md');
    // Unstaged: a broken SKILL.md, an untracked script and an untracked dotfile.
    repo.write('skills/a/SKILL.md', 'no frontmatter at all\n');
    repo.write('skills/a/run.sh', 'echo hi\n');
    repo.write('skills/a/.env', 'TOKEN=1\n');
    const worktree = lint();
    expect(worktree.code).toBe(1);
    expect(found(worktree.report)).toEqual(
      expect.arrayContaining(['content/media-type skills/a/run.sh', 'filesystem/hidden-file skills/a/.env']),
    );
    const staged = lint('--staged');
    expect(staged.code, JSON.stringify(staged.report)).toBe(0);
  });

  it('reports a staged symlink (mode 120000) even when the working tree now has a regular file', () => {
    symlinkSync('/etc/passwd', join(repo.dir, 'skills/a/references/passwd.md'));
    repo.git('add', 'skills/a/references/passwd.md');
    expect(repo.git('ls-files', '-s', 'skills/a/references/passwd.md')).toMatch(/^120000 /);
    repo.remove('skills/a/references/passwd.md');
    repo.write('skills/a/references/passwd.md', 'harmless now\n');
    expect(lint().code).toBe(0);
    const staged = lint('--staged');
    expect(staged.code).toBe(1);
    expect(found(staged.report)).toEqual(['filesystem/symlink skills/a/references/passwd.md']);
  });

  it('reports a staged gitlink (mode 160000) as a special file', () => {
    const head = repo.git('rev-parse', 'HEAD').trim();
    repo.git('update-index', '--add', '--cacheinfo', `160000,${head},skills/a/vendor`);
    const staged = lint('--staged');
    expect(staged.code).toBe(1);
    expect(found(staged.report)).toEqual(['filesystem/special-file skills/a/vendor']);
    expect(staged.report.diagnostics[0]?.message).toContain('gitlink');
  });

  it('sees a staged deletion the working tree does not have', () => {
    repo.git('rm', '-q', '--cached', 'skills/a/SKILL.md');
    expect(lint().code).toBe(0);
    const staged = lint('--staged');
    expect(staged.code).toBe(1);
    expect(found(staged.report)).toEqual(['allowlist/missing-skill skills/a/SKILL.md']);
  });

  it('follows a staged rename, not the working tree', () => {
    repo.git('mv', 'skills/a/references/r.md', 'skills/a/references/r.sh');
    // Undo the rename in the working tree only.
    repo.write('skills/a/references/r.md', 'A reference.\n');
    repo.remove('skills/a/references/r.sh');
    expect(lint().code).toBe(0);
    const staged = lint('--staged');
    expect(found(staged.report)).toEqual(['content/media-type skills/a/references/r.sh']);
  });

  it('reports an unresolved merge conflict in the index as unreadable', () => {
    const blob = repo.git('hash-object', '-w', 'skills/a/references/r.md').trim();
    const info = [1, 2, 3].map((stage) => `100644 ${blob} ${stage}\tskills/a/references/r.md`).join('\n');
    repo.git('update-index', '--force-remove', 'skills/a/references/r.md');
    expect(repo.tryGit(['update-index', '--index-info'], {}, `${info}\n`).code).toBe(0);
    const staged = lint('--staged');
    expect(staged.code).toBe(1);
    expect(found(staged.report)).toEqual(['filesystem/unreadable-file skills/a/references/r.md']);
    expect(staged.report.diagnostics[0]?.message).toContain('merge conflict');
  });

  it('keeps unusual file names exact (NUL-separated listing)', () => {
    const name = 'skills/a/references/new\nline "quoted" ü.md';
    repo.write(name, 'odd name\n');
    repo.git('add', '--', name);
    const staged = lint('--staged');
    expect(staged.report.diagnostics.map((d) => d.file)).toContain(name);
  });

  it('reads the index named by GIT_INDEX_FILE (what a hook sees during `git commit -a` or a partial commit)', () => {
    const altIndex = join(repo.dir, '.git', 'alt-index');
    writeFileSync(altIndex, readFileSync(join(repo.dir, '.git', 'index')));
    repo.write('skills/a/run.sh', 'echo hi\n');
    repo.tryGit(['add', 'skills/a/run.sh'], { GIT_INDEX_FILE: altIndex });
    expect(lint('--staged').code).toBe(0);
    const viaAlt = repo.skillpack(['lint', '--staged', '--format', 'json'], { GIT_INDEX_FILE: altIndex });
    expect(viaAlt.code).toBe(1);
    expect(viaAlt.stdout).toContain('content/media-type');
  });

  it('starts one `git ls-files` and one `git cat-file --batch`, however many files are staged', () => {
    for (let i = 0; i < 40; i++) repo.write(`skills/a/references/r${i}.md`, `Reference ${i}.\n`);
    repo.git('add', '-A');
    const bin = join(repo.dir, '.git', 'spy-bin');
    mkdirSync(bin);
    const log = join(repo.dir, '.git', 'spy.log');
    const realGit = repo.git('--exec-path').trim();
    writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$*" >> "${log}"\nexec "${realGit}/git" "$@"\n`);
    chmodSync(join(bin, 'git'), 0o755);
    const run = repo.skillpack(['lint', '--staged'], { PATH: `${bin}:${process.env['PATH'] ?? ''}` });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const calls = readFileSync(log, 'utf8').trim().split('\n');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toContain('ls-files -s -z');
    expect(calls[1]).toContain('cat-file --batch');
  });
});

describe('check --staged', () => {
  it('compares the staged generated module and ignores unstaged edits of it', () => {
    expect(repo.skillpack(['build']).code).toBe(0);
    repo.git('add', 'generated/skills.ts');
    expect(repo.skillpack(['check', '--staged']).code).toBe(0);
    writeFileSync(
      join(repo.dir, 'generated/skills.ts'),
      `${readFileSync(join(repo.dir, 'generated/skills.ts'), 'utf8')}// edited by hand\n`,
    );
    expect(repo.skillpack(['check']).code).toBe(1);
    expect(repo.skillpack(['check', '--staged']).code).toBe(0);
  });

  it('names a staged rename the staged module does not have', () => {
    expect(repo.skillpack(['build']).code).toBe(0);
    repo.git('add', 'generated/skills.ts');
    repo.git('mv', 'skills/a/references/r.md', 'skills/a/references/s.md');
    const run = repo.skillpack(['check', '--staged']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('generated/stale-module');
    expect(run.stdout).toContain('renamed skill://a/references/r.md → skill://a/references/s.md');
  });
});

describe('--staged outside a repository', () => {
  it('is exit 2 with a clear message', () => {
    const { dir, cleanup } = tempDir('skillpack-nogit-');
    try {
      writeConfig(dir, { skills: [] });
      const env = cleanEnv({ GIT_CEILING_DIRECTORIES: dir });
      for (const command of ['lint', 'check']) {
        const run = runSkillpack([command, '--staged'], dir, env);
        expect(run.code).toBe(2);
        expect(run.stderr).toContain('--staged reads the git index');
        expect(run.stderr).toContain('not inside a git work tree');
        expect(run.stderr).not.toMatch(/\n\s+at /);
      }
    } finally {
      cleanup();
    }
  });
});

describe('the git index tree', () => {
  it('takes the staged config, not an unstaged edit of it', () => {
    writeConfig(repo.dir, { skills: [] });
    const onDisk = parseConfig(readFileSync(join(repo.dir, 'skillpack.config.json'), 'utf8'), join(repo.dir, 'skillpack.config.json'));
    expect(onDisk.skills).toEqual([]);
    const { tree, config } = openSourcesAndConfig(onDisk, openIndex, { env: cleanEnv(), cwd: repo.dir });
    expect(config.skills.map((s) => s.path)).toEqual(['a']);
    expect(lintSources(tree, config).diagnostics).toEqual([]);
  });

  it('reports staged files past the batch budget as too large without reading them', () => {
    repo.write('skills/a/references/big.md', 'x'.repeat(4096));
    repo.git('add', '-A');
    const tree = createGitIndexTree(repo.dir, { scope: ['skills'], env: cleanEnv(), cwd: repo.dir, batchBytes: 1024, fileBytes: 2048 });
    expect(tree.stat('skills/a/references/big.md')).toEqual({ kind: 'file', size: 4096 });
    expect(tree.read('skills/a/references/big.md', 2048, 4096)).toEqual({ ok: false, reason: 'too-large' });
    const small = tree.read('skills/a/references/r.md', 2048, 13);
    expect(small.ok && new TextDecoder().decode(small.bytes)).toBe('A reference.\n');
    expect(tree.stat('skills/a')).toEqual({ kind: 'directory', size: 0 });
    expect(tree.stat('src')).toEqual({ kind: 'missing', size: 0 });
    expect(tree.list('skills/a').sort()).toEqual(['SKILL.md', 'references']);
  });
});
