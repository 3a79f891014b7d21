// Every code the SKILL.md splitter and parser can emit. Each code is consumed by exactly one rule in
// src/rules/frontmatter/ (a test keeps the two in step).
import type { ControlKind } from './characters.js';

export const findingCodes = [
  // Splitting: the frontmatter/bom … frontmatter/ambiguous-delimiter sections of docs/rules.md.
  'delimiter/bom',
  'delimiter/leading-blank-lines',
  'delimiter/missing',
  'delimiter/after-comment',
  'delimiter/language',
  'delimiter/extra-dashes',
  'delimiter/trailing-whitespace',
  'delimiter/trailing-text',
  'delimiter/unclosed',
  'delimiter/empty',
  'delimiter/ambiguous-line',
  // Bounds (SPEC-NOTES §3: frontmatter 16 KiB).
  'size/raw',
  'size/json',
  // YAML structure (SPEC-NOTES §2).
  'yaml/error',
  'yaml/warning',
  'yaml/too-deep',
  'yaml/too-many-nodes',
  'yaml/multiple-documents',
  'yaml/quote-unclosed',
  'yaml/quote-escaped-break',
  'yaml/continuation-indent',
  'yaml/not-mapping',
  'yaml/directive',
  'yaml/anchor',
  'yaml/alias',
  'yaml/tag',
  'yaml/merge-key',
  'yaml/duplicate-key',
  'yaml/non-string-key',
  'yaml/explicit-key',
  'yaml/split-key',
  'yaml/index-key',
  'yaml/proto-key',
  // Characters that hosts read differently or that hide content.
  'char/nul',
  'char/control',
  'char/lone-surrogate',
  'char/line-separator',
  'char/tab',
  'char/escaped-surrogate',
  'hidden/escaped-invisible',
  // Schema independence (SPEC-NOTES §2: the safe subset reads the same under every schema).
  'schema/difference',
] as const;

export type FindingCode = (typeof findingCodes)[number];

/** The code of a control-character finding, whether written directly or produced by an escape. */
export function controlCharacterCode(kind: ControlKind): FindingCode {
  return controlCharacterCodes[kind];
}

const controlCharacterCodes: Readonly<Record<ControlKind, FindingCode>> = {
  nul: 'char/nul',
  'lone-surrogate': 'char/lone-surrogate',
  'line-separator': 'char/line-separator',
  control: 'char/control',
};
