// Bounded descriptions of untrusted request values for error messages: a message may help the
// caller find their mistake, but never echoes more than a short, escaped preview.

const previewCodeUnits = 64;

/** `"skill://a/…" (1,000,000 characters)` for long strings; the JSON type for anything else. */
export function describeInput(value: unknown): string {
  if (typeof value !== 'string') return describeType(value);
  if (value.length <= previewCodeUnits) return JSON.stringify(value);
  let end = previewCodeUnits;
  // Never split a surrogate pair: the preview stays well-formed text.
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${JSON.stringify(`${value.slice(0, end)}…`)} (${value.length} characters)`;
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
