// Server-controlled text shown in a report: short, on one line, and escaped to printable ASCII by the
// one quoting helper (src/runtime/quote-text.ts), so a hostile server can neither flood the report nor
// smuggle terminal escapes or hidden characters into it (docs/verify.md "What verify never does").
import { quoteText } from '../runtime/quote-text.js';

/** At most `max` escaped characters of `value` (JSON for a non-string), quoted, every character outside U+0020–U+007E escaped. */
export function excerpt(value: unknown, max = 60): string {
  const text = typeof value === 'string' ? value : value === undefined ? 'undefined' : safeJson(value);
  return quoteText(text, { max, ascii: true });
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
