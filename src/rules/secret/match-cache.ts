// One engine pass per source file, shared by every secret rule: each rule reports only its own
// matches, and a span owned by a more specific rule is never reported twice. The pass is bounded
// per rule (scanTextBounded): a flood of one shape stops costing once it is far past what is reported.
import type { SourceFile } from '../../load/model.js';
import { maxReportsPerFile } from '../support/capped-report.js';
import { scanTextBounded, type BoundedScan } from './scan-text.js';

/** Candidates judged per rule and file before the scan stops waking that rule. */
export const scanLimitPerRule = 20 * maxReportsPerFile;

const cache = new WeakMap<SourceFile, BoundedScan>();
const empty: BoundedScan = { matches: [], stopped: new Set() };

export function secretScanOf(file: SourceFile): BoundedScan {
  let scan = cache.get(file);
  if (scan === undefined) {
    scan = file.text === undefined ? empty : scanTextBounded(file.text, scanLimitPerRule);
    cache.set(file, scan);
  }
  return scan;
}
