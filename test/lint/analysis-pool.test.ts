// The analysis pool with the real helper thread (dist/analysis-worker.cjs, built by the global
// setup): every result equals the in-line computation whichever thread ran it, the helper really
// takes a share, and a helper that is missing, crashes or never answers only moves work back here.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { spawnAnalysisHelper } from '../../src/lint/parallel/analysis-pool.js';
import { runTask, taskKinds, type TaskKind, type TaskList } from '../../src/lint/parallel/analysis-tasks.js';
import { SecretFactory } from '../secret/support/secrets.js';
import { validSkillMd } from '../support/fixture.js';

const workerFile = fileURLToPath(new URL('../../dist/analysis-worker.cjs', import.meta.url));
const f = new SecretFactory(4242);

/** Parses, reference extractions and secret scans over texts with something to find in each. */
function sampleList(count: number): TaskList {
  const texts: string[] = [];
  const kinds: TaskKind[] = [];
  const textOf: number[] = [];
  for (let i = 0; i < count; i++) {
    texts.push(validSkillMd(`skill-${i}`, { body: `See [the guide](references/guide-${i}.md) and scripts/run-${i}.sh.\n\nexport GITHUB_TOKEN=${f.github()}\n${'Filler prose for the scan. '.repeat(200)}\n` }));
    kinds.push(taskKinds.parse, taskKinds.references, taskKinds.secrets);
    textOf.push(i, i, i);
  }
  // The pool lists kinds in contiguous ranges: parses, then references, then secrets.
  const order = kinds.map((kind, task) => ({ kind, task })).sort((a, b) => a.kind - b.kind || a.task - b.task);
  return { texts, kinds: Uint8Array.from(order.map((o) => o.kind)), textOf: Int32Array.from(order.map((o) => textOf[o.task] as number)), frontmatterBytes: 16 * 1024 };
}

const expectedResults = (list: TaskList): unknown[] => Array.from(list.kinds, (_, task) => runTask(list, task));

describe('analysis pool', () => {
  test('every result equals the in-line one, and the helper computed a share of them', () => {
    const list = sampleList(150);
    const helper = spawnAnalysisHelper(workerFile);
    expect(helper).toBeDefined();
    const pool = helper!.start(list);
    // Asked twice, like nested skills sharing a file: the second answer comes from memory.
    const results = Array.from(list.kinds, (_, task) => pool.result(task));
    expect(Array.from(list.kinds, (_, task) => pool.result(task))).toEqual(results);
    const counts = pool.counts();
    pool.close();
    expect(results).toEqual(expectedResults(list));
    expect(counts.helper + counts.here).toBe(list.kinds.length);
    expect(counts.helper).toBeGreaterThan(0);
    // The secret tasks really found the planted tokens.
    expect(results.filter((r, task) => list.kinds[task] === taskKinds.secrets && Array.isArray(r) && r.length === 1)).toHaveLength(150);
  });

  test('no helper script: nothing is spawned', () => {
    expect(spawnAnalysisHelper(join(tmpdir(), 'no-such-dir', 'analysis-worker.cjs'))).toBeUndefined();
  });

  test.each([
    ['crashes at start', 'throw new Error("boom");'],
    ['never answers', 'require("node:worker_threads").parentPort.once("message", () => setInterval(() => {}, 1000));'],
    ['claims every task and dies', `const { parentPort } = require('node:worker_threads');
parentPort.once('message', (m) => { for (let i = 0; i < m.claims.length; i++) Atomics.store(m.claims, i, 2); process.exit(1); });`],
  ])('a helper that %s: every task still gets its in-line result', (_name, script) => {
    const file = join(mkdtempSync(join(tmpdir(), 'skillpack-pool-')), 'worker.cjs');
    writeFileSync(file, script);
    const list = sampleList(4);
    const pool = spawnAnalysisHelper(file, 200)!.start(list);
    const results = Array.from(list.kinds, (_, task) => pool.result(task));
    pool.close();
    expect(results).toEqual(expectedResults(list));
    expect(pool.counts().helper).toBe(0);
  });
});
