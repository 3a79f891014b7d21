// Quoted scalars whose extent or folding YAML parsers disagree on (SPEC-NOTES §2). Both were
// found by comparing the `yaml` package with PyYAML on the same blocks:
// - a quoted scalar whose token does not end with its closing quote: the `yaml` package ends it at
//   a line that is not indented (`a: "x\"` + `b: c"` reads as two keys), PyYAML reads on to the
//   real closing quote (one key whose value contains "b: c");
// - an escaped line break (`\` at the end of a line) followed by an empty line: the YAML spec and
//   PyYAML keep a line feed for the empty line, the `yaml` package folds it to a space.

export type QuotedScalarProblem = 'unclosed' | 'escaped-break';

/** Length of the run of `char` that ends at `end` (exclusive). */
function runBefore(text: string, end: number, char: string): number {
  let at = end;
  while (at > 0 && text[at - 1] === char) at -= 1;
  return end - at;
}

export function quotedScalarProblem(type: string, source: string): QuotedScalarProblem | undefined {
  if (type === 'double-quoted-scalar') {
    const closed = source.length >= 2 && source.endsWith('"') && runBefore(source, source.length - 1, '\\') % 2 === 0;
    if (!closed) return 'unclosed';
    if (/(?<!\\)(?:\\\\)*\\\r?\n[ \t]*\r?\n/.test(source)) return 'escaped-break';
    return undefined;
  }
  if (type === 'single-quoted-scalar') {
    // `''` is an escaped quote: the closing quote ends an odd run of quotes after the opening one.
    const closed = source.length >= 2 && source.endsWith("'") && runBefore(source.slice(1), source.length - 1, "'") % 2 === 1;
    return closed ? undefined : 'unclosed';
  }
  return undefined;
}
