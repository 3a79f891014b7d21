// Caps how many findings one rule reports per file: a hostile file with thousands of hits gets the
// first ones, positioned, and one summary, so output stays readable and linting stays fast.
import type { Report } from '../rule.js';

export const maxReportsPerFile = 50;

export interface CappedReporter<M extends string> {
  report(report: Report<M>): void;
  /** Emits the summary (`messageId` with `{count}` more) when the cap was reached. */
  finish(): void;
}

export function cappedReporter<M extends string>(
  report: (report: Report<M>) => void,
  file: string,
  summaryId: NoInfer<M>,
  limit = maxReportsPerFile,
): CappedReporter<M> {
  let reported = 0;
  let dropped = 0;
  return {
    report(entry) {
      if (reported < limit) {
        reported += 1;
        report(entry);
      } else {
        dropped += 1;
      }
    },
    finish() {
      if (dropped > 0) report({ messageId: summaryId, data: { count: dropped, limit }, file });
    },
  };
}
