// The literal prefilter: one combined search for every detector's trigger literals, so the text is
// read once (twice with the case-insensitive set) however many rules there are, and a detector runs
// only at the offsets where its literal occurs.
import type { Detector } from './types.js';

export interface Prefilter {
  /** Calls `visit(index, detectorIndexes)` for every trigger occurrence, in increasing offset order. */
  run(text: string, visit: (index: number, detectors: readonly number[]) => void): void;
}

function escape(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

interface LiteralSet {
  readonly regex: RegExp | undefined;
  readonly owners: Map<string, number[]>;
}

function literalSet(entries: ReadonlyArray<readonly [string, number]>, flags: string): LiteralSet {
  const owners = new Map<string, number[]>();
  for (const [literal, detector] of entries) {
    const list = owners.get(literal) ?? [];
    if (!list.includes(detector)) list.push(detector);
    owners.set(literal, list);
  }
  // A literal that extends a shorter one must wake the shorter one's detectors too, because the
  // alternation reports only one literal per offset (the longest, listed first).
  for (const [literal, list] of owners) {
    for (const [other, otherList] of owners) {
      if (other !== literal && literal.startsWith(other)) for (const d of otherList) if (!list.includes(d)) list.push(d);
    }
    list.sort((a, b) => a - b);
  }
  const literals = [...owners.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const regex = literals.length === 0 ? undefined : new RegExp(literals.map(escape).join('|'), flags);
  return { regex, owners };
}

export function createPrefilter(detectors: readonly Detector[]): Prefilter {
  const sensitive = literalSet(detectors.flatMap((d, i) => d.triggers.map((t) => [t, i] as const)), 'g');
  const insensitive = literalSet(detectors.flatMap((d, i) => (d.caseInsensitiveTriggers ?? []).map((t) => [t.toLowerCase(), i] as const)), 'gi');

  const hits = (set: LiteralSet, text: string, lower: boolean): Array<[number, readonly number[]]> => {
    const out: Array<[number, readonly number[]]> = [];
    const regex = set.regex;
    if (regex === undefined) return out;
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      const owners = set.owners.get(lower ? m[0].toLowerCase() : m[0]);
      if (owners !== undefined) out.push([m.index, owners]);
      // Resume one character on, not after the match: literals may overlap (`api_key` and `key`).
      regex.lastIndex = m.index + 1;
    }
    return out;
  };

  return {
    run(text, visit) {
      const a = hits(sensitive, text, false);
      const b = hits(insensitive, text, true);
      let i = 0;
      let j = 0;
      while (i < a.length || j < b.length) {
        const x = a[i];
        const y = b[j];
        if (y === undefined || (x !== undefined && x[0] < y[0])) {
          if (x !== undefined) visit(x[0], x[1]);
          i++;
        } else if (x === undefined || y[0] < x[0]) {
          visit(y[0], y[1]);
          j++;
        } else {
          visit(x[0], [...new Set([...x[1], ...y[1]])].sort((p, q) => p - q));
          i++;
          j++;
        }
      }
    },
  };
}
