// The human format: grouped by file, the offending line with a caret, counts and time at the end.
// Colour only on a TTY and only without NO_COLOR.
import type { Diagnostic } from '../../lint/diagnostic.js';
import type { LintReport } from './report.js';

export interface TextStyle {
  readonly color: boolean;
}

const paint = (on: boolean, code: string, text: string): string => (on ? `\x1b[${code}m${text}\x1b[0m` : text);
const severityCode = { error: '31', warning: '33', info: '36' } as const;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Tabs and control characters would misplace the caret or drive the terminal; show them inert. */
function visible(line: string): string {
  return line.replace(/[\t\x00-\x08\x0b-\x1f\x7f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => (c === '\t' ? ' ' : '\ufffd'));
}

function quote(d: Diagnostic, report: LintReport, style: TextStyle): string[] {
  const line = report.sourceLine(d.file, d.line);
  if (line === undefined || line.length === 0) return [];
  const max = 160;
  const start = Math.max(0, Math.min(d.column - 1 - 40, line.length - max));
  const shown = visible(line.slice(start, start + max));
  const caret = ' '.repeat(Math.max(0, d.column - 1 - start));
  const gutter = `${String(d.line).padStart(5)} | `;
  return [`${gutter}${start > 0 ? '…' : ''}${shown}`, `${' '.repeat(gutter.length + (start > 0 ? 1 : 0))}${caret}${paint(style.color, '1;31', '^')}`];
}

export function formatText(report: LintReport, style: TextStyle): string {
  const out: string[] = [];
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of report.diagnostics) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  for (const [file, list] of byFile) {
    out.push(paint(style.color, '4', file));
    for (const d of list) {
      const where = `${file}:${d.line}:${d.column}`;
      out.push(`  ${where}  ${paint(style.color, severityCode[d.severity], d.severity)}  ${d.message}  ${paint(style.color, '2', d.ruleId)}`);
      for (const l of quote(d, report, style)) out.push(`  ${l}`);
    }
    out.push('');
  }
  const s = report.summary;
  const counts = [plural(s.errors, 'error'), plural(s.warnings, 'warning'), ...(s.infos > 0 ? [plural(s.infos, 'note')] : []), ...(s.suppressed > 0 ? [`${s.suppressed} suppressed`] : [])];
  const verdict = s.errors > 0 ? paint(style.color, '31', '✖') : paint(style.color, '32', '✔');
  out.push(`${verdict} ${report.command}: ${counts.join(', ')} in ${plural(s.skills, 'skill')} (${plural(s.files, 'file')}), ${s.elapsedMs} ms`);
  if (report.outcome !== undefined) out.push(report.outcome);
  return `${out.join('\n')}\n`;
}
