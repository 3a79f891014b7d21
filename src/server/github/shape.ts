// Defensive readers for GitHub JSON: pick the fields a readiness report needs, with their types
// checked, and bound the untrusted free text (titles, bodies, patches).

export type Json = { readonly [key: string]: unknown };

export function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

export function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

export function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function flag(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

export interface BoundedText {
  readonly text: string | null;
  readonly truncated: boolean;
}

/** At most `maxCodeUnits` of `value`, cut on a code-point boundary. */
export function bounded(value: unknown, maxCodeUnits: number): BoundedText {
  if (typeof value !== 'string') return { text: null, truncated: false };
  if (value.length <= maxCodeUnits) return { text: value, truncated: false };
  let end = maxCodeUnits;
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { text: value.slice(0, end), truncated: true };
}
