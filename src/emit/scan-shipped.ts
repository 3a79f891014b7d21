// Scan what ships (docs/rules.md, secret rules): the emitted module embeds every file as a
// JSON-escaped string literal, so each literal is decoded and scanned as the text a client will
// receive, and the code around the literals is scanned as written. Findings point into the module.
// Inline directives inside the embedded text apply as they do in the sources; fingerprints are the
// same as the sources' findings, so the allowlist applies too (the caller runs applySuppressions).
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { fingerprintOf } from '../diagnostics/fingerprint.js';
import { LineIndex } from '../load/line-index.js';
import { diagnosticFrom } from '../rules/diagnostic-from.js';
import { scanText } from '../rules/secret/scan-text.js';
import type { SecretMatch } from '../rules/secret/engine/types.js';
import { textSecretRules } from '../rules/secret/index.js';
import { covers, parseInlineDirectives } from '../rules/secret/inline-directives.js';
import { emittedModuleText, readModuleText, type KnownLiteral, type ModuleText } from './module-literals.js';

const ruleIds: ReadonlySet<string> = new Set(textSecretRules.keys());

function diagnosticOf(file: string, lines: () => LineIndex, match: SecretMatch, start: number, end: number): Diagnostic | undefined {
  const rule = textSecretRules.get(match.ruleId);
  if (rule === undefined) return undefined;
  const { messageId, data } = rule.describe(match);
  const from = lines().position(start);
  const to = lines().position(end);
  return {
    ...diagnosticFrom(rule, { messageId, data, file, line: from.line, column: from.column }),
    severity: 'error',
    endLine: to.line,
    endColumn: to.column,
    fingerprint: fingerprintOf(match.ruleId, match.secret),
  };
}

/** What is known of the module's literals already. */
export interface ScannedLiterals {
  /** Literals whose decoded text is one of these, byte for byte, need no scan (the same text gives the same findings). */
  readonly texts?: ReadonlySet<string>;
  /**
   * Every literal the emitter wrote (`ModuleWriter.literals`): values are taken as written instead
   * of parsed back, and a literal without one (a source text the rules scanned, a digest) is skipped.
   */
  readonly emitted?: readonly KnownLiteral[];
  /** The module already split by its writer (ModuleWriter.moduleText): nothing is read back at all. */
  readonly written?: ModuleText;
}

/**
 * Secret findings (placeholders excluded) in the source of an emitted catalog module. `source` may
 * be a function: with `scanned.written`, the text of the module is then built only for a finding.
 */
export function scanShippedModule(file: string, source: string | (() => string), scanned: ScannedLiterals = {}): Diagnostic[] {
  const text = (): string => (typeof source === 'string' ? source : source());
  // Only a finding needs positions; indexing the lines of 32 MiB costs more than the scan left to do.
  let index: LineIndex | undefined;
  const lines = (): LineIndex => (index ??= new LineIndex(text()));
  const scannedTexts = scanned.texts ?? new Set<string>();
  const { literals, code, sourceOffset } =
    scanned.written ?? (scanned.emitted === undefined ? undefined : emittedModuleText(text(), scanned.emitted)) ?? readModuleText(text());
  const out: Diagnostic[] = [];
  // Values repeat (media types, tool names): a text gives the same matches wherever it sits.
  const matchesOf = new Map<string, SecretMatch[]>();
  for (const literal of literals) {
    if (literal.text.length < 8 || scannedTexts.has(literal.text)) continue;
    let matches = matchesOf.get(literal.text);
    if (matches === undefined) matchesOf.set(literal.text, (matches = scanText(literal.text).filter((m) => !m.placeholder)));
    if (matches.length === 0) continue;
    const textLines = new LineIndex(literal.text);
    const directives = literal.text.includes('skillpack-allow') ? parseInlineDirectives(literal.text, textLines, ruleIds) : [];
    for (const match of matches) {
      const line = textLines.position(match.offset).line;
      if (directives.some((d) => covers(d, match.ruleId, line))) continue;
      const start = literal.offsets[match.offset] ?? 0;
      const end = literal.offsets[match.endOffset] ?? start;
      const diagnostic = diagnosticOf(file, lines, match, start, end);
      if (diagnostic !== undefined) out.push(diagnostic);
    }
  }
  for (const match of scanText(code)) {
    if (match.placeholder) continue;
    const diagnostic = diagnosticOf(file, lines, match, sourceOffset(match.offset), sourceOffset(match.endOffset));
    if (diagnostic !== undefined) out.push(diagnostic);
  }
  return out;
}
