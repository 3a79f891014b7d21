// The run-time imports of a generated module, read from its code and never from its string
// contents: every string literal is set aside before the code is searched, so a skill whose text
// holds `import os` or `import("x")` (any Python or JavaScript sample) is not taken for code.
// Type-only imports are erased by the compiler and are not run-time imports.

export interface RunTimeImport {
  readonly kind: 'static' | 'dynamic' | 're-export';
  /** The specifier when it is a plain string literal; undefined for a computed one. */
  readonly specifier: string | undefined;
}

/**
 * The module's code with every `"…"`/`'…'` literal replaced by `"<index>"` (its position in
 * `literals`) and comments removed. Template literals stay code: the emitter writes none, so any
 * text inside one is judged as code (never too lenient).
 */
function codeWithoutStrings(source: string): { readonly code: string; readonly literals: readonly string[] } {
  const parts: string[] = [];
  const literals: string[] = [];
  let from = 0;
  let i = 0;
  while (i < source.length) {
    const c = source.charCodeAt(i);
    if (c === 0x2f && source.charCodeAt(i + 1) === 0x2f) {
      parts.push(source.slice(from, i));
      const end = source.indexOf('\n', i);
      i = from = end === -1 ? source.length : end;
    } else if (c === 0x2f && source.charCodeAt(i + 1) === 0x2a) {
      parts.push(source.slice(from, i), ' ');
      const end = source.indexOf('*/', i + 2);
      i = from = end === -1 ? source.length : end + 2;
    } else if (c === 0x22 || c === 0x27) {
      const end = stringEnd(source, i);
      parts.push(source.slice(from, i), `"${literals.length}"`);
      literals.push(source.slice(i, end));
      i = from = end;
    } else i++;
  }
  parts.push(source.slice(from));
  return { code: parts.join(''), literals };
}

/** Offset just past the closing quote of the literal opening at `start` (or the line end: a literal never spans a raw line break). */
function stringEnd(source: string, start: number): number {
  const quote = source[start] as string;
  const lineEnd = source.indexOf('\n', start);
  const limit = lineEnd === -1 ? source.length : lineEnd;
  for (let i = start + 1; ;) {
    const q = source.indexOf(quote, i);
    if (q === -1 || q >= limit) return limit;
    let backslashes = 0;
    while (source.charCodeAt(q - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
    i = q + 1;
  }
}

function literalValue(literal: string | undefined): string | undefined {
  if (literal === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(
      literal.startsWith("'") ? `"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"` : literal,
    );
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Every run-time import of a TypeScript module's source: static imports, re-exports and `import(…)` calls. */
export function runTimeImports(source: string): RunTimeImport[] {
  const { code, literals } = codeWithoutStrings(source);
  const found: RunTimeImport[] = [];
  const specifierAt = (placeholder: string | undefined): string | undefined =>
    placeholder === undefined ? undefined : literalValue(literals[Number(placeholder)]);
  // `import(` is a dynamic import; `import.meta` is not an import; `import type …` is erased.
  for (const match of code.matchAll(/(?<![\w$.])import\b(?!\s*\.\s*meta\b)(?!\s*type\b\s*[{*\w$])(\s*\(\s*(?:"(\d+)"\s*\))?)?/g)) {
    if (match[1] !== undefined) found.push({ kind: 'dynamic', specifier: specifierAt(match[2]) });
    else found.push({ kind: 'static', specifier: undefined });
  }
  for (const match of code.matchAll(/(?<![\w$.])export\s*(?!type\b)(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\s*"(\d+)"/g))
    found.push({ kind: 're-export', specifier: specifierAt(match[1]) });
  return found;
}
