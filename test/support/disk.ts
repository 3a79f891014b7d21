// Writes fixture trees to a temporary directory, for tests that need a real file system.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export function tempDir(prefix = 'skillpack-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function writeTree(dir: string, tree: Record<string, string | Uint8Array>): void {
  for (const [path, content] of Object.entries(tree)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

export function writeConfig(dir: string, config: Record<string, unknown>): void {
  writeFileSync(
    join(dir, 'skillpack.config.json'),
    JSON.stringify(
      { extends: 'skillpack:strict', root: 'skills', output: 'generated/skills.ts', publisher: 'skillpack', ...config },
      null,
      2,
    ),
  );
}
