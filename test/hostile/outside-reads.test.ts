// Reads outside the repository: a symlinked directory anywhere on the way to root or to the secret
// allowlist, and a directory inside a skill swapped for a symlink while the build reads (once
// deterministically through the tree's beforeOpen seam, and in a bounded real race).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load-config.js';
import { createNodeTree } from '../../src/fs/node-tree.js';
import { loadCatalog } from '../../src/load/load-catalog.js';
import { cliPath, runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

const marker = 'OUTSIDE-THE-REPOSITORY';
let dir: string;
let outside: string;
let cleanups: (() => void)[];

beforeEach(() => {
  const repo = tempDir();
  const out = tempDir('skillpack-outside-');
  dir = repo.dir;
  outside = out.dir;
  cleanups = [repo.cleanup, out.cleanup];
});
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
});

describe('every component of root and secretAllowlist is checked', () => {
  it('a symlinked parent of root packages nothing from outside', () => {
    writeTree(outside, { 'x/a/SKILL.md': validSkillMd('a'), 'x/a/references/r.md': `${marker}\n` });
    symlinkSync(outside, join(dir, 'content'));
    writeConfig(dir, { root: 'content/x', skills: [{ path: 'a', tools: [] }] });
    const built = runCliProcess(['build'], dir);
    expect(built.code).toBe(1);
    expect(built.stdout).toContain('is a symlink, or a directory on its path is one');
    expect(existsSync(join(dir, 'generated/skills.ts'))).toBe(false);
  });

  it('a symlinked parent of the secret allowlist is refused', () => {
    writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a') });
    writeTree(outside, { 'allow.json': '{"allow": []}\n' });
    symlinkSync(outside, join(dir, 'config'));
    writeConfig(dir, { secretAllowlist: 'config/allow.json', skills: [{ path: 'a', tools: [] }] });
    const linted = runCliProcess(['lint'], dir);
    expect(linted.code).toBe(1);
    expect(linted.stdout).toContain('config/allow.json');
    expect(linted.stdout).toContain('a directory on its path is one');
  });
});

describe('a directory swapped for a symlink while the build reads', () => {
  beforeEach(() => {
    writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a'), 'skills/a/references/r.md': 'inside\n' });
    writeTree(outside, { 'references/r.md': `${marker}\n`, 'a/SKILL.md': validSkillMd('a'), 'a/references/r.md': `${marker}\n` });
    writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
  });

  it.each([
    ['a directory inside the skill', 'skills/a/references', () => join(outside, 'references')],
    ['the skill directory itself', 'skills/a', () => join(outside, 'a')],
  ])('deterministically (beforeOpen seam): %s', (_what, swapped, target) => {
    let done = false;
    const tree = createNodeTree(dir, {
      beforeOpen(path) {
        if (done || path !== 'skills/a/references/r.md') return;
        done = true;
        renameSync(join(dir, swapped), join(dir, 'moved-away'));
        symlinkSync(target(), join(dir, swapped));
      },
    });
    const config = parseConfig(readFileSync(join(dir, 'skillpack.config.json'), 'utf8'), join(dir, 'skillpack.config.json'));
    const catalog = loadCatalog(tree, config);
    expect(done).toBe(true);
    const texts = catalog.skills.flatMap((s) => s.files.map((f) => f.text ?? ''));
    expect(texts.some((t) => t.includes(marker))).toBe(false);
    const read = tree.read('skills/a/references/r.md', 1024);
    expect(read).toMatchObject({ ok: false, reason: 'changed' });
  });

  it('in a bounded real race, no build packages outside content', async () => {
    // A separate process flips skills/a/references between the real directory and a symlink outside.
    const flipper = spawn(process.execPath, [
      '-e',
      `const fs = require('fs'); const d = ${JSON.stringify(join(dir, 'skills/a/references'))}, keep = ${JSON.stringify(join(dir, 'keep'))}, out = ${JSON.stringify(join(outside, 'references'))};
       for (;;) { try { fs.renameSync(d, keep); fs.symlinkSync(out, d); fs.unlinkSync(d); fs.renameSync(keep, d); } catch {} }`,
    ]);
    try {
      for (let i = 0; i < 6; i++) {
        const built = spawnSync(process.execPath, [cliPath, 'build'], {
          cwd: dir,
          encoding: 'utf8',
          timeout: 30_000,
          env: { ...process.env, NO_COLOR: '1', GITHUB_ACTIONS: '' },
        });
        expect([0, 1, 2]).toContain(built.status);
        if (existsSync(join(dir, 'generated/skills.ts')))
          expect(readFileSync(join(dir, 'generated/skills.ts'), 'utf8')).not.toContain(marker);
      }
    } finally {
      flipper.kill('SIGKILL');
      await new Promise((resolve) => flipper.once('exit', resolve));
      rmSync(join(dir, 'generated'), { recursive: true, force: true });
    }
  }, 120_000);
});

describe('check says exactly what is wrong with the module', () => {
  beforeEach(() => {
    writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a') });
    writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
    expect(runCliProcess(['build'], dir).code).toBe(0);
  });

  it('a symlink at the module', () => {
    renameSync(join(dir, 'generated/skills.ts'), join(dir, 'real.ts'));
    symlinkSync(join(dir, 'real.ts'), join(dir, 'generated/skills.ts'));
    const checked = runCliProcess(['check'], dir);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain('is a symlink');
    expect(checked.stdout).not.toContain('does not exist');
  });

  it.skipIf(process.getuid?.() === 0)('an unreadable module', () => {
    const { chmodSync } = require('node:fs') as typeof import('node:fs');
    chmodSync(join(dir, 'generated/skills.ts'), 0o000);
    const checked = runCliProcess(['check'], dir);
    chmodSync(join(dir, 'generated/skills.ts'), 0o644);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain('cannot be read');
    expect(checked.stdout).not.toContain('does not exist');
  });

  it('a FIFO allowlisted as a skill is not "a unreadable"', () => {
    mkdirSync(join(dir, 'skills'), { recursive: true });
    spawnSync('mkfifo', [join(dir, 'skills/b')]);
    writeConfig(dir, {
      skills: [
        { path: 'a', tools: [] },
        { path: 'b', tools: [] },
      ],
    });
    const linted = runCliProcess(['lint'], dir);
    expect(linted.stdout).toContain('Allowlisted skill "b" is a FIFO, not a directory');
    writeFileSync(join(dir, 'x'), '');
  });
});

it('past the walk bound, an allowlisted skill is not said to have no SKILL.md', async () => {
  const { allowlistMissingSkill: missingSkill } = await import('../../src/rules/allowlist/missing-skill.js');
  // The loaded catalog as the loader leaves it when the walk stopped before reaching skill zz.
  const skill = { entry: { path: 'zz', tools: [] }, dir: 'skills/zz', rootKind: 'directory', entries: [], files: [] };
  const messages = (walkTruncated: boolean): string[] => {
    const found: string[] = [];
    const catalog = { config: { root: 'skills' }, rootKind: 'directory', walkTruncated, skills: [skill] };
    missingSkill.check({ catalog, report: (r: { messageId: string }) => found.push(r.messageId) } as never);
    return found;
  };
  expect(messages(false)).toEqual(['missingMarker']);
  expect(messages(true)).toEqual([]);
});
