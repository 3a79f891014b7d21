// `serve` loads (and so runs) only a module that is what `build` writes from the sources: a module
// edited to run code at load time through process.getBuiltinModule is refused before it is loaded.
import { appendFileSync, existsSync } from 'node:fs';
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
  expect(runCliProcess(['build'], dir).code).toBe(0);
});
afterEach(() => cleanup());

it('refuses a hand-edited module and never runs it', () => {
  const marker = join(dir, 'ran.txt');
  appendFileSync(
    join(dir, 'generated/skills.ts'),
    `\nprocess.getBuiltinModule?.('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n`,
  );
  const served = runCliProcess(['serve'], dir, { MCP_SKILLS_ENABLED: 'true' });
  expect(served.code).toBe(2);
  expect(served.stderr).toContain('is not served');
  expect(served.stderr).toContain('differs from what the build writes');
  expect(existsSync(marker)).toBe(false);
  expect(runCliProcess(['check'], dir).code).toBe(1);
});

it('refuses to serve when the sources do not lint', () => {
  writeTree(dir, { 'skills/a/run.sh': 'echo hi\n' });
  const served = runCliProcess(['serve'], dir);
  expect(served.code).toBe(2);
  expect(served.stderr).toContain('the sources have lint errors');
});
