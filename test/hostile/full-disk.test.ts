// A full file system under the output, for real: a 256 KiB tmpfs mounted at `generated/` (this needs
// root, or CAP_SYS_ADMIN; elsewhere the tests are skipped and say why). A build that no longer fits
// exits 2 with a message naming the file and ENOSPC, and leaves the previous module (in the split
// layout: the index and every texts module) byte for byte as it was, with no temporary file; the same
// for a read-only file system (the tmpfs remounted read-only).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

/** Why a tmpfs cannot be mounted here, or undefined when it can (tried once, on a scratch directory). */
function tmpfsProblem(): string | undefined {
  const { dir, cleanup } = tempDir('skillpack-mount-probe-');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'pipe' });
    execFileSync('umount', [dir], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    return `mounting a tmpfs is not possible here (${stderr || (error as Error).message}); it needs root or CAP_SYS_ADMIN`;
  } finally {
    cleanup();
  }
}

const problem = tmpfsProblem();

let dir: string;
let cleanup: () => void;
let mounted = false;
const skills = [
  { path: 'a', tools: [] },
  { path: 'b', tools: [] },
];

beforeEach(() => {
  if (problem !== undefined) return;
  ({ dir, cleanup } = tempDir());
  writeTree(dir, {
    'skills/a/SKILL.md': validSkillMd('a'),
    'skills/a/references/notes.md': 'first notes\n',
    'skills/b/SKILL.md': validSkillMd('b'),
  });
  mkdirSync(join(dir, 'generated'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', join(dir, 'generated')]);
  mounted = true;
});
afterEach(() => {
  if (problem !== undefined) return;
  if (mounted) execFileSync('umount', [join(dir, 'generated')]);
  mounted = false;
  rmdirSync(join(dir, 'generated'));
  cleanup();
});

/** Every file under `generated/` (the mounted file system) with its bytes. */
function snapshot(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const visit = (rel: string) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) visit(child);
      else files.set(child, readFileSync(join(dir, child)));
    }
  };
  visit('generated');
  return files;
}

/** A text file far bigger than the 256 KiB file system once embedded in a module (and within the 1 MiB file bound). */
const bigText = `${'a line of reference text that fills the disk\n'.repeat(9000)}`;

describe(`ENOSPC on a full file system at the output${problem === undefined ? '' : ` (skipped: ${problem})`}`, () => {
  it.skipIf(problem !== undefined)('single layout: exit 2 naming the module and ENOSPC; the previous module is untouched', () => {
    writeConfig(dir, { skills });
    const first = runCliProcess(['build'], dir);
    expect(first.code, first.stderr).toBe(0);
    const before = snapshot();
    expect([...before.keys()]).toEqual(['generated/skills.ts']);

    writeTree(dir, { 'skills/b/references/big.md': bigText });
    const built = runCliProcess(['build'], dir);
    expect(built.code, built.stdout + built.stderr).toBe(2);
    expect(built.stderr).toContain(
      '"generated/skills.ts": cannot write (no space left on the device (ENOSPC)); the previous file is unchanged.',
    );
    expect(built.stderr).not.toContain('internal error');
    // Byte for byte as before, and no temporary file left on the full disk.
    expect(snapshot()).toEqual(before);
    expect(runCliProcess(['check'], dir).code).toBe(1);
  });

  it.skipIf(problem !== undefined)(
    'split layout: exit 2 naming the texts module; the previous index and texts modules are untouched, new ones taken back',
    () => {
      writeConfig(dir, { layout: 'split', skills });
      const first = runCliProcess(['build'], dir);
      expect(first.code, first.stderr).toBe(0);
      const before = snapshot();
      expect(before.size).toBe(3);

      // Skill a's texts change too: its new module is written (it fits) before b's fails, and is removed again.
      writeTree(dir, { 'skills/a/references/notes.md': 'second notes\n', 'skills/b/references/big.md': bigText });
      const built = runCliProcess(['build'], dir);
      expect(built.code, built.stdout + built.stderr).toBe(2);
      expect(built.stderr).toMatch(
        /"generated\/skills\/b\.[0-9a-f]{16}\.ts": cannot write \(no space left on the device \(ENOSPC\)\); the previous module and its texts modules are unchanged\./,
      );
      expect(built.stderr).not.toContain('internal error');
      expect(snapshot()).toEqual(before);

      // Once there is room again the build goes through and check agrees.
      writeTree(dir, { 'skills/b/references/big.md': 'small again\n' });
      expect(runCliProcess(['build'], dir).code).toBe(0);
      expect(runCliProcess(['check'], dir).code).toBe(0);
    },
  );

  it.skipIf(problem !== undefined)('a read-only file system (EROFS): exit 2 naming the module; nothing changes', () => {
    writeConfig(dir, { layout: 'split', skills });
    expect(runCliProcess(['build'], dir).code).toBe(0);
    const before = snapshot();
    execFileSync('mount', ['-o', 'remount,ro', join(dir, 'generated')]);
    writeTree(dir, { 'skills/a/references/notes.md': 'second notes\n' });
    const built = runCliProcess(['build'], dir);
    expect(built.code, built.stdout + built.stderr).toBe(2);
    expect(built.stderr).toMatch(/"generated\/skills\/a\.[0-9a-f]{16}\.ts": cannot write \(the file system is read-only \(EROFS\)\)/);
    expect(built.stderr).not.toContain('internal error');
    expect(snapshot()).toEqual(before);
  });
});
