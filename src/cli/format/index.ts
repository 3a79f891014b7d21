// Picks and runs an output format. `github` is the default inside GitHub Actions (GITHUB_ACTIONS=true),
// `text` everywhere else; `--format` always wins.
import { appendFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
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
    const shown = relative(dir, resolve(baseDir, file)).split('\\').join('/');
    return shown === '' || isAbsolute(shown) || (!outside && shown.startsWith('../')) ? file : shown;
  };
}

export function render(format: FormatName, report: LintReport, io: CliIo): string {
  switch (format) {
    case 'json':
      return formatJson(report);
    case 'sarif':
      return formatSarif(report);
    case 'github': {
      const workspace = io.env['GITHUB_WORKSPACE'];
      const output = formatGithub(report, { path: pathFrom(workspace !== undefined && workspace !== '' ? workspace : io.cwd, report, false) });
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
