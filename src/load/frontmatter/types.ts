// What splitting and parsing a SKILL.md yields. Parsing collects facts; rules under
// src/rules/frontmatter/ turn them into diagnostics.

export interface FrontmatterFinding {
  /** Stable code that exactly one rule consumes (e.g. `delimiter/bom`, `yaml/alias`). */
  readonly code: string;
  /** Detail for the message (never the whole input). */
  readonly detail: string;
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  /** Key path the finding is about (`name`, `metadata.publisher`, `metadata.tags[0]`), when there is one. */
  readonly path?: string;
  /** Extra message placeholders (e.g. `key`, `readings`, `fix`); `detail` is always available too. */
  readonly data?: { readonly [key: string]: string | number };
  /** schema/difference: the mainstream parsers agree on a canonical boolean or number; only failsafe reads a string. */
  readonly typedAlike?: boolean;
}

export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

export interface ParsedSkillMd {
  /**
   * The frontmatter as a JSON-compatible object, key order as authored; undefined when the block is
   * missing or could not be parsed safely. May still break field rules (they check it).
   */
  readonly frontmatter: { readonly [key: string]: unknown } | undefined;
  /** Raw frontmatter YAML text between the delimiters (undefined when there is no valid block). */
  readonly yaml: string | undefined;
  /** Positions of keys: top-level (`name`) and nested (`metadata.publisher`). */
  readonly keyPositions: ReadonlyMap<string, SourcePosition>;
  /** Positions of scalar values, keyed like `keyPositions`. */
  readonly valuePositions: ReadonlyMap<string, SourcePosition>;
  readonly findings: readonly FrontmatterFinding[];
  /** Markdown after the closing delimiter; `line` is the 1-based line its first character is on. */
  readonly body: { readonly text: string; readonly line: number; readonly offset: number };
  /**
   * False when the split could not tell where the body starts (an unclosed block, or a refused
   * opener with no closing line); body rules skip such a file. Absent means true.
   */
  readonly bodyKnown?: boolean;
  /** UTF-16 offset ranges in the SKILL.md text of scalar values, keyed like `valuePositions`. */
  readonly valueRanges?: ReadonlyMap<string, { readonly start: number; readonly end: number }>;
}
