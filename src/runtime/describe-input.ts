// Bounded descriptions of untrusted request values for error messages: a message may help the
// caller find their mistake, but never echoes more than a short, escaped preview (quote-text.ts).
import { quoteText } from './quote-text.js';

/** Most characters of a preview, counted after escaping. */
const previewChars = 80;

/**
 * `"skill://a/ggg…" (1000010 characters)` for long strings; the JSON type for anything else. The
 * preview is printable ASCII, everything else escaped as \uXXXX, so a message shown in a host's log
 * or UI carries no bidi overrides, look-alike letters, line breaks or terminal escapes.
 */
export function describeInput(value: unknown): string {
  return typeof value === 'string' ? quoteText(value, { max: previewChars, ascii: true }) : describeType(value);
}

export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean';
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}
