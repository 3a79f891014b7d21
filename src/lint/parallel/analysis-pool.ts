// The main thread's side of the helper thread: the lint pipeline is synchronous, so results are
// taken with receiveMessageOnPort and, when the helper holds a task still running, Atomics.wait.
// Either thread claims a task before running it, so no task runs twice; a helper that stops
// answering only costs time, because the main thread then runs every task itself.
import { existsSync } from 'node:fs';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { claim, control, type ResultBatch, type StartMessage } from './analysis-protocol.js';
import { runTask, type TaskList, type TaskResult } from './analysis-tasks.js';

/** Without a batch for this long while waiting, the helper is taken for gone. */
const defaultSilenceMs = 2000;

export interface AnalysisPool {
  /** The result of a task: already sent by the helper, waited for, or computed here. */
  result(task: number): TaskResult;
  /** No more results are needed: the helper stops at its next task. */
  close(): void;
  /** How many results came from the helper and how many tasks ran here, so far. */
  counts(): { readonly helper: number; readonly here: number };
}

/** A helper thread booting while the main thread reads files; `start` hands it the work list. */
export interface AnalysisHelper {
  start(list: TaskList): AnalysisPool;
  /** Stops a helper that was never started. */
  cancel(): void;
}

/** The work list without a helper: every task runs here, on demand. */
export function localPool(list: TaskList): AnalysisPool {
  let here = 0;
  return {
    result: (task) => ((here += 1), runTask(list, task)),
    close: () => undefined,
    counts: () => ({ helper: 0, here }),
  };
}

export function spawnAnalysisHelper(workerFile: string, silenceMs = defaultSilenceMs): AnalysisHelper | undefined {
  if (!existsSync(workerFile)) return undefined;
  let worker: Worker;
  try {
    worker = new Worker(workerFile, { stdout: true, stderr: true });
  } catch {
    return undefined;
  }
  // Never keep the process alive, and keep the helper's own output (there should be none) off the report.
  worker.unref();
  worker.on('error', () => undefined);
  return {
    start: (list) => startPool(worker, list, silenceMs),
    cancel: () => void worker.terminate(),
  };
}

function startPool(worker: Worker, list: TaskList, silenceMs: number): AnalysisPool {
  const claims = new Int32Array(new SharedArrayBuffer(list.kinds.length * 4));
  const words = new Int32Array(new SharedArrayBuffer(control.length * 4));
  const { port1, port2 } = new MessageChannel();
  const start: StartMessage = { list, claims, control: words, port: port2 };
  worker.postMessage(start, [port2]);
  const results = new Map<number, TaskResult | null>();
  let helperGone = false;
  let fromHelper = 0;
  let here = 0;

  const drain = (port: MessagePort): void => {
    for (let message = receiveMessageOnPort(port); message !== undefined; message = receiveMessageOnPort(port)) {
      for (const [task, result] of message.message as ResultBatch) {
        results.set(task, result);
        if (result !== null) fromHelper += 1;
      }
    }
  };

  /** Waits until the helper sends `task`; false when it went silent first. */
  const awaitHelper = (task: number): boolean => {
    for (;;) {
      const seen = Atomics.load(words, control.batches);
      drain(port1);
      if (results.has(task)) return true;
      Atomics.store(words, control.waiting, 1);
      const outcome = Atomics.wait(words, control.batches, seen, silenceMs);
      Atomics.store(words, control.waiting, 0);
      if (outcome === 'timed-out') return false;
    }
  };

  const close = (): void => {
    Atomics.store(words, control.stop, 1);
    port1.close();
    void worker.terminate();
  };

  /** Runs a task here and keeps the result (a task may be asked for more than once). */
  const runHere = (task: number): TaskResult => {
    here += 1;
    const result = runTask(list, task);
    results.set(task, result);
    return result;
  };

  return {
    result(task) {
      const known = results.get(task);
      if (known !== undefined && known !== null) return known;
      // null: the helper could not run or send it, so it runs here.
      if (known === null || helperGone) return runHere(task);
      if (Atomics.compareExchange(claims, task, claim.free, claim.main) === claim.free) return runHere(task);
      if (awaitHelper(task)) return results.get(task) ?? runHere(task);
      // Silent: whatever it claimed and every task after this one runs here.
      helperGone = true;
      close();
      return runHere(task);
    },
    close,
    counts: () => ({ helper: fromHelper, here }),
  };
}
