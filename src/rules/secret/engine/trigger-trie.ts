// The trigger literals of every detector and the trie that confirms them: what the prefilter's
// position test reads once a candidate offset is found, however the candidates are found. Built
// once per detector set (docs/rules.md, secret rules).
import type { Detector, TriggerHandler } from './types.js';

export interface Literal {
  readonly text: string;
  readonly folded: boolean;
  /** Detectors to wake: the literal's own and those of every shorter literal of the same set it extends. */
  readonly owners: readonly number[];
}

const fold = new Uint8Array(128);
for (let c = 0; c < 128; c++) fold[c] = c >= 65 && c <= 90 ? c + 32 : c;

function literalsOf(detectors: readonly Detector[], folded: boolean): Literal[] {
  const byText = new Map<string, number[]>();
  detectors.forEach((d, i) => {
    for (const raw of folded ? (d.caseInsensitiveTriggers ?? []) : d.triggers) {
      const t = folded ? raw.toLowerCase() : raw;
      if (t.length < 2 || /[^\x00-\x7f]/.test(t)) throw new Error(`trigger literals are ASCII, 2 characters or more: ${raw}`);
      const list = byText.get(t) ?? [];
      if (!list.includes(i)) list.push(i);
      byText.set(t, list);
    }
  });
  // Only the longest literal is reported at an offset, so it wakes the detectors of the shorter
  // literals it starts with too (`secret_access_key` also wakes what `secret` wakes).
  // Looked up by each proper prefix (every literal is 2 characters or more), not by comparing every
  // pair: this runs at start-up, once per process, before anything is optimised.
  return [...byText].map(([t, own]) => {
    const owners = new Set(own);
    for (let end = 2; end < t.length; end++) for (const d of byText.get(t.slice(0, end)) ?? []) owners.add(d);
    return { text: t, folded, owners: [...owners].sort((a, b) => a - b) };
  });
}

/**
 * A trie over every literal in lower case, in flat typed arrays. `next[node * 128 + code]` is the
 * child for a raw 7-bit character code (case folding built in; 0: none; the root is node 1).
 * `folded[node]` and `exact[node]` hold the literal (index + 1) that ends there: the
 * case-insensitive one, and the case-sensitive one whose lower-case form does (compared exactly).
 */
export interface Trie {
  readonly next: Int32Array;
  readonly folded: Int32Array;
  readonly exact: Int32Array;
  /** The node after two characters, indexed by their raw 7-bit codes (0: no literal starts so). */
  readonly pairNode: Int32Array;
}

function buildTrie(all: readonly Literal[]): Trie {
  const edges: Map<number, number>[] = [new Map(), new Map()];
  const folded: number[] = [0, 0];
  const exact: number[] = [0, 0];
  all.forEach((literal, index) => {
    let node = 1;
    for (let k = 0; k < literal.text.length; k++) {
      const c = fold[literal.text.charCodeAt(k)] ?? 0;
      let child = edges[node]?.get(c);
      if (child === undefined) {
        child = edges.length;
        edges.push(new Map());
        folded.push(0);
        exact.push(0);
        edges[node]?.set(c, child);
      }
      node = child;
    }
    const ends = literal.folded ? folded : exact;
    // Two case-sensitive literals that differ only in case would share a node; none do.
    if ((ends[node] ?? 0) !== 0) throw new Error(`trigger literal listed twice: ${literal.text}`);
    ends[node] = index + 1;
  });
  // Both cases of a letter lead to the same child.
  const next = new Int32Array(edges.length * 128);
  edges.forEach((map, node) => {
    for (const [c, child] of map) {
      next[node * 128 + c] = child;
      if (c >= 97 && c <= 122) next[node * 128 + c - 32] = child;
    }
  });
  const pairNode = new Int32Array(128 * 128);
  for (const [a, first] of edges[1] ?? new Map<number, number>()) {
    for (const [b, second] of edges[first] ?? new Map<number, number>()) {
      for (const x of a >= 97 && a <= 122 ? [a, a - 32] : [a]) {
        for (const y of b >= 97 && b <= 122 ? [b, b - 32] : [b]) pairNode[(x << 7) | y] = second;
      }
    }
  }
  return { next, folded: Int32Array.from(folded), exact: Int32Array.from(exact), pairNode };
}

/** Every trigger literal: the case-sensitive ones, then the ASCII-case-insensitive ones. */
export function triggerLiterals(detectors: readonly Detector[]): Literal[] {
  return [...literalsOf(detectors, false), ...literalsOf(detectors, true)];
}

/**
 * Whether the characters [i, j) of the text, already matched ignoring case by the trie walk, are
 * `literal` exactly: compared in place, as `startsWith` costs a call per trigger hit and floods of
 * flags (`-p -p …`, `--http-password=`) hit case-sensitive literals at every few characters.
 */
function sameCase(text: string, i: number, j: number, literal: string): boolean {
  if (j - i !== literal.length) return false;
  for (let k = 0; k < literal.length; k++) if (text.charCodeAt(i + k) !== literal.charCodeAt(k)) return false;
  return true;
}

function wake(handlers: readonly TriggerHandler[], index: number, literal: string, owners: readonly number[]): void {
  for (let k = 0; k < owners.length; k++) handlers[owners[k] ?? 0]?.(index, literal);
}

/** Confirms candidate offsets against the trie and wakes the detectors of the literals found there. */
export interface TriggerMatcher {
  /** The tables, for a caller's own loop over pairs. */
  readonly trie: Trie;
  /** Walks the trie from `start`, the node after the two characters at `i`, and wakes the detectors of the longest literals. */
  walk(text: string, i: number, start: number, handlers: readonly TriggerHandler[]): void;
  /** The position test: the pair table, the third character, then the trie walk. */
  at(text: string, i: number, handlers: readonly TriggerHandler[]): void;
}

export function createTriggerMatcher(all: readonly Literal[]): TriggerMatcher {
  const trie = buildTrie(all);
  const { next, folded, exact, pairNode } = trie;
  const texts = all.map((l) => l.text);
  const owners = all.map((l) => l.owners);

  /** Walks the trie from the node after `i`'s two characters and wakes the detectors of the longest literals. */
  const walk = (text: string, i: number, start: number, handlers: readonly TriggerHandler[]): void => {
    const n = text.length;
    let node = start;
    let foldedHit = 0;
    let exactHit = 0;
    let j = i + 2;
    for (;;) {
      const f = folded[node] ?? 0;
      if (f !== 0) foldedHit = f;
      const e = exact[node] ?? 0;
      if (e !== 0 && sameCase(text, i, j, texts[e - 1] ?? '')) exactHit = e;
      if (j >= n) break;
      const c = text.charCodeAt(j++);
      if (c >= 128) break;
      node = next[(node << 7) | c] ?? 0;
      if (node === 0) break;
    }
    if (foldedHit === 0 || exactHit === 0) {
      const hit = foldedHit | exactHit;
      if (hit !== 0) wake(handlers, i, texts[hit - 1] ?? '', owners[hit - 1] ?? []);
      return;
    }
    // Both sets matched here (rare): each detector is woken once, with its own set's literal
    // (a detector in both sets gets the case-insensitive one).
    const foldedOwners = owners[foldedHit - 1] ?? [];
    const onlyExact = (owners[exactHit - 1] ?? []).filter((d) => !foldedOwners.includes(d));
    if (onlyExact.length > 0) wake(handlers, i, texts[exactHit - 1] ?? '', onlyExact);
    wake(handlers, i, texts[foldedHit - 1] ?? '', foldedOwners);
  };

  /** The position test: the pair table, the third character, then the trie walk. */
  const at = (text: string, i: number, handlers: readonly TriggerHandler[]): void => {
    const c0 = text.charCodeAt(i);
    const c1 = text.charCodeAt(i + 1);
    if ((c0 | c1) >= 128) return;
    const node = pairNode[(c0 << 7) | c1] as number;
    if (node === 0) return;
    if (folded[node] === 0 && exact[node] === 0) {
      const c2 = text.charCodeAt(i + 2);
      if (!(c2 < 128) || next[(node << 7) | c2] === 0) return;
    }
    walk(text, i, node, handlers);
  };

  return { trie, walk, at };
}
