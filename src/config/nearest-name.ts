// The nearest of some known names to a mistyped one (`tool` → `tools`, `warn` → `warning`,
// `body/empyt` → `body/empty`), for "did you mean" hints in config errors: edit distance, with a
// bound that grows with the word, so an unrelated name is never suggested.

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** The known name closest to `word`, or undefined when none is close (a prefix counts as close). */
export function nearestName(word: string, known: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = name.toLowerCase().startsWith(lower) && lower.length >= 3 ? 0.5 : editDistance(lower, name.toLowerCase());
    if (best === undefined || distance < best.distance) best = { name, distance };
  }
  if (best === undefined) return undefined;
  return best.distance <= Math.max(2, Math.floor(word.length / 3)) ? best.name : undefined;
}
