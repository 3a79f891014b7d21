// The secret scanner of every text secret rule: the engine handed the detectors of detect/index.ts,
// highest priority first, so neither folder imports the other in a circle.
import type { SecretMatch, SecretRuleId } from './engine/types.js';
import { detectors } from './detect/index.js';
import { createScanner } from './engine/scan-text.js';

const scanner = createScanner(detectors);

/** Every credential-shaped span of a text, sorted by offset, at most one finding per span. */
export const scanText = (text: string): SecretMatch[] => scanner(text);

/** What a bounded scan found, and which rules it stopped waking because they reached the bound. */
export interface BoundedScan {
  readonly matches: SecretMatch[];
  readonly stopped: ReadonlySet<SecretRuleId>;
}

/** scanText, except that a rule with `limitPerRule` matches in this text is not woken again (engine/scan-text.ts Scanner). */
export function scanTextBounded(text: string, limitPerRule: number): BoundedScan {
  const stopped = new Set<SecretRuleId>();
  const matches = scanner(text, limitPerRule, (i) => {
    const detector = detectors[i];
    if (detector !== undefined) stopped.add(detector.ruleId);
  });
  return { matches, stopped };
}
