// The literal prefilter as it was before the word scan: the pair table read at every position, then
// the trie walk. The literals and the trie are the engine's own (trigger-trie.ts), so what the
// equivalence test compares is how candidate offsets are found. Test-only; it must not change.
import { createTriggerMatcher, triggerLiterals } from '../../../src/rules/secret/engine/trigger-trie.js';
import type { Detector, TriggerHandler } from '../../../src/rules/secret/engine/types.js';

export interface Prefilter {
  run(text: string, handlers: readonly TriggerHandler[]): void;
}

export function createPrefilter(detectors: readonly Detector[]): Prefilter {
  const { trie, walk } = createTriggerMatcher(triggerLiterals(detectors));
  const { next, folded, exact, pairNode } = trie;
  return {
    run(text, handlers) {
      const last = text.length - 1;
      // Two loads and a table read per character; a character outside ASCII never starts a literal
      // (its 7 low bits may hit the table, so the test after the lookup rejects it).
      let c1 = text.charCodeAt(0);
      for (let i = 0; i < last; i++) {
        const c0 = c1;
        c1 = text.charCodeAt(i + 1);
        const node = pairNode[((c0 & 127) << 7) | (c1 & 127)] ?? 0;
        if (node === 0 || (c0 | c1) >= 128) continue;
        // Most two-character candidates fail on the third character: test it before walking.
        if ((folded[node] ?? 0) === 0 && (exact[node] ?? 0) === 0) {
          const c2 = text.charCodeAt(i + 2);
          if (!(c2 < 128) || (next[(node << 7) | c2] ?? 0) === 0) continue;
        }
        walk(text, i, node, handlers);
      }
    },
  };
}
