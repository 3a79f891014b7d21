// The secret scanner every text secret rule shares: the engine handed the registry's detectors
// (src/rules/secret/index.ts, most specific first), and one bounded engine pass per source file and
// lint run (its RunMemo), so each rule reports only its own matches and a span owned by a more
// specific rule is never reported twice. The pass is bounded per rule: a flood of one shape stops
// costing once it is far past what is reported (docs/rules.md, secret rules).
import type { SourceFile } from '../../../load/model.js';
import { memoSlot, type RunMemo } from '../../../load/run-memo.js';
import { maxReportsPerFile } from '../../support/capped-report.js';
import { createScanner } from '../engine/scan-text.js';
import type { Detector, SecretMatch, SecretRuleId } from '../engine/types.js';

/** Candidates judged per rule and file before the scan stops waking that rule. */
export const scanLimitPerRule = 20 * maxReportsPerFile;

/** What a bounded scan found, and which rules it stopped waking because they reached the bound. */
export interface BoundedScan {
  readonly matches: SecretMatch[];
  readonly stopped: ReadonlySet<SecretRuleId>;
}

export interface SecretScanner {
  /** Every credential-shaped span of a text, sorted by offset, at most one finding per span. */
  readonly scanText: (text: string) => SecretMatch[];
  /** The bounded scan of a source file's text (scanLimitPerRule per rule), computed once per file and run. */
  readonly scanFile: (file: SourceFile, memo: RunMemo) => BoundedScan;
}

const empty: BoundedScan = { matches: [], stopped: new Set() };

/** The scanner over these detectors, highest priority first. */
export function createSecretScanner(detectors: readonly Detector[]): SecretScanner {
  // The engine's tables (the prefilter over every trigger) are built at the first scan, not when the
  // CLI starts: a run that scans nothing (`--version`, nothing staged) never pays for them.
  let built: ReturnType<typeof createScanner> | undefined;
  const scanner: ReturnType<typeof createScanner> = (text, limitPerRule, onStop) =>
    (built ??= createScanner(detectors))(text, limitPerRule, onStop);
  /** scanText, except that a rule with `limitPerRule` matches in this text is not woken again (engine/scan-text.ts Scanner). */
  const scanTextBounded = (text: string, limitPerRule: number): BoundedScan => {
    const stopped = new Set<SecretRuleId>();
    const matches = scanner(text, limitPerRule, (i) => {
      const detector = detectors[i];
      if (detector !== undefined) stopped.add(detector.ruleId);
    });
    return { matches, stopped };
  };
  // One slot per scanner (the registry makes one): its values live in each run's memo.
  const boundedScan = memoSlot('bounded secret scan', (file: SourceFile): BoundedScan =>
    file.text === undefined ? empty : scanTextBounded(file.text, scanLimitPerRule),
  );
  return {
    scanText: (text) => scanner(text),
    scanFile: (file, memo) => memo.get(boundedScan, file),
  };
}
