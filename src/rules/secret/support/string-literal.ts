// Reads a string literal written with more than one plain quote: Python's prefixed strings (`f"…"`, `r'…'`, `b"…"`), triple quotes and text blocks, Rust's and Swift's raw strings, Lua long strings, bash `$'…'`, PowerShell here-strings, PHP heredoc and nowdoc, Ruby `%q{…}`; an interpolation makes it code.
import { BACKSLASH, CR, DQUOTE, HASH, LF, SQUOTE, isBlank, isQuote } from './char-codes.js';

/** The content of a literal: `text[start, end)`, and the quote its value is judged under. */
export interface LiteralSpan {
  readonly start: number;
  readonly end: number;
  readonly quote: string;
}

// A value is read as one line of at most this many characters; the search for a closing
// delimiter stops past it (and past a few lines of indentation around a text block's value).
const MAX_CONTENT = 512;
const MAX_MARGIN = 160;
const MIN_CONTENT = 8;

const isLabelChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isSpace = (c: number): boolean => isBlank(c) || c === LF || c === CR;

/**
 * The count of lines with content a multi-line literal has passed, as `2 * lines + (current line
 * filled ? 1 : 0)`, after character `c`; -1 once a second line with content has ended. The value is
 * one line, so the search for a closing delimiter ends there (a run of openers without closers costs
 * two lines each, not the whole reach).
 */
function lineState(state: number, c: number): number {
  if (c === LF) {
    if ((state & 1) === 0) return state;
    return state >= 2 ? -1 : 2;
  }
  return isSpace(c) ? state : state | 1;
}

/**
 * The literal whose notation starts at `at`, or `undefined` when one starts there but holds code (an
 * interpolation), no single-line value, or no end within reach; `null` when none of these forms starts
 * at `at` (a plain quote or a bare value: the caller's own readers apply).
 */
export function readMarkedLiteral(text: string, at: number): LiteralSpan | undefined | null {
  const c = text.charCodeAt(at);
  if (isQuote(c)) return text.charCodeAt(at + 1) === c && text.charCodeAt(at + 2) === c ? tripleQuoted(text, at, false) : null;
  switch (c) {
    case 36: // $ : bash's ANSI-C `$'…'`, C#'s interpolated raw `$"""…"""`
      if (text.charCodeAt(at + 1) === SQUOTE) return quotedRun(text, at + 1, SQUOTE, true);
      if (text.startsWith('"""', at + 1)) return tripleQuoted(text, at + 1, true);
      return null;
    case 64: // @ : PowerShell here-strings
      return hereString(text, at);
    case 35: // # : Swift raw strings
      return hashedRaw(text, at, at);
    case 91: // [ : Lua long strings
      return luaLong(text, at);
    case 60: // < : PHP heredoc and nowdoc
      return text.startsWith('<<<', at) ? phpHeredoc(text, at + 3) : null;
    case 37: // % : Ruby's percent strings
      return rubyPercent(text, at);
    default:
      return prefixed(text, at);
  }
}

/** Python's string prefixes (`f`, `r`, `b`, `u`, `rb`, `br`, `fr`, `rf`) and Rust's `r"…"`, `r#"…"#`, `br"…"`. */
function prefixed(text: string, at: number): LiteralSpan | undefined | null {
  let i = at;
  let raw = false;
  let format = false;
  while (i < at + 2) {
    const c = text.charCodeAt(i) | 32;
    if (c === 114)
      raw = true; // r
    else if (c === 102)
      format = true; // f
    else if (c !== 98 && c !== 117) break; // b u
    i++;
  }
  if (i === at) return null;
  const q = text.charCodeAt(i);
  // Rust's `r#"…"#`: as many `#` close it as opened it.
  if (raw && q === HASH && !format) return hashedRaw(text, i, at);
  if (!isQuote(q)) return null;
  const span = text.charCodeAt(i + 1) === q && text.charCodeAt(i + 2) === q ? tripleQuoted(text, i, false) : quotedRun(text, i, q, !raw);
  // An f-string with `{expr}` is code; without one it is a literal.
  if (span && format && holds(text, span.start, span.end, 123)) return undefined;
  return span;
}

/** A one-line literal from the quote at `open` to the same quote; with `escapes`, `\` escapes the next character. */
function quotedRun(text: string, open: number, q: number, escapes: boolean): LiteralSpan | undefined {
  const stop = Math.min(text.length, open + 1 + MAX_CONTENT);
  for (let i = open + 1; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (escapes && c === BACKSLASH) i++;
    else if (c === q) return content(text, open + 1, i, q);
    else if (c === LF) return undefined;
  }
  return undefined;
}

/**
 * `"""…"""` or `'''…'''` (Python, Kotlin, TOML, Java text blocks, C# raw strings): the value is the
 * one line the literal holds, blank lines and indentation around it dropped. `${`, and `{` in C#'s
 * `$"""`, interpolate.
 */
function tripleQuoted(text: string, open: number, interpolated: boolean): LiteralSpan | undefined {
  const q = text.charCodeAt(open);
  const from = open + 3;
  const stop = Math.min(text.length, from + MAX_CONTENT + MAX_MARGIN);
  let lines = 0;
  for (let i = from; i < stop; i++) {
    const c = text.charCodeAt(i);
    if ((lines = lineState(lines, c)) === -1) return undefined;
    if (c === BACKSLASH && q === DQUOTE) i++;
    else if (c === q && text.charCodeAt(i + 1) === q && text.charCodeAt(i + 2) === q) {
      if (holdsTemplate(text, from, i) || (interpolated && holds(text, from, i, 123))) return undefined;
      return trimmedLine(text, from, i, q);
    }
  }
  return undefined;
}

/** Swift's `#"…"#` and Rust's `r#"…"#`: the hashes at `hashAt`, then a quote; the same hashes close it. */
function hashedRaw(text: string, hashAt: number, literalAt: number): LiteralSpan | undefined | null {
  let i = hashAt;
  while (i < hashAt + 4 && text.charCodeAt(i) === HASH) i++;
  if (i === hashAt || text.charCodeAt(i) !== DQUOTE) return null;
  const hashes = i - hashAt;
  const from = i + 1;
  const stop = Math.min(text.length, from + MAX_CONTENT);
  for (let j = from; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === LF) return undefined;
    if (c === DQUOTE && closesHashes(text, j + 1, hashes)) {
      // Swift interpolates `\#(…)` inside a raw string.
      if (literalAt === hashAt && holdsPair(text, from, j, BACKSLASH, HASH)) return undefined;
      return content(text, from, j, DQUOTE);
    }
  }
  return undefined;
}

function closesHashes(text: string, at: number, hashes: number): boolean {
  for (let k = 0; k < hashes; k++) if (text.charCodeAt(at + k) !== HASH) return false;
  return text.charCodeAt(at + hashes) !== HASH;
}

/** Lua's `[[…]]` and `[=[…]=]`: a value that holds no bracket (`[[1, 2], [3]]` is a nested array). */
function luaLong(text: string, at: number): LiteralSpan | undefined | null {
  let i = at + 1;
  while (i < at + 5 && text.charCodeAt(i) === 61) i++; // =
  if (text.charCodeAt(i) !== 91) return null;
  const level = i - at - 1;
  const from = i + 1;
  const stop = Math.min(text.length, from + MAX_CONTENT + MAX_MARGIN);
  let lines = 0;
  for (let j = from; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === 91 || (lines = lineState(lines, c)) === -1) return undefined;
    if (c !== 93) continue;
    let k = j + 1;
    while (k < j + 1 + level && text.charCodeAt(k) === 61) k++;
    if (k - j - 1 === level && text.charCodeAt(k) === 93) return trimmedLine(text, from, j, DQUOTE);
    if (level === 0) return undefined;
  }
  return undefined;
}

/** PowerShell's `@'` or `@"`, a line break, the value's lines, then `'@` or `"@` at a line's start; `$` interpolates in `@"…"@`. */
function hereString(text: string, at: number): LiteralSpan | undefined | null {
  const q = text.charCodeAt(at + 1);
  if (!isQuote(q)) return null;
  let from = at + 2;
  if (text.charCodeAt(from) === CR) from++;
  if (text.charCodeAt(from) !== LF) return null;
  from++;
  const stop = Math.min(text.length, from + MAX_CONTENT + MAX_MARGIN);
  let lines = 0;
  for (let i = from; i < stop; i++) {
    if (text.charCodeAt(i) === q && text.charCodeAt(i + 1) === 64 && (i === from || text.charCodeAt(i - 1) === LF)) {
      if (q === DQUOTE && holds(text, from, i, 36)) return undefined;
      return trimmedLine(text, from, i, q);
    }
    if ((lines = lineState(lines, text.charCodeAt(i))) === -1) return undefined;
  }
  return undefined;
}

/** PHP's `<<<EOT` (heredoc, `$` interpolates) and `<<<'EOT'` (nowdoc), up to the label alone at a line's start. */
function phpHeredoc(text: string, at: number): LiteralSpan | undefined | null {
  // The label: blanks, an optional quote, a name of up to 32 characters, the same quote, a line break.
  let i = at;
  while (i < at + 8 && isBlank(text.charCodeAt(i))) i++;
  const quote = isQuote(text.charCodeAt(i)) ? text.charCodeAt(i++) : 0;
  const labelStart = i;
  while (i < labelStart + 32 && isLabelChar(text.charCodeAt(i))) i++;
  if (i === labelStart || (quote !== 0 && text.charCodeAt(i++) !== quote)) return null;
  const label = text.slice(labelStart, quote === 0 ? i : i - 1);
  if (text.charCodeAt(i) === CR) i++;
  if (text.charCodeAt(i) !== LF) return null;
  const from = i + 1;
  const stop = Math.min(text.length, from + MAX_CONTENT + MAX_MARGIN);
  let lines = 0;
  for (let k = from; k < stop; k++) {
    if (k === from || text.charCodeAt(k - 1) === LF) {
      let j = k;
      while (j < k + MAX_MARGIN && isBlank(text.charCodeAt(j))) j++;
      if (text.startsWith(label, j) && !isLabelChar(text.charCodeAt(j + label.length))) {
        if (quote !== SQUOTE && holds(text, from, k, 36)) return undefined;
        return trimmedLine(text, from, k, DQUOTE);
      }
    }
    if ((lines = lineState(lines, text.charCodeAt(k))) === -1) return undefined;
  }
  return undefined;
}

const PAIRS: Record<number, number> = { 40: 41, 91: 93, 123: 125, 60: 62 };

/** Ruby's `%q{…}` (no interpolation), `%Q(…)` and `%(…)` (`#{` interpolates), with paired or repeated delimiters. */
function rubyPercent(text: string, at: number): LiteralSpan | undefined | null {
  let i = at + 1;
  const kind = text.charCodeAt(i);
  if (kind === 113 || kind === 81) i++; // q Q
  const open = text.charCodeAt(i);
  const close = PAIRS[open] ?? (open === 124 || open === 33 || open === 47 ? open : -1); // | ! /
  if (close === -1) return null;
  const from = i + 1;
  const stop = Math.min(text.length, from + MAX_CONTENT);
  for (let j = from; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === LF || (c === open && close !== open)) return undefined;
    if (c === close) {
      if (kind !== 113 && holdsPair(text, from, j, HASH, 123)) return undefined;
      return content(text, from, j, DQUOTE);
    }
  }
  return undefined;
}

/** The one line inside `[from, to)` once blank lines and indentation are dropped; none when it holds two. */
function trimmedLine(text: string, from: number, to: number, q: number): LiteralSpan | undefined {
  let start = from;
  let end = to;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (holds(text, start, end, LF)) return undefined;
  return content(text, start, end, q);
}

function content(text: string, start: number, end: number, q: number): LiteralSpan | undefined {
  return end - start < MIN_CONTENT || end - start > MAX_CONTENT ? undefined : { start, end, quote: String.fromCharCode(q) };
}

/** `${` or `{{` inside: a template's or Kotlin's interpolation. */
function holdsTemplate(text: string, from: number, to: number): boolean {
  return holdsPair(text, from, to, 36, 123) || holdsPair(text, from, to, 123, 123);
}

/** Whether `first` then `second` stand inside `[from, to)`, read within the range only. */
function holdsPair(text: string, from: number, to: number, first: number, second: number): boolean {
  for (let i = from; i < to - 1; i++) if (text.charCodeAt(i) === first && text.charCodeAt(i + 1) === second) return true;
  return false;
}

function holds(text: string, from: number, to: number, code: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === code) return true;
  return false;
}

/**
 * Where a plain one-line literal opened by `quote` (its code) before `valueStart` closes: the offset
 * of its closing quote within `max` characters, or -1 when an escape, a line break or the bound
 * comes first (such a literal is not read as a plain value).
 */
export function plainLiteralEnd(text: string, valueStart: number, quote: number, max: number): number {
  let end = valueStart;
  while (end < valueStart + max && end < text.length) {
    const c = text.charCodeAt(end);
    if (c === quote || c === 92 || c === 10 || c === 13) break; // \ LF CR
    end++;
  }
  return text.charCodeAt(end) === quote ? end : -1;
}
