// Untrusted text (a config value or path, an environment value) quoted for a message: control
// characters (C0, DEL, C1), line and paragraph separators, bidi controls and lone surrogates escaped as \uXXXX, long values cut, so an error that
// echoes a hostile config or environment never prints a raw newline, NUL or terminal escape.

/** Most characters shown by default, counted after escaping. */
const defaultShown = 200;

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

/** The text with every unsafe character (and every lone surrogate) spelled `\uXXXX`; a `\` stays as it is. */
export function escapeControls(text: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    let unsafe = isUnsafeForOutput(unit);
    if (!unsafe && unit >= 0xd800 && unit <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      unsafe = true;
    }
    if (!unsafe) continue;
    out += text.slice(start, i) + `\\u${unit.toString(16).padStart(4, '0')}`;
    start = i + 1;
  }
  return start === 0 ? text : out + text.slice(start);
}

/** `"value"` with controls escaped and `"` and `\` as in JSON, cut after `maxShown` characters (200). */
export function describeValue(value: string, maxShown = defaultShown): string {
  const escaped = escapeControls(value.replace(/[\\"]/g, (c) => `\\${c}`));
  return escaped.length > maxShown ? `"${escaped.slice(0, maxShown)}…" (${value.length} characters)` : `"${escaped}"`;
}
