// What a plain `lint` or `check` loads of Node before it reads a file: never node:child_process
// (git, for --staged and `init` only), node:readline (a question at a terminal) nor node:perf_hooks
// (the run's elapsed time is read from Date.now), through either build of the CLI (docs/benchmarks.md, one-skill lint).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cliPath } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

let dir: string;
let cleanup: () => void;
let probe: string;
beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a') });
  writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
  // Preloaded: at exit, the built-in modules the process loaded, one per line on stderr.
  probe = join(dir, 'loaded-modules.cjs');
  writeFileSync(
    probe,
    "process.on('exit', () => process.stderr.write(process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).join('\\n')));\n",
  );
});
afterEach(() => cleanup());

function loadedBy(entry: string, args: readonly string[]): string[] {
  const result = spawnSync(process.execPath, ['--require', probe, entry, ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, NO_COLOR: '1', GITHUB_ACTIONS: '' },
  });
  expect(result.status, result.stdout).toBe(0);
  return result.stderr.split('\n').map((line) => line.replace('NativeModule ', ''));
}

describe('built-in modules loaded by the CLI', () => {
  it.each([
    ['dist/cli.js', cliPath],
    ['dist/cli-esm.js', cliPath.replace(/cli\.js$/, 'cli-esm.js')],
  ])('%s lint and check load neither child_process, readline, perf_hooks nor zlib', (_name, entry) => {
    for (const args of [['lint'], ['lint', 'a'], ['check']]) {
      if (args[0] === 'check') expect(spawnSync(process.execPath, [entry, 'build'], { cwd: dir }).status).toBe(0);
      const loaded = loadedBy(entry, args);
      expect(loaded).toContain('fs');
      expect(loaded).not.toContain('child_process');
      expect(loaded).not.toContain('readline/promises');
      expect(loaded).not.toContain('perf_hooks');
      // The rule pages are inflated only by explain and SARIF (scripts/rule-pages-plugin.mjs).
      expect(loaded).not.toContain('zlib');
    }
  });
});
