// The loader on a real, hostile file system: symlinks of every kind, a FIFO, a socket, a sparse
// 10 GB file, dot entries. Nothing may hang, crash or be read past its bound.
import { execFileSync } from 'node:child_process';
import { mkdirSync, openSync, closeSync, ftruncateSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { createNodeTree } from '../../src/fs/node-tree.js';
import { lintSources } from '../../src/lint/lint-sources.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

describe('a hostile tree on disk', () => {
  const { dir, cleanup } = tempDir();
  let server: Server | undefined;

  beforeAll(async () => {
    writeTree(dir, {
      'skills/a/SKILL.md': validSkillMd('a'),
      'skills/a/.hidden-notes': 'junk',
      'skills/a/.git/config': '[core]',
      'skills/b/SKILL.md': validSkillMd('b'),
      'outside/secret.md': 'outside the tree',
      'skills/real/SKILL.md': validSkillMd('real'),
    });
    symlinkSync('../../outside/secret.md', join(dir, 'skills/a/link.md'));
    symlinkSync('../../outside', join(dir, 'skills/a/linked-dir'));
    symlinkSync('does-not-exist.md', join(dir, 'skills/a/dangling.md'));
    symlinkSync('loop.md', join(dir, 'skills/a/loop.md'));
    symlinkSync('real', join(dir, 'skills/linked-skill'));
    execFileSync('mkfifo', [join(dir, 'skills/b/pipe.md')]);
    mkdirSync(join(dir, 'skills/b/refs'));
    const huge = openSync(join(dir, 'skills/b/refs/huge.md'), 'w');
    ftruncateSync(huge, 10 * 1024 ** 3);
    closeSync(huge);
    server = createServer();
    await new Promise<void>((resolve) => server?.listen(join(dir, 'skills/b/sock.md'), resolve));
    writeConfig(dir, { skills: ['a', 'b', 'real', 'linked-skill'].map((path) => ({ path, tools: [] })) });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    cleanup();
  });

  it('reports every hazard by its own rule and path without opening it', () => {
    const config = loadConfig(undefined, dir);
    const { diagnostics } = lintSources(createNodeTree(dir), config);
    const found = diagnostics.map((d) => `${d.ruleId} ${d.file}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'filesystem/symlink skills/a/link.md',
        'filesystem/symlink skills/a/linked-dir',
        'filesystem/symlink skills/a/dangling.md',
        'filesystem/symlink skills/a/loop.md',
        'filesystem/symlink skills/linked-skill',
        'filesystem/special-file skills/b/pipe.md',
        'filesystem/special-file skills/b/sock.md',
        'filesystem/hidden-file skills/a/.hidden-notes',
        'filesystem/hidden-file skills/a/.git',
        'bounds/file-size skills/b/refs/huge.md',
      ]),
    );
    // The symlinked directory's target is never walked.
    expect(found.some((f) => f.includes('secret.md'))).toBe(false);
    expect(diagnostics.find((d) => d.file === 'skills/b/refs/huge.md')?.message).toContain('10737418240 bytes');
  });
});

describe('bounded reads', () => {
  it('refuses a file that changed size between stat and read', () => {
    const { dir, cleanup } = tempDir();
    try {
      writeTree(dir, { 'f.md': 'hello' });
      const tree = createNodeTree(dir);
      expect(tree.read('f.md', 100, 4)).toMatchObject({ ok: false, reason: 'changed' });
      expect(tree.read('f.md', 100, 5)).toMatchObject({ ok: true });
      expect(tree.read('f.md', 4, 5)).toMatchObject({ ok: false, reason: 'too-large' });
    } finally {
      cleanup();
    }
  });
  it('refuses to open a symlink even when asked to read it directly', () => {
    const { dir, cleanup } = tempDir();
    try {
      writeTree(dir, { 'target.md': 'x' });
      symlinkSync('target.md', join(dir, 'link.md'));
      expect(createNodeTree(dir).read('link.md', 100, 1)).toMatchObject({ ok: false });
    } finally {
      cleanup();
    }
  });
  it('never blocks on a FIFO even when asked to read it directly', () => {
    const { dir, cleanup } = tempDir();
    try {
      execFileSync('mkfifo', [join(dir, 'pipe')]);
      expect(createNodeTree(dir).read('pipe', 100, 0)).toMatchObject({ ok: false, reason: 'changed' });
    } finally {
      cleanup();
    }
  });
});

describe('files opened to be read piece by piece', () => {
  it('give the bytes read gives, and are refused exactly as read refuses them', () => {
    const { dir, cleanup } = tempDir();
    try {
      writeTree(dir, { 'f.md': 'hello', 'target.md': 'x', 'sub/g.md': 'g' });
      symlinkSync('target.md', join(dir, 'link.md'));
      symlinkSync('sub', join(dir, 'linked-sub'));
      execFileSync('mkfifo', [join(dir, 'pipe')]);
      const tree = createNodeTree(dir);
      const opened = tree.open?.('f.md', 100, 5);
      expect(opened?.ok).toBe(true);
      if (opened?.ok !== true) return;
      const into = Buffer.alloc(3);
      expect([opened.file.size, opened.file.read(into, 2), into.toString()]).toEqual([5, 3, 'llo']);
      expect(opened.file.read(into, 5)).toBe(0);
      opened.file.close();
      for (const [path, limit, size] of [
        ['f.md', 100, 4],
        ['f.md', 4, 5],
        ['f.md', 4, undefined],
        ['link.md', 100, 1],
        ['linked-sub/g.md', 100, 1],
        ['pipe', 100, 0],
        ['missing.md', 100, undefined],
      ] as const) {
        const read = tree.read(path, limit, size);
        expect(read.ok).toBe(false);
        expect(tree.open?.(path, limit, size)).toEqual(read);
      }
    } finally {
      cleanup();
    }
  });
});

describe('a path too long to stat', () => {
  it('is reported by filesystem/unreadable-file instead of crashing the walk', () => {
    const { dir, cleanup } = tempDir();
    try {
      writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a') });
      // 25 levels of 200-byte names exceed PATH_MAX (4096) on Linux; mkdir each level relative to the last.
      const segment = 'd'.repeat(200);
      execFileSync('bash', ['-c', `for i in $(seq 25); do mkdir ${segment} && cd ${segment}; done`], { cwd: join(dir, 'skills/a') });
      writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
      const { diagnostics } = lintSources(createNodeTree(dir), loadConfig(undefined, dir));
      const unreadable = diagnostics.filter((d) => d.ruleId === 'filesystem/unreadable-file');
      expect(unreadable).toHaveLength(1);
      expect(unreadable[0]?.file.startsWith(`skills/a/${segment}/`)).toBe(true);
    } finally {
      execFileSync('rm', ['-rf', dir]);
      cleanup();
    }
  });
});

describe('a file name that is not valid UTF-8', () => {
  it('is reported by filesystem/unreadable-file, never silently dropped', () => {
    const { dir, cleanup } = tempDir();
    try {
      writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a') });
      const name = Buffer.concat([Buffer.from(join(dir, 'skills/a/')), Buffer.from([0xff, 0x2e, 0x6d, 0x64])]);
      writeFileSync(name, 'x');
      writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
      const { diagnostics } = lintSources(createNodeTree(dir), loadConfig(undefined, dir));
      expect(diagnostics.filter((d) => d.ruleId === 'filesystem/unreadable-file').map((d) => d.file)).toEqual(['skills/a/\ufffd.md']);
    } finally {
      cleanup();
    }
  });
});
