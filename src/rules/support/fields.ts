// Reading frontmatter fields for the field rules: values, where they are, and whether the schema
// rule already reports them (a field rule then stays quiet about its type, so one problem is one
// diagnostic).
import type { ParsedSkillMd, SourcePosition } from '../../load/frontmatter/types.js';

export const allowedFields = ['name', 'description', 'license', 'compatibility', 'metadata'] as const;

/** Every top-level field of the Agent Skills spec: allowedFields and `allowed-tools` (its own rule). */
export const specFields: ReadonlySet<string> = new Set<string>([...allowedFields, 'allowed-tools']);

/** Position of a field's value, else of its key, else line 1. */
export function valuePosition(parsed: ParsedSkillMd, path: string): SourcePosition {
  return parsed.valuePositions.get(path) ?? parsed.keyPositions.get(path) ?? { line: 1, column: 1 };
}

export function keyPosition(parsed: ParsedSkillMd, path: string): SourcePosition {
  return parsed.keyPositions.get(path) ?? parsed.valuePositions.get(path) ?? { line: 1, column: 1 };
}

/** True when `frontmatter/schema-independence` reports this path (its readings differ). */
export function readsDifferently(parsed: ParsedSkillMd, path: string): boolean {
  return parsed.findings.some((finding) => finding.code === 'schema/difference' && finding.path === path);
}

export function isPlainObject(value: unknown): value is { readonly [key: string]: unknown } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** What a non-string value is, for messages. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  return `a ${typeof value}`;
}

export interface Lengths {
  /** UTF-16 code units: what JavaScript hosts count (SPEC-NOTES §2). */
  readonly units: number;
  readonly codePoints: number;
}

export function lengthsOf(text: string): Lengths {
  let codePoints = 0;
  for (const _ of text) codePoints += 1;
  return { units: text.length, codePoints };
}

/** Position of `needle` inside a scalar's source when it is written there literally on the first line, else the value's start. */
export function charPosition(parsed: ParsedSkillMd, path: string, sourceText: string, needle: string): SourcePosition {
  const range = parsed.valueRanges?.get(path);
  const fallback = valuePosition(parsed, path);
  if (range === undefined || needle === '') return fallback;
  const raw = sourceText.slice(range.start, range.end);
  const at = raw.indexOf(needle);
  if (at === -1 || raw.slice(0, at).includes('\n')) return fallback;
  return { line: fallback.line, column: fallback.column + at };
}
