// A small seeded PRNG (mulberry32) and the draws the catalog generator needs. Same seed, same
// sequence on every machine: the benchmark catalogs are byte-identical wherever they are generated.

export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random = {
    next,
    /** Integer in [min, max], both inclusive. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    /** A child generator, so one part of the catalog can change without reshuffling the rest. */
    fork: (salt) => createRandom((Math.floor(next() * 4294967296) ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0),
  };
  return random;
}
