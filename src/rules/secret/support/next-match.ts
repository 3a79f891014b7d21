// The next place a pattern matches at or after an offset, remembered between calls: a reader woken at increasing offsets reads each stretch of its text once, so a flood of hits that never meet the pattern costs one search, not one per hit (docs/benchmarks.md, secret scanning: adversarial inputs).

/**
 * `at(from)`: the first offset at or after `from` where a match starts in `text`, or Infinity. A
 * match starts with one of `firsts` (ASCII) and, when `rest` (sticky) is given, `rest` matches there.
 * An offset before the last one asked rereads only the stretch up to it.
 */
export function nextMatch(text: string, firsts: string, rest?: RegExp): (from: number) => number {
  const first = new Uint8Array(128);
  for (let k = 0; k < firsts.length; k++) first[firsts.charCodeAt(k)] = 1;
  const scan = (from: number, to: number): number => {
    for (let p = from; p < to; p++) {
      const c = text.charCodeAt(p);
      if (c < 128 && first[c] === 1) {
        if (rest === undefined) return p;
        rest.lastIndex = p;
        if (rest.test(text)) return p;
      }
    }
    return Infinity;
  };
  // No match starts in [searched, found).
  let searched = 0;
  let found = -1;
  return (from) => {
    if (from > found) {
      found = scan(from, text.length);
      searched = from;
    } else if (from < searched) {
      const p = scan(from, searched);
      if (p !== Infinity) found = p;
      searched = from;
    }
    return found;
  };
}
