// A server that never answers, ignores SIGTERM and has a child of its own: verify reports the
// connection fault within its time limit, and the whole process group is gone afterwards.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { tempDir } from '../support/disk.js';
import { verifyJson } from './support/run-verify.js';

const server = fileURLToPath(new URL('./servers/silent-server.mjs', import.meta.url));
let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir('skillpack-verify-')));
afterEach(() => cleanup());

/** Running, not merely a zombie waiting for a parent that may never reap it (Linux /proc). */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return !/^\d+ \(.*\) [ZX] /.test(stat);
};

it('gives up on a silent server within the time limit and leaves no process behind', async () => {
  const pids = join(dir, 'pids.json');
  const { code, report } = await verifyJson(['--stdio', `node ${JSON.stringify(server)} ${JSON.stringify(pids)}`, '--timeout', '500']);
  // --timeout bounds the whole run: the unanswered request ends with it, and the run says it stopped there.
  expect(report.diagnostics.map((d) => [d.ruleId, d.message.includes('(--timeout 500) ran out')])).toEqual([
    ['verify/budget', true],
    ['verify/connection', true],
  ]);
  expect(code).toBe(1);
  expect(existsSync(pids)).toBe(true);
  for (const pid of JSON.parse(readFileSync(pids, 'utf8')) as number[]) expect(alive(pid)).toBe(false);
});
