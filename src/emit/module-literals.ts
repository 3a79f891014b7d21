// The string literals of a generated TypeScript module, decoded, with a map from each decoded
// character back to its offset in the source: the emitted module embeds every file as a
// JSON-escaped literal, so the text a client receives is the decoded one.

export interface DecodedLiteral {
  /** The literal's value. */
  readonly text: string;
  /**
   * `offsets[i]` is the source offset of the escape or character that produced `text[i]`; one extra
   * entry for the end. Computed on first use: only literals with findings need it.
   */
  readonly offsets: Int32Array;
}

export interface ModuleText {
  readonly literals: DecodedLiteral[];
  /**
   * The source with every string literal's contents blanked by spaces. Short literals keep their
   * length; a long one (a whole embedded file) shrinks to a few spaces, so the code scan does not
   * walk megabytes of blanks; `sourceOffset` maps a `code` offset back to the module.
   */
  readonly code: string;
  sourceOffset(codeOffset: number): number;
}

/** Literals longer than this are blanked by `shrunkBlank` spaces instead of their full length. */
const longLiteral = 64;
const shrunkBlank = 8;

const simpleEscapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** Decodes the literal whose opening quote is at `start`; returns it and the offset after the closing quote. */
function decodeLiteral(source: string, start: number): [DecodedLiteral, number] {
  const quote = source[start];
  const chars: string[] = [];
  const offsets: number[] = [];
  let i = start + 1;
  while (i < source.length) {
    const c = source[i] ?? '';
    if (c === quote) break;
    if (c === '\n') break; // unterminated: stop at the line end
    if (c !== '\\') {
      chars.push(c);
      offsets.push(i);
      i++;
      continue;
    }
    const e = source[i + 1] ?? '';
    const at = i;
    if (e === 'u' && source[i + 2] === '{') {
      const close = source.indexOf('}', i + 3);
      const cp = Number.parseInt(source.slice(i + 3, close), 16);
      const s = close !== -1 && Number.isFinite(cp) && cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
      for (const unit of s.split('')) {
        chars.push(unit);
        offsets.push(at);
      }
      i = close === -1 ? i + 2 : close + 1;
    } else if (e === 'u' || e === 'x') {
      const n = e === 'u' ? 4 : 2;
      const code = Number.parseInt(source.slice(i + 2, i + 2 + n), 16);
      if (Number.isFinite(code)) {
        chars.push(String.fromCharCode(code));
        offsets.push(at);
      }
      i += 2 + n;
    } else if (e === '\r' || e === '\n' || e === '\u2028' || e === '\u2029') {
      i += e === '\r' && source[i + 2] === '\n' ? 3 : 2; // line continuation
    } else {
      chars.push(simpleEscapes[e] ?? e);
      offsets.push(at);
      i += 2;
    }
  }
  offsets.push(i);
  return [{ text: chars.join(''), offsets: Int32Array.from(offsets) }, Math.min(source.length, i + 1)];
}

/** Offset just past the closing quote of the literal opening at `start`, or past the line end when unterminated. */
function literalEnd(source: string, start: number): number {
  const quote = source[start] as string;
  // A literal never spans a raw line break (the full decoder stops there too), so find it once.
  const lineEnd = source.indexOf('\n', start);
  const limit = lineEnd === -1 ? source.length : lineEnd;
  let i = start + 1;
  for (;;) {
    const q = source.indexOf(quote, i);
    if (q === -1 || q >= limit) return lineEnd === -1 ? source.length : lineEnd + 1;
    let backslashes = 0;
    while (source[q - 1 - backslashes] === '\\') backslashes++;
    if (backslashes % 2 === 0) return q + 1;
    i = q + 1;
  }
}

/**
 * A literal's value the fast way when it is plain JSON (what the emitter writes): JSON.parse of the
 * slice, with the offset map decoded only if asked for. Anything else takes the full decoder.
 */
function readLiteral(source: string, start: number): [DecodedLiteral, number] {
  const after = literalEnd(source, start);
  if (source[start] === '"' && source[after - 1] === '"') {
    let text: unknown;
    try {
      text = JSON.parse(source.slice(start, after));
    } catch {
      text = undefined;
    }
    if (typeof text === 'string') return [lazyOffsets(source, start, text), after];
  }
  return decodeLiteral(source, start);
}

/** A literal whose place and value are known already (the emitter wrote it: ModuleWriter.literals). */
export interface KnownLiteral {
  /** Offset of the opening quote. */
  readonly start: number;
  /** Offset just past the closing quote. */
  readonly end: number;
  /**
   * Its value, or undefined for one that needs no secret scan: a file's text (the rules scanned it
   * as a source file) or a digest the emitter computed.
   */
  readonly value: string | undefined;
}

/**
 * The literal at `start` with its value known: the offset map (and the source, if it is built lazily)
 * only if asked for. A class, so the tens of thousands of literals of a module share one getter.
 */
class KnownValueLiteral implements DecodedLiteral {
  readonly text: string;
  readonly #source: string | (() => string);
  readonly #start: number;
  #offsets: Int32Array | undefined;

  constructor(source: string | (() => string), start: number, text: string) {
    this.text = text;
    this.#source = source;
    this.#start = start;
  }

  get offsets(): Int32Array {
    const source = this.#source;
    this.#offsets ??= decodeLiteral(typeof source === 'string' ? source : source(), this.#start)[0].offsets;
    return this.#offsets;
  }
}

function lazyOffsets(source: string | (() => string), start: number, text: string): DecodedLiteral {
  return new KnownValueLiteral(source, start, text);
}

/** The literals the emitter wrote with a value (the others need no scan), in order. */
function literalsWithValues(source: string | (() => string), emitted: readonly KnownLiteral[]): DecodedLiteral[] {
  const literals: DecodedLiteral[] = [];
  for (const l of emitted) if (l.value !== undefined) literals.push(lazyOffsets(source, l.start, l.value));
  return literals;
}

// A module holds a literal per file path, URI, digest and text: their blanks are made once per length
// (a blank is never longer than `longLiteral`), not once per literal, and kept until the code is joined.
const blanks: string[] = [];
const quotedBlanks: string[] = [];
const blankOf = (length: number): string => (blanks[length] ??= ' '.repeat(length));
const quotedBlankOf = (length: number): string => (quotedBlanks[length] ??= `"${blankOf(length)}"`);

/**
 * Builds `ModuleText.code` piece by piece: code as written, each literal's contents blanked (a long
 * one shrunk to a few spaces, with a jump recorded so `sourceOffset` maps back to the module).
 */
export class BlankedCode {
  readonly #parts: string[] = [];
  // (code offset where a shrunk blank ends, characters removed up to there), ascending.
  readonly #jumps: [number, number][] = [];
  #length = 0;
  #removed = 0;

  code(text: string): void {
    this.#parts.push(text);
    this.#length += text.length;
  }

  /** Stands for `length` characters of a literal's contents. */
  blank(length: number): void {
    const kept = length > longLiteral ? shrunkBlank : length;
    this.#parts.push(blankOf(kept));
    this.#recordBlank(length, kept);
  }

  /** A whole literal of `length` characters, quotes included: `code('"')`, `blank(length - 2)`, `code('"')` as one part. */
  blankLiteral(length: number): void {
    const contents = length - 2;
    const kept = contents > longLiteral ? shrunkBlank : contents;
    this.#parts.push(quotedBlankOf(kept));
    this.#length += 1;
    this.#recordBlank(contents, kept);
    this.#length += 1;
  }

  #recordBlank(length: number, kept: number): void {
    this.#length += kept;
    if (kept !== length) {
      this.#removed += length - kept;
      this.#jumps.push([this.#length, this.#removed]);
    }
  }

  finish(): Pick<ModuleText, 'code' | 'sourceOffset'> {
    const jumps = this.#jumps;
    const sourceOffset = (offset: number): number => {
      let lo = 0;
      let hi = jumps.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((jumps[mid] as [number, number])[0] <= offset) lo = mid + 1;
        else hi = mid;
      }
      return offset + (lo === 0 ? 0 : (jumps[lo - 1] as [number, number])[1]);
    };
    return { code: this.#parts.join(''), sourceOffset };
  }
}

/** The code around the literals at [start, end) spans (ascending), each blanked as `ModuleText.code` says. */
function codeAround(
  source: string,
  spans: readonly { readonly start: number; readonly end: number }[],
): Pick<ModuleText, 'code' | 'sourceOffset'> {
  const code = new BlankedCode();
  let last = 0;
  for (const { start, end } of spans) {
    // From the previous literal's closing quote to this one's opening quote, both included.
    code.code(source.slice(last, start + 1));
    code.blank(Math.max(0, end - start - 2));
    last = end - 1;
  }
  code.code(source.slice(last));
  return code.finish();
}

/**
 * The split of a module whose writer built its blanked code as it went (ModuleWriter.moduleText):
 * no pass over the module at all, and its source is built only if a finding needs offsets.
 */
export function writtenModuleText(
  source: () => string,
  literals: readonly KnownLiteral[],
  code: Pick<ModuleText, 'code' | 'sourceOffset'>,
): ModuleText {
  return { literals: literalsWithValues(source, literals), ...code };
}

/** Splits a module into its decoded string literals and the code around them (comments and template literals stay code). */
export function readModuleText(source: string): ModuleText {
  const literals: DecodedLiteral[] = [];
  const spans: { start: number; end: number }[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
    } else if (c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== '`') j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
    } else if (c === '"' || c === "'") {
      const [literal, after] = readLiteral(source, i);
      literals.push(literal);
      spans.push({ start: i, end: after });
      i = after;
    } else {
      i++;
    }
  }
  return { literals, ...codeAround(source, spans) };
}

/**
 * The same split for a module whose every literal is known (ModuleWriter.literals, ascending), without
 * reading it again; undefined when the list does not fit the text (then read it with readModuleText).
 */
export function emittedModuleText(source: string, emitted: readonly KnownLiteral[]): ModuleText | undefined {
  let previousEnd = 0;
  for (const { start, end } of emitted) {
    if (start < previousEnd || end < start + 2 || source[start] !== '"' || source[end - 1] !== '"') return undefined;
    previousEnd = end;
  }
  const literals = literalsWithValues(source, emitted);
  return { literals, ...codeAround(source, emitted) };
}
