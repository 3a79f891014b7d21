// The `exclude` globs of a skill (catalog-wide and the entry's): files that stay beside the skill but
// are never read, linted or shipped (DESIGN "Profiles and files"). Patterns are matched against the
// path inside the skill with the shared glob matcher; a pattern without `/` also matches a file name at
// any depth, as in .gitignore (`*.pyc`).
import { compileGlob } from '../config/glob.js';

export type ExcludeMatcher = (path: string) => boolean;

export function excludeMatcher(patterns: readonly string[]): ExcludeMatcher {
  if (patterns.length === 0) return () => false;
  const whole = patterns.map(compileGlob);
  const byName = patterns.filter((p) => !p.includes('/')).map(compileGlob);
  return (path) => {
    if (whole.some((re) => re.test(path))) return true;
    if (byName.length === 0) return false;
    // Any segment, so `__pycache__` excludes the directory's files as well as the directory.
    return path.split('/').some((segment) => byName.some((re) => re.test(segment)));
  };
}
