// The load stage on trees whose listings give types but not sizes: the walk stats only what the
// listing could not type, every file entry still carries its size (from its read, or from stat when
// it is not read), and a file that stops being one between listing and reading is never read.
import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, openSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { createMemoryTree } from '../../src/fs/memory-tree.js';
import { createNodeTree } from '../../src/fs/node-tree.js';
import type { ReadResult, SourceTree } from '../../src/fs/source-tree.js';
import { lintSources } from '../../src/lint/lint-sources.js';
import { loadCatalog } from '../../src/load/load-catalog.js';
import { walkRoot } from '../../src/load/walk.js';
import { tempDir, writeConfig, writeProject, writeTree } from '../support/disk.js';
import { fixtureConfig, validSkillMd } from '../support/fixture.js';

/** The same tree walked the old way: names only, every entry stat-ed. */
function withoutTypes(tree: SourceTree): SourceTree {
  return { label: tree.label, stat: (p) => tree.stat(p), list: (d) => tree.list(d), read: (p, l, s) => tree.read(p, l, s) };
}

function counting(tree: SourceTree): { tree: SourceTree; stats: string[] } {
  const stats: string[] = [];
  const listEntries = tree.listEntries;
  const wrapped: SourceTree = {
    label: tree.label,
    stat: (p) => (stats.push(p), tree.stat(p)),
    list: (d) => tree.list(d),
    read: (p, l, s) => tree.read(p, l, s),
    ...(listEntries === undefined ? {} : { listEntries: (d: string) => listEntries(d) }),
  };
  return { tree: wrapped, stats };
}

describe('the walk', () => {
  it('stats no entry whose kind the listing gives, and leaves file sizes to the loader', () => {
    const { tree, stats } = counting(
      createMemoryTree({ 'skills/a/SKILL.md': 'x', 'skills/a/refs/r.md': 'yy', 'skills/a/l': { kind: 'symlink' } }),
    );
    const walk = walkRoot(tree, 'skills', 100);
    expect(stats).toEqual([]);
    expect(walk.entries).toEqual([
      { path: 'a', kind: 'directory', size: 0 },
      { path: 'a/SKILL.md', kind: 'file', size: undefined },
      { path: 'a/l', kind: 'symlink', size: 0 },
      { path: 'a/refs', kind: 'directory', size: 0 },
      { path: 'a/refs/r.md', kind: 'file', size: undefined },
    ]);
  });

  it('stats each entry of a tree without typed listings, or whose listing cannot type it', () => {
    const memory = createMemoryTree({ 'skills/a/SKILL.md': 'x', 'skills/a/l': { kind: 'symlink' } });
    const untyped = counting(withoutTypes(memory));
    expect(walkRoot(untyped.tree, 'skills', 100).entries).toEqual([
      { path: 'a', kind: 'directory', size: 0 },
      { path: 'a/SKILL.md', kind: 'file', size: 1 },
      { path: 'a/l', kind: 'symlink', size: 0 },
    ]);
    expect(untyped.stats.sort()).toEqual(['skills/a', 'skills/a/SKILL.md', 'skills/a/l']);
    const unknown: SourceTree = { ...withoutTypes(memory), listEntries: (d) => memory.list(d).map((name) => ({ name })) };
    expect(walkRoot(unknown, 'skills', 100).entries).toEqual(walkRoot(untyped.tree, 'skills', 100).entries);
  });
});

describe('sizes of files that are not read', () => {
  const tree = {
    'skills/a/SKILL.md': validSkillMd('a'),
    'skills/a/.big': 'x'.repeat(3000),
    'skills/b/SKILL.md': validSkillMd('b'),
    'skills/b/refs/big.md': 'y'.repeat(3000),
    'skills/stray.md': 'zzz',
  };
  const config = fixtureConfig(tree, { limits: { fileBytes: 2048 } });

  it('come from stat: hidden files, files of skills not selected, stray entries', () => {
    const { tree: counted, stats } = counting(createMemoryTree(tree));
    const catalog = loadCatalog(counted, config, { onlySkills: new Set(['a']) });
    const [a, b] = catalog.skills;
    expect(a?.entries.find((e) => e.path === '.big')).toMatchObject({ kind: 'file', size: 3000 });
    expect(b?.entries.find((e) => e.path === 'refs/big.md')).toMatchObject({ kind: 'file', size: 3000 });
    expect(b?.files).toEqual([]);
    expect(catalog.strayEntries.filter((e) => e.kind === 'file')).toEqual([
      { file: 'skills/stray.md', path: 'stray.md', kind: 'file', size: 3 },
    ]);
    // The read file took its size from the read; only unread files were stat-ed.
    expect(stats.sort()).toEqual(['skills', 'skills/a/.big', 'skills/b/SKILL.md', 'skills/b/refs/big.md', 'skills/stray.md']);
  });

  it('feed the bounds rules exactly as when every entry is stat-ed', () => {
    const typed = lintSources(createMemoryTree(tree), config).diagnostics;
    const untyped = lintSources(withoutTypes(createMemoryTree(tree)), config).diagnostics;
    expect(typed).toEqual(untyped);
    expect(typed.filter((d) => d.ruleId === 'bounds/file-size').map((d) => d.file)).toEqual(['skills/a/.big', 'skills/b/refs/big.md']);
  });
});

describe('on disk', () => {
  it('loads the same catalog with typed listings as with lstat per entry', async () => {
    const { dir, cleanup } = tempDir();
    try {
      writeTree(dir, {
        'skills/a/SKILL.md': validSkillMd('a'),
        'skills/a/refs/notes.md': 'notes',
        'skills/a/.DS_Store': 'junk',
        'skills/a/inner/SKILL.md': validSkillMd('inner'),
        'skills/b/SKILL.md': validSkillMd('b'),
        'skills/b/big.md': 'b'.repeat(5000),
        'skills/README.md': 'stray',
      });
      const huge = openSync(join(dir, 'skills/a/refs/huge.md'), 'w');
      ftruncateSync(huge, 10 * 1024 ** 3);
      closeSync(huge);
      symlinkSync('refs/notes.md', join(dir, 'skills/a/link.md'));
      execFileSync('mkfifo', [join(dir, 'skills/a/pipe.md')]);
      writeConfig(dir, { skills: ['a', 'a/inner', 'b'].map((path) => ({ path, tools: [] })), limits: { fileBytes: 4096 } });
      const config = loadConfig(undefined, dir);
      for (const options of [{}, { onlySkills: new Set(['a/inner']) }, { onlySkills: new Set(['b']) }]) {
        // The project probe is a function of each load; the data beside it must be the same.
        const { inProject: typedProbe, ...typed } = loadCatalog(createNodeTree(dir), config, options);
        const { inProject: statProbe, ...stated } = loadCatalog(withoutTypes(createNodeTree(dir)), config, options);
        expect(typed).toEqual(stated);
        expect(typedProbe?.('skills/a/refs/notes.md')).toBe(true);
        expect(statProbe?.('skills/a/refs/notes.md')).toBe(true);
      }
      const sizes = loadCatalog(createNodeTree(dir), config, { onlySkills: new Set(['b']) }).skills[0]?.entries;
      expect(sizes?.find((e) => e.path === 'refs/huge.md')).toMatchObject({ kind: 'file', size: 10 * 1024 ** 3 });
      expect(sizes?.find((e) => e.path === 'refs/notes.md')).toMatchObject({ kind: 'file', size: 5 });
    } finally {
      cleanup();
    }
  });
});

describe('a file that changes between listing and reading', () => {
  /** Runs `change` on disk right after the directory `when` has been listed. */
  function changingTree(dir: string, when: string, change: () => void): SourceTree {
    const tree = createNodeTree(dir);
    const listEntries = tree.listEntries;
    return {
      ...tree,
      listEntries: (d) => {
        const listed = listEntries?.(d) ?? [];
        if (d === when) change();
        return listed;
      },
    };
  }
  const setup = (): { dir: string; cleanup: () => void } => {
    const tree = { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/a/f.md': 'hello', 'outside.md': 'secret' };
    return writeProject(tree, { config: { skills: [{ path: 'a', tools: [] }] } });
  };

  it('is never followed when it became a symlink: it is reported as one', () => {
    const { dir, cleanup } = setup();
    try {
      const tree = changingTree(dir, 'skills/a', () => {
        rmSync(join(dir, 'skills/a/f.md'));
        symlinkSync('../../outside.md', join(dir, 'skills/a/f.md'));
      });
      const { catalog, diagnostics } = lintSources(tree, loadConfig(undefined, dir));
      const skill = catalog.skills[0];
      expect(skill?.entries.find((e) => e.path === 'f.md')).toMatchObject({ kind: 'symlink', size: 0 });
      expect(skill?.files.map((f) => f.path)).toEqual(['SKILL.md']);
      expect(diagnostics.filter((d) => d.file === 'skills/a/f.md').map((d) => d.ruleId)).toEqual(['filesystem/symlink']);
    } finally {
      cleanup();
    }
  });

  it('is never opened when it became a FIFO: it is reported as one', () => {
    const { dir, cleanup } = setup();
    try {
      const tree = changingTree(dir, 'skills/a', () => {
        rmSync(join(dir, 'skills/a/f.md'));
        execFileSync('mkfifo', [join(dir, 'skills/a/f.md')]);
      });
      const { diagnostics } = lintSources(tree, loadConfig(undefined, dir));
      expect(diagnostics.filter((d) => d.file === 'skills/a/f.md').map((d) => d.ruleId)).toEqual(['filesystem/special-file']);
    } finally {
      cleanup();
    }
  });

  it('is dropped when it went away, and sized by its read when it grew', () => {
    const { dir, cleanup } = setup();
    try {
      writeTree(dir, { 'skills/a/g.md': 'short' });
      const tree = changingTree(dir, 'skills/a', () => {
        rmSync(join(dir, 'skills/a/f.md'));
        writeFileSync(join(dir, 'skills/a/g.md'), 'much longer now');
      });
      const skill = loadCatalog(tree, loadConfig(undefined, dir)).skills[0];
      expect(skill?.entries.find((e) => e.path === 'f.md')).toMatchObject({ kind: 'missing' });
      expect(skill?.readProblems).toEqual([]);
      expect(skill?.entries.find((e) => e.path === 'g.md')).toMatchObject({ kind: 'file', size: 15 });
      expect(skill?.files.find((f) => f.path === 'g.md')?.bytes.length).toBe(15);
    } finally {
      cleanup();
    }
  });

  it('is reported unreadable, with its stat size, when it cannot be opened', () => {
    const memory = createMemoryTree({ 'skills/a/SKILL.md': validSkillMd('a'), 'skills/a/f.md': 'hello' });
    const tree: SourceTree = {
      ...memory,
      read: (p, l, s): ReadResult => (p === 'skills/a/f.md' ? { ok: false, reason: 'unreadable', detail: 'EACCES' } : memory.read(p, l, s)),
    };
    const config = fixtureConfig({ 'skills/a/SKILL.md': '' });
    const skill = loadCatalog(tree, config).skills[0];
    expect(skill?.entries.find((e) => e.path === 'f.md')).toMatchObject({ kind: 'file', size: 5 });
    expect(skill?.readProblems).toEqual([{ file: 'skills/a/f.md', reason: 'unreadable', detail: 'EACCES' }]);
  });

  it('takes the size from stat when a refused read does not tell it', () => {
    const memory = createMemoryTree({ 'skills/a/SKILL.md': validSkillMd('a'), 'skills/a/f.md': 'x'.repeat(3000) });
    const tree: SourceTree = {
      ...memory,
      read: (p, l, s): ReadResult => (p === 'skills/a/f.md' ? { ok: false, reason: 'too-large' } : memory.read(p, l, s)),
    };
    const config = fixtureConfig({ 'skills/a/SKILL.md': '' }, { limits: { fileBytes: 2048 } });
    const { catalog, diagnostics } = lintSources(tree, config);
    expect(catalog.skills[0]?.entries.find((e) => e.path === 'f.md')).toMatchObject({ kind: 'file', size: 3000 });
    expect(diagnostics.find((d) => d.ruleId === 'bounds/file-size')?.message).toContain('3000 bytes');
  });
});
