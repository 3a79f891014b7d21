// What the two threads share: the task list (copied once), one claim word per task and a few
// control words in shared memory, and batches of results sent back over a message port.
import type { MessagePort } from 'node:worker_threads';
import type { TaskList, TaskResult } from './analysis-tasks.js';

/** Claim word of a task: free, or taken by the main thread or by the helper thread. */
export const claim = { free: 0, main: 1, helper: 2 } as const;

/** Indices into the control words. */
export const control = {
  /** Bumped (and notified) by the helper after each batch it posts. */
  batches: 0,
  /** Set by the main thread while it waits for a task the helper holds: post what you have. */
  waiting: 1,
  /** Set by the main thread when it needs no more results. */
  stop: 2,
  length: 3,
} as const;

export interface StartMessage {
  readonly list: TaskList;
  readonly claims: Int32Array;
  readonly control: Int32Array;
  readonly port: MessagePort;
}

/** `null`: the helper could not run or send that task; the main thread runs it itself. */
export type ResultBatch = readonly (readonly [task: number, result: TaskResult | null])[];
