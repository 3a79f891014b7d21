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
  readonly literals: readonly string[];
  readonly owners: ReadonlyArray<readonly number[]>;
  readonly lower: boolean;
  /** Literal ids by their last two characters (lower-cased for the insensitive set), longest first. */
  readonly byEnding: Map<number, number[]>;
}

const fold = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);

function endingKey(a: number, b: number): number {
  return (a << 16) | b;
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
  const byEnding = new Map<number, number[]>();
  literals.forEach((l, id) => {
    const key = endingKey(l.charCodeAt(l.length - 2), l.charCodeAt(l.length - 1));
    byEnding.set(key, [...(byEnding.get(key) ?? []), id]);
  });
  return {
    regex: literals.length === 0 ? undefined : new RegExp(literals.map(escape).join('|'), lower ? 'gi' : 'g'),
    literals,
    owners: literals.map((l) => byLiteral.get(l) ?? []),
    lower,
    byEnding,
  };
}

interface Hits {
  at: Int32Array;
  id: Int32Array;
  count: number;
}

function matchesAt(text: string, start: number, literal: string, lower: boolean): boolean {
  for (let k = 0; k < literal.length; k++) {
    const c = text.charCodeAt(start + k);
    if ((lower ? fold(c) : c) !== literal.charCodeAt(k)) return false;
  }
  return true;
}

/**
 * Every literal occurrence, found with `RegExp#test` (no match objects): the match end comes from
 * `lastIndex`, and the literal is the longest one that ends there and starts at or after the
 * search position (what the longest-first alternation picked).
 */
function collect(set: LiteralSet, text: string): Hits {
  const hits: Hits = { at: new Int32Array(64), id: new Int32Array(64), count: 0 };
  const regex = set.regex;
  if (regex === undefined) return hits;
  let from = 0;
  regex.lastIndex = 0;
  while (regex.test(text)) {
    const end = regex.lastIndex;
    const a = text.charCodeAt(end - 2);
    const b = text.charCodeAt(end - 1);
    const candidates = set.byEnding.get(endingKey(set.lower ? fold(a) : a, set.lower ? fold(b) : b)) ?? [];
    let start = end;
    for (const id of candidates) {
      const literal = set.literals[id] ?? '';
      const s = end - literal.length;
      if (s < from || !matchesAt(text, s, literal, set.lower)) continue;
      if (hits.count === hits.at.length) {
        const at = new Int32Array(hits.at.length * 2);
        const ids = new Int32Array(hits.at.length * 2);
        at.set(hits.at);
        ids.set(hits.id);
        hits.at = at;
        hits.id = ids;
      }
      hits.at[hits.count] = s;
      hits.id[hits.count] = id;
      hits.count++;
      start = s;
      break;
    }
    // Resume one character after the match start: literals may overlap (`api_key` and `key`).
    from = start + 1;
    regex.lastIndex = from;
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
