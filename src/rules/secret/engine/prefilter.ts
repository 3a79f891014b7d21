// The literal prefilter: one combined search for every detector's trigger literals (a second one
// for the case-insensitive set), so the text is read twice however many rules there are, and a
// detector runs only at the offsets where one of its literals occurs. Hits are kept in typed
// arrays and dispatched in offset order without allocating per hit.
import type { Detector } from './types.js';

export type Visit = (index: number, literal: string, detectors: readonly number[]) => void;

export interface Prefilter {
  /** Calls `visit` for every trigger occurrence in increasing offset order (a detector at most once per offset). */
  run(text: string, visit: Visit): void;
}

function escape(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

interface LiteralSet {
  readonly regex: RegExp | undefined;
  readonly ids: Map<string, number>;
  readonly literals: readonly string[];
  readonly owners: ReadonlyArray<readonly number[]>;
  readonly lower: boolean;
}

function literalSet(entries: ReadonlyArray<readonly [string, number]>, lower: boolean): LiteralSet {
  const byLiteral = new Map<string, number[]>();
  for (const [literal, detector] of entries) {
    const list = byLiteral.get(literal) ?? [];
    if (!list.includes(detector)) list.push(detector);
    byLiteral.set(literal, list);
  }
  // A literal that extends a shorter one must wake the shorter one's detectors too, because the
  // alternation reports only one literal per offset (the longest, listed first).
  for (const [literal, list] of byLiteral) {
    for (const [other, otherList] of byLiteral) {
      if (other !== literal && literal.startsWith(other)) for (const d of otherList) if (!list.includes(d)) list.push(d);
    }
    list.sort((a, b) => a - b);
  }
  const literals = [...byLiteral.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return {
    regex: literals.length === 0 ? undefined : new RegExp(literals.map(escape).join('|'), lower ? 'gi' : 'g'),
    ids: new Map(literals.map((l, i) => [l, i])),
    literals,
    owners: literals.map((l) => byLiteral.get(l) ?? []),
    lower,
  };
}

interface Hits {
  at: Int32Array;
  id: Int32Array;
  count: number;
}

function collect(set: LiteralSet, text: string): Hits {
  const hits: Hits = { at: new Int32Array(64), id: new Int32Array(64), count: 0 };
  const regex = set.regex;
  if (regex === undefined) return hits;
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    const id = set.ids.get(set.lower ? m[0].toLowerCase() : m[0]);
    if (id !== undefined) {
      if (hits.count === hits.at.length) {
        const at = new Int32Array(hits.at.length * 2);
        const ids = new Int32Array(hits.at.length * 2);
        at.set(hits.at);
        ids.set(hits.id);
        hits.at = at;
        hits.id = ids;
      }
      hits.at[hits.count] = m.index;
      hits.id[hits.count] = id;
      hits.count++;
    }
    // Resume one character on, not after the match: literals may overlap (`api_key` and `key`).
    regex.lastIndex = m.index + 1;
  }
  return hits;
}

export function createPrefilter(detectors: readonly Detector[]): Prefilter {
  const sensitive = literalSet(detectors.flatMap((d, i) => d.triggers.map((t) => [t, i] as const)), false);
  const insensitive = literalSet(detectors.flatMap((d, i) => (d.caseInsensitiveTriggers ?? []).map((t) => [t.toLowerCase(), i] as const)), true);
  return {
    run(text, visit) {
      const a = collect(sensitive, text);
      const b = collect(insensitive, text);
      let i = 0;
      let j = 0;
      while (i < a.count || j < b.count) {
        const x = i < a.count ? (a.at[i] ?? 0) : Infinity;
        const y = j < b.count ? (b.at[j] ?? 0) : Infinity;
        if (x < y) {
          const id = a.id[i++] ?? 0;
          visit(x, sensitive.literals[id] ?? '', sensitive.owners[id] ?? []);
        } else if (y < x) {
          const id = b.id[j++] ?? 0;
          visit(y, insensitive.literals[id] ?? '', insensitive.owners[id] ?? []);
        } else {
          // Both sets hit the same offset: wake each detector once, with the longer literal.
          const ida = a.id[i++] ?? 0;
          const idb = b.id[j++] ?? 0;
          const la = sensitive.literals[ida] ?? '';
          const lb = insensitive.literals[idb] ?? '';
          const owners = [...new Set([...(sensitive.owners[ida] ?? []), ...(insensitive.owners[idb] ?? [])])].sort((p, q) => p - q);
          visit(x, la.length >= lb.length ? la : lb, owners);
        }
      }
    },
  };
}
