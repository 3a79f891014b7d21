// The literal prefilter: one pass finds every detector's trigger literals (case-sensitive and
// ASCII-case-insensitive ones together) by reading the text as bytes, a 32-bit word at a time
// through two gate tables, and confirming each position a word points at with a pair table and a
// short trie walk, so a detector runs only at the offsets where one of its literals occurs.
// On prose the gate lets about one word in thirty through; texts too short to be worth the copy
// are tested position by position (docs/rules.md, secret rules).
import { Buffer } from 'node:buffer';
import { createTriggerMatcher, triggerLiterals, type Literal } from './trigger-trie.js';
import type { Detector, TriggerHandler } from './types.js';

export interface Prefilter {
  /**
   * Calls `handlers[d]` of every detector `d` whose trigger occurs, in increasing offset order, at
   * most once per offset, with the longest literal of its own that matched there.
   */
  run(text: string, handlers: readonly TriggerHandler[]): void;
}

/** Texts shorter than this are tested position by position: copying them out costs more than it saves. */
const SHORT = 64;
/** Characters copied out at a time: a multiple of 4, small enough to stay in cache. */
const CHUNK = 1 << 14;
/** The gate's keys take the first character as the low byte of a Uint32Array read; elsewhere texts take the slow path. */
const littleEndian = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/**
 * A rough share of prose per character code, only to choose the word each literal is looked for in:
 * letters by English frequency (capitals much rarer), space common, anything else rare.
 */
const SHARE = new Float64Array(256).fill(0.005);
SHARE[32] = 0.15;
[...'etaoinshrdlcumwfgypbvkjxqz'].forEach((letter, rank) => {
  SHARE[letter.charCodeAt(0)] = 0.1 * 0.85 ** rank;
  SHARE[letter.charCodeAt(0) - 32] = (0.1 * 0.85 ** rank) / 20;
});

/**
 * The gate of the word scan: a text word (4 bytes at an offset that is a multiple of 4) is looked
 * at only through `lo[first 16 bits] & hi[last 16 bits]`, a mask of classes. Whatever its alignment,
 * a literal leaves some of its characters in an aligned word: the first word it touches or the
 * next one, whichever it less often looks like. A class gathers such placements that start at the
 * same `delta` from the word and so fix the same bytes of it; each table sets a class's bit for
 * every value its fixed bytes in that half may take (every value, where it fixes none there). Both
 * bits set is a candidate, a false alarm at worst: the position test decides. Non-ASCII
 * characters lose their high bits in the copy, which can only add false alarms.
 */
interface Gate {
  readonly lo: Uint32Array;
  readonly hi: Uint32Array;
  /** Per class: where its literals start relative to the word's first byte, -4..3. */
  readonly delta: Int8Array;
}

/** A literal at one alignment, looked for in the word `d` before its start, where it fixes bytes first..last. */
interface Placement {
  readonly literal: Literal;
  readonly d: number;
  readonly first: number;
  readonly last: number;
}

function buildGate(all: readonly Literal[]): Gate {
  const placements: Placement[] = [];
  for (const literal of all) {
    const t = literal.text;
    for (let align = 0; align < 4; align++) {
      // Its own word (d = align, always holds a character) or the next one (d = align - 4).
      let best = align;
      let bestOdds = Infinity;
      for (let d = align; d >= align - 4; d -= 4) {
        let o = 1;
        for (let b = Math.max(0, d); b <= Math.min(3, d + t.length - 1); b++) {
          const code = t.charCodeAt(b - d);
          o *= (SHARE[code] ?? 0) + (literal.folded && code >= 97 && code <= 122 ? (SHARE[code - 32] ?? 0) : 0);
        }
        if (d + t.length > 0 && o < bestOdds) {
          best = d;
          bestOdds = o;
        }
      }
      placements.push({ literal, d: best, first: Math.max(0, best), last: Math.min(3, best + t.length - 1) });
    }
  }
  // Placements with the same d and last (d decides first) share a class; the bits left over split
  // the biggest classes, members sorted by their fixed characters, so each class mixes few values.
  const byPlace = new Map<number, { d: number; first: number; last: number; members: Placement[] }>();
  for (const p of placements) {
    const key = p.d * 4 + p.last;
    const group = byPlace.get(key) ?? { d: p.d, first: p.first, last: p.last, members: [] };
    group.members.push(p);
    byPlace.set(key, group);
  }
  const places = [...byPlace.values()];
  if (places.length > 32) throw new Error('more gate classes than bits in a mask');
  const parts = places.map(() => 1);
  for (let spare = 32 - places.length; spare > 0; spare--) {
    let most = 0;
    places.forEach((place, k) => {
      if (place.members.length / (parts[k] ?? 1) > (places[most]?.members.length ?? 0) / (parts[most] ?? 1)) most = k;
    });
    parts[most] = (parts[most] ?? 1) + 1;
  }
  const classOf = new Map<Placement, number>();
  const delta: number[] = [];
  let loAny = 0;
  let hiAny = 0;
  places.forEach((place, k) => {
    const fixed = (p: Placement): string => p.literal.text.slice(place.first - p.d, place.last - p.d + 1).toLowerCase();
    const members = place.members.map((p) => ({ p, key: fixed(p) })).sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
    const count = Math.min(parts[k] ?? 1, members.length);
    for (let g = 0; g < count; g++) {
      const c = delta.length;
      delta.push(place.d);
      if (place.first > 1) loAny |= 1 << c;
      if (place.last < 2) hiAny |= 1 << c;
      for (let j = Math.floor((g * members.length) / count); j < Math.floor(((g + 1) * members.length) / count); j++) {
        const member = members[j];
        if (member !== undefined) classOf.set(member.p, c);
      }
    }
  });
  const values = (p: Placement, b: number): number[] => {
    const code = p.literal.text.charCodeAt(b - p.d);
    return p.literal.folded && code >= 97 && code <= 122 ? [code, code - 32] : [code];
  };
  // A half with only its second byte fixed allows every first byte: whole rows of 256 keys, filled
  // at once. Halves with only their first byte fixed (one key in every row) and fully fixed pairs
  // are set on top. Index: half * 256 + byte.
  const rows = new Uint32Array(512);
  const columns = new Uint32Array(512);
  const pairs: number[] = [];
  for (const p of placements) {
    const bit = 1 << (classOf.get(p) ?? 0);
    for (let half = 0; half < 2; half++) {
      const b = 2 * half;
      const fixed0 = b >= p.first && b <= p.last;
      const fixed1 = b + 1 >= p.first && b + 1 <= p.last;
      if (fixed0 && fixed1) {
        for (const u of values(p, b)) for (const v of values(p, b + 1)) pairs.push(half, u | (v << 8), bit);
      } else if (fixed0) {
        for (const u of values(p, b)) columns[half * 256 + u] = (columns[half * 256 + u] ?? 0) | bit;
      } else if (fixed1) {
        for (const v of values(p, b + 1)) rows[half * 256 + v] = (rows[half * 256 + v] ?? 0) | bit;
      }
    }
  }
  const [lo, hi] = [loAny, hiAny].map((any, half) => {
    // Key v << 8 | u holds any | rows[v] | columns[u]: one row of 256 keys is built, then copied into
    // every row (and widened where rows[v] is set), since this runs at start-up before anything is
    // optimised.
    const row = new Uint32Array(256);
    for (let u = 0; u < 256; u++) row[u] = any | (columns[half * 256 + u] ?? 0);
    const table = new Uint32Array(1 << 16);
    for (let v = 0; v < 256; v++) {
      table.set(row, v << 8);
      const bits = rows[half * 256 + v] ?? 0;
      if (bits !== 0) for (let key = v << 8; key < (v + 1) << 8; key++) table[key] = (table[key] ?? 0) | bits;
    }
    for (let k = 0; k < pairs.length; k += 3) {
      const key = pairs[k + 1] ?? 0;
      if (pairs[k] === half) table[key] = (table[key] ?? 0) | (pairs[k + 2] ?? 0);
    }
    return table;
  }) as [Uint32Array, Uint32Array];
  return { lo, hi, delta: Int8Array.from(delta) };
}

export function createPrefilter(detectors: readonly Detector[]): Prefilter {
  const all = triggerLiterals(detectors);
  const { at } = createTriggerMatcher(all);

  const { lo, hi, delta } = buildGate(all);
  const words = new Uint32Array(CHUNK >> 2);
  const bytes = Buffer.from(words.buffer);

  /** Copies characters [s, s + CHUNK) out as bytes, zero-padded to a whole word; returns the word count. */
  const load = (text: string, s: number): number => {
    const size = Math.min(CHUNK, text.length - s);
    bytes.write(s === 0 && size === text.length ? text : text.slice(s, s + size), 0, size, 'latin1');
    const m = (size + 3) >> 2;
    // At most 3 bytes: a plain loop, as Buffer.fill's argument checks cost more than the copy of a small text.
    for (let b = size; b < m << 2; b++) bytes[b] = 0;
    return m;
  };

  /** The first word from `w` on that the gate lets through, or `m`: the hot loop, small so that it is optimised early. */
  const skip = (w: number, m: number): number => {
    for (; w < m; w++) {
      const x = words[w] as number;
      if (((lo[x & 0xffff] as number) & (hi[x >>> 16] as number)) !== 0) return w;
    }
    return m;
  };

  /** Tests, in increasing order, the positions `base + t` for the set bits t of `bits`. */
  const flush = (text: string, base: number, bits: number, last: number, handlers: readonly TriggerHandler[]): void => {
    while (bits !== 0) {
      const low = bits & -bits;
      const i = base + 31 - Math.clz32(low);
      if (i > last) return;
      if (i >= 0) at(text, i, handlers);
      bits ^= low;
    }
  };

  // A word's candidates lie 4 before to 3 after its start, so they wait in `pending` (bit t:
  // position base + t) until the next word with candidates shows that none can come before them.
  let pending = 0;
  let base = -4;

  /**
   * The gate's hits in the words of one chunk (`s`: its first character). A function of its own,
   * called once per chunk, so that it is optimised as a whole and stays so from one text to the
   * next: as the body of one long loop per text it was compiled on the stack and thrown away at
   * the end of every text (docs/benchmarks.md, secret scanning).
   */
  const chunk = (text: string, s: number, m: number, last: number, handlers: readonly TriggerHandler[]): void => {
    // Kept in locals while the chunk is read, written back once at its end.
    let p = pending;
    let b = base;
    for (let w = skip(0, m); w < m; w = skip(w + 1, m)) {
      const x = words[w] as number;
      let found = (lo[x & 0xffff] as number) & (hi[x >>> 16] as number);
      const start = s + (w << 2) - 4;
      const shift = start - b;
      if (shift >= 32) {
        if (p !== 0) flush(text, b, p, last, handlers);
        p = 0;
      } else {
        const out = p & ((1 << shift) - 1);
        if (out !== 0) flush(text, b, out, last, handlers);
        p >>>= shift;
      }
      b = start;
      while (found !== 0) {
        const low = found & -found;
        p |= 1 << ((delta[31 - Math.clz32(low)] as number) + 4);
        found ^= low;
      }
    }
    pending = p;
    base = b;
  };

  return {
    run(text, handlers) {
      const n = text.length;
      const last = n - 2;
      if (n < SHORT || !littleEndian) {
        for (let i = 0; i <= last; i++) at(text, i, handlers);
        return;
      }
      pending = 0;
      base = -4;
      for (let s = 0; s < n; s += CHUNK) chunk(text, s, load(text, s), last, handlers);
      // The last candidates; cleared first, as a handler never runs a scan of its own inside this one.
      const rest = pending;
      pending = 0;
      if (rest !== 0) flush(text, base, rest, last, handlers);
    },
  };
}
