// Findings are plain data. Detection produces them; only src/cli formats them. A leaf: it imports
// nothing, so every layer may name a severity or a diagnostic (AGENTS.md "Layers").

export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  /** `category/rule-name`, stable. */
  readonly ruleId: string;
  /** The key of the rule's message template the finding was worded from (`meta.messages`). */
  readonly messageId: string;
  readonly severity: Severity;
  /** Complete sentence(s): what is wrong and how to fix it. Never contains a secret. */
  readonly message: string;
  /** Relative to the config's directory, `/`-separated. */
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based, in UTF-16 code units. */
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  /** `sha256(ruleId:secret)` for secret findings, so a finding can be allowlisted without the secret. */
  readonly fingerprint?: string;
}

const severityRank: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Deterministic order: file, line, column, rule id, message. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  if (a.line !== b.line) return a.line - b.line;
  if (a.column !== b.column) return a.column - b.column;
  if (a.ruleId !== b.ruleId) return a.ruleId < b.ruleId ? -1 : 1;
  if (a.severity !== b.severity) return severityRank[a.severity] - severityRank[b.severity];
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}
