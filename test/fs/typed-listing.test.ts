// Listings that carry each entry's type (readdir's d_type on disk) and reads that take the size from
// the opened file: the same kinds as lstat, the same refusals, on every SourceTree.
import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdirSync, openSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGitIndexTree } from '../../src/fs/git-index-tree.js';
import { createMemoryTree } from '../../src/fs/memory-tree.js';
import { createNodeTree } from '../../src/fs/node-tree.js';
import { tempDir, writeTree } from '../support/disk.js';

describe('the working tree listing', () => {
  it('gives every entry the kind lstat gives it, without following symlinks', async () => {
    const { dir, cleanup } = tempDir();
    const server = createServer();
    try {
      writeTree(dir, { 'd/file.md': 'hello', 'd/sub/x.md': 'x' });
      symlinkSync('file.md', join(dir, 'd/link.md'));
      symlinkSync('sub', join(dir, 'd/link-dir'));
      symlinkSync('nowhere', join(dir, 'd/dangling'));
      execFileSync('mkfifo', [join(dir, 'd/pipe')]);
      await new Promise<void>((resolve) => server.listen(join(dir, 'd/sock'), resolve));
      const tree = createNodeTree(dir);
      const listed = tree.listEntries?.('d') ?? [];
      expect(Object.fromEntries(listed.map((e) => [e.name, e.kind]))).toEqual({
        'file.md': 'file',
        sub: 'directory',
        'link.md': 'symlink',
        'link-dir': 'symlink',
        dangling: 'symlink',
        pipe: 'fifo',
        sock: 'socket',
      });
      for (const entry of listed) expect(tree.stat(`d/${entry.name}`).kind).toBe(entry.kind);
      expect(listed.map((e) => e.name).sort()).toEqual(tree.list('d').sort());
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      cleanup();
    }
  });

  it('lists a name that is not valid UTF-8 as unreadable, and stat agrees', () => {
    const { dir, cleanup } = tempDir();
    try {
      mkdirSync(join(dir, 'd'));
      writeFileSync(Buffer.concat([Buffer.from(join(dir, 'd/')), Buffer.from([0xff, 0x2e, 0x6d, 0x64])]), 'x');
      const tree = createNodeTree(dir);
      expect(tree.listEntries?.('d')).toEqual([{ name: '\ufffd.md', kind: 'unreadable' }]);
      expect(tree.stat('d/\ufffd.md').kind).toBe('unreadable');
    } finally {
      cleanup();
    }
  });

  it('throws for a directory that cannot be listed, as list does', () => {
    const { dir, cleanup } = tempDir();
    try {
      writeTree(dir, { 'f.md': 'x' });
      const tree = createNodeTree(dir);
      expect(() => tree.listEntries?.('missing')).toThrow();
      expect(() => tree.listEntries?.('f.md')).toThrow();
    } finally {
      cleanup();
    }
  });
});

describe('a working-tree read without an expected size', () => {
  it('takes the size from the opened file and keeps every bound', () => {
    const { dir, cleanup } = tempDir();
    try {
      writeTree(dir, { 'f.md': 'hello', 'empty.md': '' });
      const huge = openSync(join(dir, 'huge.md'), 'w');
      ftruncateSync(huge, 10 * 1024 ** 3);
      closeSync(huge);
      const tree = createNodeTree(dir);
      const read = tree.read('f.md', 5);
      expect(read.ok && Buffer.from(read.bytes).toString()).toBe('hello');
      expect(tree.read('empty.md', 5)).toMatchObject({ ok: true, bytes: new Uint8Array() });
      expect(tree.read('f.md', 4)).toEqual({ ok: false, reason: 'too-large', size: 5 });
      expect(tree.read('huge.md', 1024)).toEqual({ ok: false, reason: 'too-large', size: 10 * 1024 ** 3 });
    } finally {
      cleanup();
    }
  });

  it('refuses a symlink, a FIFO and a missing file without a size', () => {
    const { dir, cleanup } = tempDir();
    try {
      writeTree(dir, { 'target.md': 'x' });
      symlinkSync('target.md', join(dir, 'link.md'));
      execFileSync('mkfifo', [join(dir, 'pipe')]);
      const tree = createNodeTree(dir);
      expect(tree.read('link.md', 100)).toEqual({ ok: false, reason: 'changed', detail: 'became a symlink after it was listed' });
      expect(tree.read('pipe', 100)).toEqual({ ok: false, reason: 'changed', detail: 'is no longer a regular file' });
      expect(tree.read('gone.md', 100)).toEqual({ ok: false, reason: 'unreadable', detail: 'ENOENT' });
    } finally {
      cleanup();
    }
  });
});

describe('the other trees', () => {
  it('the memory tree lists kinds without sizes and reads without an expected size', () => {
    const tree = createMemoryTree({ 'd/a.md': 'abc', 'd/sub/b.md': 'b', 'd/link': { kind: 'symlink' } });
    expect(tree.listEntries?.('d').sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual([
      { name: 'a.md', kind: 'file' },
      { name: 'link', kind: 'symlink' },
      { name: 'sub', kind: 'directory' },
    ]);
    expect(tree.read('d/a.md', 3)).toMatchObject({ ok: true, bytes: new TextEncoder().encode('abc') });
    expect(tree.read('d/a.md', 2)).toEqual({ ok: false, reason: 'too-large', size: 3 });
    expect(tree.read('d/a.md', 10, 2)).toMatchObject({ ok: false, reason: 'changed', size: 3 });
  });

  it('the git index tree reads a staged blob without an expected size', () => {
    const { dir, cleanup } = tempDir();
    try {
      writeTree(dir, { 'skills/a.md': 'staged' });
      const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
      git('init', '-q');
      git('add', 'skills/a.md');
      writeTree(dir, { 'skills/a.md': 'unstaged edit' });
      const tree = createGitIndexTree(dir, { scope: ['skills'] });
      const read = tree.read('skills/a.md', 100);
      expect(read.ok && Buffer.from(read.bytes).toString()).toBe('staged');
      expect(tree.read('skills/a.md', 3)).toMatchObject({ ok: false, reason: 'too-large' });
      expect(tree.read('skills/a.md', 100, 6)).toMatchObject({ ok: true });
    } finally {
      cleanup();
    }
  });
});
