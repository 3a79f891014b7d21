// The helper thread (built as dist/analysis-worker.cjs): claims tasks from the back of each kind's
// range while the main thread works from the front, and posts results in batches.
import { parentPort } from 'node:worker_threads';
import { claim, control, type ResultBatch, type StartMessage } from './analysis-protocol.js';
import { runTask, type TaskResult } from './analysis-tasks.js';

/** Results per message: few enough to arrive early, many enough that posting stays cheap. */
const batchSize = 64;

function post(start: StartMessage, batch: [number, TaskResult | null][]): void {
  if (batch.length === 0) return;
  try {
    start.port.postMessage(batch satisfies ResultBatch);
  } catch {
    // A result that cannot be cloned is left to the main thread; the rest still go.
    for (const [task, result] of batch) {
      try {
        start.port.postMessage([[task, result]] satisfies ResultBatch);
      } catch {
        start.port.postMessage([[task, null]] satisfies ResultBatch);
      }
    }
  }
  Atomics.add(start.control, control.batches, 1);
  Atomics.notify(start.control, control.batches);
}

/** Task indices from the back of each kind's contiguous range, ranges in list order. */
function helperOrder(kinds: Uint8Array): number[] {
  const order: number[] = [];
  for (let start = 0; start < kinds.length; ) {
    let end = start + 1;
    while (end < kinds.length && kinds[end] === kinds[start]) end += 1;
    for (let i = end - 1; i >= start; i--) order.push(i);
    start = end;
  }
  return order;
}

parentPort?.once('message', (start: StartMessage) => {
  let batch: [number, TaskResult | null][] = [];
  for (const task of helperOrder(start.list.kinds)) {
    if (Atomics.load(start.control, control.stop) === 1) break;
    if (Atomics.compareExchange(start.claims, task, claim.free, claim.helper) !== claim.free) continue;
    let result: TaskResult | null;
    try {
      result = runTask(start.list, task);
    } catch {
      result = null;
    }
    batch.push([task, result]);
    if (batch.length >= batchSize || Atomics.load(start.control, control.waiting) === 1) {
      post(start, batch);
      batch = [];
    }
  }
  post(start, batch);
  start.port.close();
});
