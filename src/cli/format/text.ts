// The human format: grouped by file, each finding as `file:line:column  severity  message  rule`, the
// offending line with a caret under the column, counts and elapsed time at the end. Colour only
// when the caller says so (a TTY without NO_COLOR).
import { escapeControls, isUnsafeForOutput } from '../../runtime/quote-text.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { summaryCounts, type LintReport } from './report.js';

export interface TextStyle {
  readonly color: boolean;
  /** How a diagnostic's `file` is shown (relative to the working directory); as-is by default. */
  readonly path?: (file: string) => string;
}

const paint = (on: boolean, code: string, text: string): string => (on ? `\x1b[${code}m${text}\x1b[0m` : text);
const severityCode = { error: '31', warning: '33', info: '36' } as const;

/** Tabs and control characters would misplace the caret or drive the terminal; show them inert. */
function visible(line: string): string {
  return line.replace(/[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g, (c) =>
    c === '\t' ? ' ' : isUnsafeForOutput(c.charCodeAt(0)) ? '\ufffd' : c,
  );
}

// East Asian wide and fullwidth characters and most emoji take two terminal cells; combining marks
// and zero-width characters take none. Close enough to keep the caret under the right character.
const wide =
  /[\u1100-\u115f\u231a\u231b\u2329\u232a\u23e9-\u23ec\u23f0\u23f3\u25fd\u25fe\u2614\u2615\u2648-\u2653\u267f\u2693\u26a1\u26aa\u26ab\u26bd\u26be\u26c4\u26c5\u26ce\u26d4\u26ea\u26f2\u26f3\u26f5\u26fa\u26fd\u2705\u270a\u270b\u2728\u274c\u274e\u2753-\u2755\u2757\u2795-\u2797\u27b0\u27bf\u2b1b\u2b1c\u2b50\u2b55\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe10-\ufe19\ufe30-\ufe6f\uff00-\uff60\uffe0-\uffe6\u{1f004}\u{1f0cf}\u{1f18e}\u{1f191}-\u{1f19a}\u{1f200}-\u{1f251}\u{1f300}-\u{1f64f}\u{1f680}-\u{1f6ff}\u{1f900}-\u{1f9ff}\u{1fa70}-\u{1faff}\u{20000}-\u{3fffd}]/u;
const zeroWidth = /[\p{Mn}\p{Me}\u200b-\u200f\u2060-\u2064\ufeff]/u;

/** Terminal cells taken by `text`. */
export function cellWidth(text: string): number {
  let cells = 0;
  for (const c of text) cells += zeroWidth.test(c) ? 0 : wide.test(c) ? 2 : 1;
  return cells;
}

/** Longest shown slice of a line, so very long lines (minified JSON) stay readable. */
const maxShown = 160;

const isSecret = (d: Diagnostic): boolean => d.fingerprint !== undefined || d.ruleId.startsWith('secret/');

/**
 * Where secrets sit, by `file` and line: quoting a line must never print one (DESIGN.md: secret
 * findings never print the secret). `undefined` ranges mean a secret whose extent on the line is
 * unknown, so the line is not quoted at all.
 */
type SecretSpans = Map<string, { start: number; end: number }[] | undefined>;

function secretSpans(diagnostics: readonly Diagnostic[]): SecretSpans {
  const spans: SecretSpans = new Map();
  for (const d of diagnostics) {
    if (!isSecret(d)) continue;
    const key = `${d.file}\0${d.line}`;
    const sameLine = d.endColumn !== undefined && (d.endLine === undefined || d.endLine === d.line) && d.endColumn > d.column;
    if (!sameLine) {
      spans.set(key, undefined);
      continue;
    }
    if (spans.has(key) && spans.get(key) === undefined) continue;
    spans.set(key, [...(spans.get(key) ?? []), { start: d.column - 1, end: (d.endColumn as number) - 1 }]);
  }
  return spans;
}

/** The line with every secret replaced by `*` of the same length, so columns stay true. */
function masked(line: string, spans: readonly { start: number; end: number }[]): string {
  let out = line;
  for (const { start, end } of spans)
    out = `${out.slice(0, start)}${'*'.repeat(Math.max(0, Math.min(end, out.length) - start))}${out.slice(end)}`;
  return out;
}

function quote(d: Diagnostic, report: LintReport, style: TextStyle, secrets: SecretSpans): string[] {
  const key = `${d.file}\0${d.line}`;
  const spans = secrets.get(key);
  if (secrets.has(key) && spans === undefined) return [];
  const raw = report.sourceLine(d.file, d.line);
  if (raw === undefined || raw.length === 0) return [];
  const line = spans === undefined ? raw : masked(raw, spans);
  const column = Math.min(Math.max(1, d.column), line.length + 1);
  const start = Math.max(0, Math.min(column - 1 - 40, line.length - maxShown));
  const shown = visible(line.slice(start, start + maxShown));
  const lead = start > 0 ? '…' : '';
  const before = cellWidth(visible(line.slice(start, column - 1)));
  // Underline the reported range when it ends on the same line, a single caret otherwise.
  const endColumn = d.endLine === undefined || d.endLine === d.line ? d.endColumn : undefined;
  const span =
    endColumn !== undefined && endColumn > column
      ? Math.max(1, cellWidth(visible(line.slice(column - 1, Math.min(endColumn - 1, start + maxShown)))))
      : 1;
  const gutter = `${String(d.line).padStart(5)} | `;
  const marker = paint(style.color, '1;31', span > 1 ? `^${'~'.repeat(span - 1)}` : '^');
  return [`${gutter}${lead}${shown}`, `${' '.repeat(gutter.length + lead.length + before)}${marker}`];
}

export function formatText(report: LintReport, style: TextStyle): string {
  const path = style.path ?? ((file: string) => file);
  const secrets = secretSpans(report.diagnostics);
  const out: string[] = [];
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of report.diagnostics) {
    const list = byFile.get(d.file);
    if (list === undefined) byFile.set(d.file, [d]);
    else list.push(d);
  }
  for (const [file, list] of byFile) {
    // A name or message can hold any character: escaped, a newline can never forge a line of the report.
    const shown = escapeControls(path(file));
    out.push(paint(style.color, '4', shown));
    for (const d of list) {
      const where = `${shown}:${d.line}:${d.column}`;
      out.push(
        `  ${where}  ${paint(style.color, severityCode[d.severity], d.severity)}  ${escapeControls(d.message)}  ${paint(style.color, '2', escapeControls(d.ruleId))}`,
      );
      for (const l of quote(d, report, style, secrets)) out.push(`  ${l}`);
    }
    out.push('');
  }
  const s = report.summary;
  const verdict = s.errors > 0 ? paint(style.color, '31', '✖') : paint(style.color, '32', '✔');
  out.push(`${verdict} ${report.command}: ${summaryCounts(s)}`);
  // The outcome is our own text, line by line; file paths in it were escaped where they were put in.
  if (report.outcome !== undefined) out.push(...report.outcome.split('\n').map(escapeControls));
  return `${out.join('\n')}\n`;
}
