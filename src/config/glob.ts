// Glob matching for the config's `exclude` and override patterns: `**` any depth, `*` and `?` within a
// segment, `{a,b}` alternatives, `[ab]` classes, `\` escapes. A pattern is a pull request's text, so it
// is matched by a state-set automaton (every position of the pattern at once, one pass over the
// path), never by a backtracking regular expression: `*a*a*…*b` against a long name costs the same
// as any other pattern (docs/security.md "Globs"). A leading `.` needs no special pattern (`*`
// matches `.x`). Paths are `/`-separated on every platform; a backslash in a path is an ordinary character.

/** The longest pattern a config may hold (the schema's bound for `exclude`, kept for overrides too). */
export const maxGlobLength = 256;
/** The most patterns one `{…}` expansion may produce. */
export const maxGlobAlternatives = 64;

export interface GlobMatcher {
  test(path: string): boolean;
}

/** Why a pattern cannot be used (too long, too many alternatives), or undefined. */
export function globProblem(glob: string): string | undefined {
  if (glob.length > maxGlobLength) return `is ${glob.length} characters long; a pattern may have at most ${maxGlobLength}`;
  if (expandBraces(glob) === undefined)
    return `expands to more than ${maxGlobAlternatives} alternatives; write fewer \`{…}\` choices or several patterns`;
  return undefined;
}

/** A matcher for a pattern that passed globProblem (config load refuses the others with their JSON path). */
export function compileGlob(glob: string): GlobMatcher {
  const alternatives = expandBraces(glob);
  if (alternatives === undefined || glob.length > maxGlobLength) throw new Error(`internal: unchecked glob ${JSON.stringify(glob)}`);
  const testers = alternatives.map(alternativeTester);
  return { test: (path) => testers.some((tester) => tester(path)) };
}

/**
 * The two shapes most patterns take, a name (`.DS_Store`) and `*` before a name (`*.pyc`), tested by
 * comparing strings, since `exclude` tests every file of a catalog against every pattern; the
 * automaton answers every other shape. Both give the same answer: a name without `*`, `?`, `[` or
 * `\` matches only itself, and `*` matches any characters but `/`.
 */
function alternativeTester(glob: string): (path: string) => boolean {
  if (!/[*?[\\]/.test(glob)) return (path) => path === glob;
  const tail = glob.slice(1);
  if (glob.startsWith('*') && !/[*?[\\/]/.test(tail)) return (path) => path.endsWith(tail) && !path.includes('/');
  const automaton = compileAlternative(glob);
  return (path) => runAutomaton(automaton, path);
}

// ---- brace expansion ----

/** Every alternative of `{a,b}` groups (nested too), or undefined past maxGlobAlternatives. An unclosed `{` is literal. */
function expandBraces(glob: string): string[] | undefined {
  const open = findUnescaped(glob, '{', 0);
  if (open === -1) return [glob];
  let depth = 0;
  const commas: number[] = [];
  let close = -1;
  for (let i = open; i < glob.length && close === -1; i++) {
    const c = glob[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) close = i;
    else if (c === ',' && depth === 1) commas.push(i);
  }
  if (close === -1) return [glob];
  const head = glob.slice(0, open);
  const bounds = [open, ...commas, close];
  const tails = expandBraces(glob.slice(close + 1));
  if (tails === undefined) return undefined;
  const out: string[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const inner = expandBraces(glob.slice((bounds[k] as number) + 1, bounds[k + 1]));
    if (inner === undefined) return undefined;
    for (const middle of inner)
      for (const tail of tails) {
        out.push(`${head}${middle}${tail}`);
        if (out.length > maxGlobAlternatives) return undefined;
      }
  }
  return out;
}

function findUnescaped(text: string, char: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === char) return i;
  }
  return -1;
}

// ---- the automaton ----

/**
 * One step of a pattern. `one` consumes one character the test accepts; `loop` consumes any number
 * of them (then moves on without consuming); `skip` jumps ahead without consuming (an optional `**`
 * segment), or also to the next step.
 */
type Step =
  | { readonly kind: 'one'; readonly accepts: (c: string) => boolean }
  | { readonly kind: 'loop'; readonly accepts: (c: string) => boolean }
  | { readonly kind: 'skip'; readonly to: number };

const notSlash = (c: string): boolean => c !== '/';
const anything = (): boolean => true;

function compileAlternative(glob: string): readonly Step[] {
  const steps: Step[] = [];
  const segments = glob.split('/');
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '**') {
      if (segments.length === 1) steps.push({ kind: 'loop', accepts: anything });
      else if (last) {
        // `a/**` is `a`, or `a/` and anything: the `/` just written becomes optional.
        const slash = steps.length - 1;
        const before = steps.pop() as Step;
        steps.push({ kind: 'skip', to: slash + 3 }, before, { kind: 'loop', accepts: anything });
      } else {
        // `**/` is nothing, or anything that ends in `/`: zero or more whole segments.
        const at = steps.length;
        steps.push({ kind: 'skip', to: at + 3 }, { kind: 'loop', accepts: anything }, literal('/'));
      }
      return;
    }
    compileSegment(segment, steps);
    if (!last) steps.push(literal('/'));
  });
  return steps;
}

function literal(char: string): Step {
  return { kind: 'one', accepts: (c) => c === char };
}

function compileSegment(segment: string, steps: Step[]): void {
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i] as string;
    if (c === '\\' && i + 1 < segment.length) steps.push(literal(segment[++i] as string));
    else if (c === '*') {
      while (segment[i + 1] === '*') i++;
      steps.push({ kind: 'loop', accepts: notSlash });
    } else if (c === '?') steps.push({ kind: 'one', accepts: notSlash });
    else if (c === '[') {
      const parsed = characterClass(segment, i);
      if (parsed === undefined) steps.push(literal('['));
      else {
        steps.push({ kind: 'one', accepts: parsed.accepts });
        i = parsed.end;
      }
    } else steps.push(literal(c));
  }
}

/** `[ab]`, `[a-z]`, `[!a]` / `[^a]` opening at `open`: never `/`; undefined when unclosed (then `[` is literal). */
function characterClass(segment: string, open: number): { accepts: (c: string) => boolean; end: number } | undefined {
  let i = open + 1;
  const negated = segment[i] === '!' || segment[i] === '^';
  if (negated) i++;
  const ranges: [number, number][] = [];
  let first = true;
  for (; i < segment.length; i++) {
    let c = segment[i] as string;
    if (c === ']' && !first) {
      const accepts = (ch: string): boolean => {
        if (ch === '/') return false;
        const code = ch.charCodeAt(0);
        return ranges.some(([from, to]) => code >= from && code <= to) !== negated;
      };
      return { accepts, end: i };
    }
    first = false;
    if (c === '\\' && i + 1 < segment.length) c = segment[++i] as string;
    let to = c;
    if (segment[i + 1] === '-' && i + 2 < segment.length && segment[i + 2] !== ']') {
      to = segment[i + 2] as string;
      if (to === '\\' && i + 3 < segment.length) ((to = segment[i + 3] as string), (i += 1));
      i += 2;
    }
    ranges.push([c.charCodeAt(0), to.charCodeAt(0)]);
  }
  return undefined;
}

/** Runs the pattern's steps over `path` as a set of positions: time proportional to pattern length × path length. */
function runAutomaton(steps: readonly Step[], path: string): boolean {
  const size = steps.length + 1;
  let current = new Uint8Array(size);
  let next = new Uint8Array(size);
  const add = (set: Uint8Array, at: number): void => {
    // Closure over the moves that consume nothing: a loop may end, a skip may jump.
    const stack = [at];
    while (stack.length > 0) {
      const position = stack.pop() as number;
      if (set[position] === 1) continue;
      set[position] = 1;
      const step = steps[position];
      if (step === undefined) continue;
      if (step.kind === 'loop') stack.push(position + 1);
      else if (step.kind === 'skip') stack.push(step.to, position + 1);
    }
  };
  add(current, 0);
  for (let i = 0; i < path.length; i++) {
    const char = path[i] as string;
    next.fill(0);
    let alive = false;
    for (let position = 0; position < steps.length; position++) {
      if (current[position] !== 1) continue;
      const step = steps[position] as Step;
      if (step.kind === 'skip' || !step.accepts(char)) continue;
      add(next, step.kind === 'loop' ? position : position + 1);
      alive = true;
    }
    if (!alive) return false;
    [current, next] = [next, current];
  }
  return current[steps.length] === 1;
}
