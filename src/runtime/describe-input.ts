// Bounded descriptions of untrusted request values for error messages: a message may help the
// caller find their mistake, but never echoes more than a short, escaped preview.

/** Most characters of a preview, counted after escaping. */
const previewChars = 80;

/**
 * `"skill://a/ggg…" (1000010 characters)` for long strings; the JSON type for anything else. The
 * preview is printable ASCII, everything else escaped as \uXXXX, so a message shown in a host's log
 * or UI carries no bidi overrides, look-alike letters, line breaks or terminal escapes.
 */
export function describeInput(value: unknown): string {
  if (typeof value !== 'string') return describeType(value);
  let preview = '';
  for (let i = 0; i < value.length; i += 1) {
    const escaped = escapeUnit(value.charCodeAt(i));
    if (preview.length + escaped.length > previewChars) return `"${preview}…" (${value.length} characters)`;
    preview += escaped;
  }
  return `"${preview}"`;
}

function escapeUnit(unit: number): string {
  if (unit === 0x22) return '\\"';
  if (unit === 0x5c) return '\\\\';
  if (unit >= 0x20 && unit <= 0x7e) return String.fromCharCode(unit);
  return `\\u${unit.toString(16).padStart(4, '0')}`;
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
