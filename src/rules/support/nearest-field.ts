// The field a mistyped frontmatter key most likely meant: the closest spec or host field by edit
// distance (a transposition counts once), close enough only within a small budget so unrelated names
// get no suggestion (docs/rules.md "frontmatter/unknown-field").

/** Optimal string alignment distance (Damerau-Levenshtein without repeated edits of one substring). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((d[i - 1]![j] as number) + 1, (d[i]![j - 1] as number) + 1, (d[i - 1]![j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (d[i - 2]![j - 2] as number) + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length] as number;
}

/** The nearest candidate within 1 edit for names under 6 characters, 2 otherwise; ties go to the first listed. */
export function nearestField(field: string, candidates: Iterable<string>): string | undefined {
  const folded = field.toLowerCase();
  const budget = folded.length < 6 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = budget + 1;
  for (const candidate of candidates) {
    // A long name is never "near" a short one: compare only when the lengths allow it.
    if (Math.abs(candidate.length - folded.length) > budget) continue;
    const distance = editDistance(folded, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
