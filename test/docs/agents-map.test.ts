// AGENTS.md maps every source file in one line; the map is generated from each file's opening comment
// and must be current (npm run docs:agents rewrites it).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('AGENTS.md lists every file under src/ and scripts/ with its opening comment', () => {
  const result = spawnSync(process.execPath, ['scripts/gen-agents-map.mjs', '--check'], { cwd: root, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
