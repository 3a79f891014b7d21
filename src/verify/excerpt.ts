// Server-controlled text shown in a report: short, on one line, and escaped to printable ASCII, so a
// hostile server can neither flood the report nor smuggle terminal escapes or hidden characters into
// it (docs/verify.md "What verify never does").

/** At most `max` characters of `value`, JSON-quoted with every character outside U+0020–U+007E escaped. */
export function excerpt(value: unknown, max = 60): string {
  const text = typeof value === 'string' ? value : value === undefined ? 'undefined' : safeJson(value);
  const cut = text.length > max ? `${text.slice(0, max)}` : text;
  const quoted = JSON.stringify(cut).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text.length > max ? `${quoted}…` : quoted;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
