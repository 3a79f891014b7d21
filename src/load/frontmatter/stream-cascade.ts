// Tells a parser error that only repeats an earlier one (docs/rules.md, "frontmatter/yaml-syntax").
// Once an error ends the document early, the strict parser reads every later token "in YAML stream"
// (the `b`, `:` and `ok` of a valid `b: ok` line), so those reports locate nothing new; the first
// error is the one to fix.

/** The parser problem's code, message and offsets within the YAML block. */
interface ParserProblem {
  readonly code: string;
  readonly message: string;
  readonly pos: readonly [number, number];
}

/**
 * Is `problem` a token the parser met after leaving the document, on a line after the one of an
 * earlier error (`firstErrorOffset`)? An error of its own kind there ("at node end", "Nested
 * mappings…") is still a second error and is kept.
 */
export function isStreamCascade(problem: ParserProblem, firstErrorOffset: number | undefined, yaml: string): boolean {
  if (firstErrorOffset === undefined || problem.code !== 'UNEXPECTED_TOKEN') return false;
  if (!/ token in YAML stream\b/.test(problem.message)) return false;
  const at = Math.max(0, problem.pos[0]);
  return at > firstErrorOffset && yaml.slice(firstErrorOffset, at).includes('\n');
}
