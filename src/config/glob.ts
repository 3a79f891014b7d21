// Glob matching for the config's override patterns, by picomatch (bundled into dist/): `**` any depth, `*` and
// `?` within a segment, `{a,b}` alternatives, `[ab]` classes. A leading `.` needs no special pattern
// (`*` matches `.x`), as before picomatch. Paths are `/`-separated on every platform.
import picomatch from 'picomatch';

export function globToRegExp(glob: string): RegExp {
  return picomatch.makeRe(glob, { dot: true, windows: false });
}
