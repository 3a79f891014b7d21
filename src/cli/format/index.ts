// Picks and runs an output format.
import type { CliIo } from '../io.js';
import { formatJson } from './json.js';
import type { LintReport } from './report.js';
import { formatText } from './text.js';

export const formatNames = ['text', 'json'] as const;
export type FormatName = (typeof formatNames)[number];

export function defaultFormat(_io: CliIo): FormatName {
  return 'text';
}

export function render(format: FormatName, report: LintReport, io: CliIo): string {
  if (format === 'json') return formatJson(report);
  const color = io.stdout.isTTY === true && (io.env['NO_COLOR'] ?? '') === '';
  return formatText(report, { color });
}
