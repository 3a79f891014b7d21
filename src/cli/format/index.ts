// Picks and runs an output format. `github` is the default inside GitHub Actions (GITHUB_ACTIONS=true),
// `text` everywhere else; `--format` always wins.
import { appendFileSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { escapeControls, isUnsafeForOutput } from '../../runtime/quote-text.js';
import type { CliIo } from '../io.js';
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import type { LintReport } from './report.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';

export const formatNames = ['text', 'json', 'sarif', 'github'] as const;
export type FormatName = (typeof formatNames)[number];

export function defaultFormat(io: CliIo): FormatName {
  return io.env['GITHUB_ACTIONS'] === 'true' ? 'github' : 'text';
}

/** Colour only on a terminal, never with NO_COLOR set to anything but "" (no-color.org), nor TERM=dumb. */
export function useColor(io: CliIo): boolean {
  return io.stdout.isTTY === true && (io.env['NO_COLOR'] ?? '') === '' && io.env['TERM'] !== 'dumb';
}

/**
 * `file` (relative to the config's directory) as seen from `dir`, `/`-separated; paths that would
 * leave `dir` are kept as they are unless `outside` allows `../`.
 */
function pathFrom(dir: string, report: LintReport, outside: boolean): (file: string) => string {
  if (report.baseDir === undefined) return (file) => file;
  const baseDir = report.baseDir;
  return (file) => {
    // Only Windows separators become `/`: on POSIX a `\` is part of the name and is kept.
    const native = relative(dir, resolve(baseDir, file));
    const shown = sep === '\\' ? native.split('\\').join('/') : native;
    return shown === '' || isAbsolute(shown) || (!outside && shown.startsWith('../')) ? file : shown;
  };
}

export function render(format: FormatName, report: LintReport, io: CliIo): string {
  switch (format) {
    case 'json':
      return jsonSafe(formatJson(report));
    case 'sarif':
      return jsonSafe(formatSarif(report));
    case 'github': {
      const workspace = io.env['GITHUB_WORKSPACE'];
      const output = formatGithub(report, {
        path: pathFrom(workspace !== undefined && workspace !== '' ? workspace : io.cwd, report, false),
      });
      const summaryFile = io.env['GITHUB_STEP_SUMMARY'];
      if (output.summary === undefined || summaryFile === undefined || summaryFile === '') return output.log;
      try {
        appendFileSync(summaryFile, output.summary);
        return output.log;
      } catch (error) {
        return `${output.log}skillpack: could not append to GITHUB_STEP_SUMMARY (${(error as NodeJS.ErrnoException).code ?? String(error)})\n`;
      }
    }
    case 'text':
      return formatText(report, { color: useColor(io), path: pathFrom(io.cwd, report, true) });
  }
}

/**
 * JSON.stringify escapes C0 controls (ESC included) but leaves C1 controls, bidi controls and line
 * separators raw; they can only sit inside strings, where `\uXXXX` means the same, so no format ever
 * prints one raw to a terminal or CI log.
 */
function jsonSafe(json: string): string {
  // C0 controls inside strings are escaped already; outside them they are the pretty-printer's newlines.
  return json.replace(/[\u007f-\uffff]/g, (c) => (isUnsafeForOutput(c.charCodeAt(0)) ? escapeControls(c) : c));
}
