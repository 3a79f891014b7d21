// `build` and `check` name the project's rebuild command from package.json's scripts: a FIFO
// package.json must neither hang them nor be opened (they fall back to `npx skillpack build`).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runCliProcess } from '../support/cli.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, { 'skills/a/SKILL.md': validSkillMd('a') });
  writeConfig(dir, { skills: [{ path: 'a', tools: [] }] });
  execFileSync('mkfifo', [join(dir, 'package.json')]);
});
afterEach(() => cleanup());

it('check with a FIFO package.json names `npx skillpack build` and does not hang', () => {
  const run = runCliProcess(['check'], dir);
  expect(run.code, run.stdout + run.stderr).toBe(1);
  expect(run.stdout).toContain('npx skillpack build');
});
