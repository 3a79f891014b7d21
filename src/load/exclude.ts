// The `exclude` globs of a skill (catalog-wide and the entry's): files that stay beside the skill but
// are never read, linted or shipped (DESIGN "Profiles and files"). Patterns are matched against the
// path inside the skill with the shared glob matcher; a pattern without `/` also matches a file name at
// any depth, as in .gitignore (`*.pyc`).
import { compileGlob, type GlobMatcher } from '../config/glob.js';

export type ExcludeMatcher = (path: string) => boolean;

export function excludeMatcher(patterns: readonly string[]): ExcludeMatcher {
  if (patterns.length === 0) return () => false;
  // A pattern without `/` matches a whole path only when that path is one segment (no step of it
  // consumes `/`, except the lone `**`, which matches every segment too), so the segment test
  // below decides it: such a pattern is tried once per segment, not once more on the whole path.
  const whole = patterns.filter((p) => p.includes('/')).map(compileGlob);
  const byName: readonly GlobMatcher[] = patterns.filter((p) => !p.includes('/')).map(compileGlob);
  // Directory names repeat on every file beneath them: each distinct segment is matched once.
  const segmentVerdicts = new Map<string, boolean>();
  const segmentExcluded = (segment: string): boolean => {
    let verdict = segmentVerdicts.get(segment);
    if (verdict === undefined) segmentVerdicts.set(segment, (verdict = byName.some((re) => re.test(segment))));
    return verdict;
  };
  // Any segment, so `__pycache__` excludes the directory's files as well as the directory.
  return (path) => whole.some((re) => re.test(path)) || (byName.length > 0 && path.split('/').some(segmentExcluded));
}
