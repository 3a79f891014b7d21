// Where a value or key of a JSON text is, by its path (`["skills", 0, "tool"]`): the 1-based line and
// column (UTF-16 code units) a config error points at. The text has already parsed as JSON; this walk
// only skips over it, so it never throws on what JSON.parse accepted.

export interface JsonLocation {
  readonly line: number;
  readonly column: number;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  return i;
}

function skipString(text: string, i: number): number {
  for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
  return i + 1;
}

/** The end of the value that starts at `i`. */
function skipValue(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return skipString(text, i);
  if (c === '{' || c === '[') {
    let depth = 0;
    for (; i < text.length; i++) {
      const d = text[i];
      if (d === '"') i = skipString(text, i) - 1;
      else if (d === '{' || d === '[') depth++;
      else if (d === '}' || d === ']') {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    return i;
  }
  while (i < text.length && !/[,\]}\s]/.test(text[i] as string)) i++;
  return i;
}

/** The offset of the value at `path` (or of its key, with `key`), or undefined when it is not there. */
function offsetOf(text: string, path: readonly (string | number)[], key: boolean): number | undefined {
  let i = skipSpace(text, 0);
  for (let depth = 0; depth < path.length; depth++) {
    const segment = path[depth] as string | number;
    const last = depth === path.length - 1;
    if (text[i] === '{' && typeof segment === 'string') {
      let found: number | undefined;
      i = skipSpace(text, i + 1);
      while (i < text.length && text[i] !== '}') {
        const keyStart = i;
        const keyEnd = skipString(text, i);
        const name = JSON.parse(text.slice(keyStart, keyEnd)) as string;
        i = skipSpace(text, skipSpace(text, keyEnd) + 1);
        // The last occurrence wins, as in JSON.parse.
        if (name === segment) found = last && key ? keyStart : i;
        i = skipSpace(text, skipValue(text, i));
        if (text[i] === ',') i = skipSpace(text, i + 1);
      }
      if (found === undefined) return undefined;
      i = found;
    } else if (text[i] === '[' && typeof segment === 'number') {
      i = skipSpace(text, i + 1);
      for (let n = 0; n < segment; n++) {
        if (text[i] === ']') return undefined;
        i = skipSpace(text, skipValue(text, i));
        if (text[i] === ',') i = skipSpace(text, i + 1);
      }
      if (text[i] === ']') return undefined;
    } else {
      return undefined;
    }
  }
  return i;
}

/** Line and column of the value at `path`, or of its key when `key` is set; the nearest existing parent otherwise. */
export function locateJsonPath(text: string, path: readonly (string | number)[], key = false): JsonLocation {
  let offset: number | undefined;
  for (let n = path.length; n >= 0 && offset === undefined; n--) offset = offsetOf(text, path.slice(0, n), key && n === path.length);
  const before = text.slice(0, offset ?? 0);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: before.length - lineStart + 1 };
}
