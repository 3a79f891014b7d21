// A test file's own system temp dir: for the file's duration `os.tmpdir()` (and every process the file
// starts with the inherited environment) points into a fresh directory, removed with all it holds
// once the file's tests are done. Code under test that makes temp directories and removes them only
// at process exit (the split-catalog loader of `serve`) or servers killed mid-run leave nothing
// behind in the real temp dir.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

export function useScratchTempDir(): void {
  const saved = { TMPDIR: process.env['TMPDIR'], TEMP: process.env['TEMP'], TMP: process.env['TMP'] };
  let scratch = '';
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'skillpack-test-'));
    for (const name of ['TMPDIR', 'TEMP', 'TMP'] as const) process.env[name] = scratch;
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(scratch, { recursive: true, force: true });
  });
}
