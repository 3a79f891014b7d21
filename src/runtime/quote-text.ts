// Untrusted text quoted for a message (a config value, an environment value, a request's URI, a
// server's reply): the one definition of what is escaped. Control characters (C0, DEL, C1), line and
// paragraph separators, bidi controls, marks that reorder or hide text, and lone surrogates become
// `\uXXXX`, `"` and `\` are escaped as in JSON, and a long value is cut, so no message ever prints a raw
// newline, NUL, terminal escape or reordering character (docs/security.md, docs/verify.md).

/** Characters a terminal or a CI log would act on, or that hide or reorder text. */
export function isUnsafeForOutput(unit: number): boolean {
  return (
    unit < 0x20 ||
    (unit >= 0x7f && unit <= 0x9f) ||
    unit === 0x2028 ||
    unit === 0x2029 ||
    (unit >= 0x202a && unit <= 0x202e) ||
    (unit >= 0x2066 && unit <= 0x2069) ||
    unit === 0x200e ||
    unit === 0x200f ||
    unit === 0x061c ||
    unit === 0xfeff
  );
}

const hex = (unit: number): string => `\\u${unit.toString(16).padStart(4, '0')}`;

/** Is the unit at `i` half of a surrogate pair? */
function paired(text: string, i: number): boolean {
  const unit = text.charCodeAt(i);
  if (unit >= 0xd800 && unit <= 0xdbff) {
    const next = text.charCodeAt(i + 1);
    return next >= 0xdc00 && next <= 0xdfff;
  }
  if (unit >= 0xdc00 && unit <= 0xdfff) {
    const previous = text.charCodeAt(i - 1);
    return previous >= 0xd800 && previous <= 0xdbff;
  }
  return false;
}

/** The text with every unsafe character and every lone surrogate spelled `\uXXXX`; a `\` stays as it is. */
export function escapeControls(text: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const unsafe = isUnsafeForOutput(unit) || (unit >= 0xd800 && unit <= 0xdfff && !paired(text, i));
    if (!unsafe) continue;
    out += text.slice(start, i) + hex(unit);
    start = i + 1;
  }
  return start === 0 ? text : out + text.slice(start);
}

/** The text with every character outside printable ASCII (U+0020–U+007E) spelled `\uXXXX`. */
export function escapeToAscii(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, (c) => hex(c.charCodeAt(0)));
}

export interface QuoteOptions {
  /** Most characters shown, counted after escaping; an escape is never cut. */
  readonly max: number;
  /** Escape every character outside printable ASCII too (look-alike letters, emoji), for logs and UIs of unknown fonts. */
  readonly ascii?: boolean;
}

/**
 * `"value"` with `"` and `\` escaped as in JSON and unsafe characters as `\uXXXX` (with `ascii`, every
 * character outside U+0020–U+007E); a value longer than `max` escaped characters is cut and says how
 * long it was: `"valu…" (1000 characters)`.
 */
export function quoteText(text: string, options: QuoteOptions): string {
  let shown = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    let piece: string;
    if (unit === 0x22) piece = '\\"';
    else if (unit === 0x5c) piece = '\\\\';
    else if (
      options.ascii === true
        ? unit < 0x20 || unit > 0x7e
        : isUnsafeForOutput(unit) || (unit >= 0xd800 && unit <= 0xdfff && !paired(text, i))
    )
      piece = hex(unit);
    else piece = text[i] as string;
    if (shown.length + piece.length > options.max) return `"${shown}…" (${text.length} characters)`;
    shown += piece;
  }
  return `"${shown}"`;
}
