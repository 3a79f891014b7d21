// The data every output format renders.
import type { PackageContents } from '../../bundle/package-contents.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';

export interface ReportSummary {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
  readonly suppressed: number;
  readonly skills: number;
  readonly files: number;
  readonly elapsedMs: number;
}

export interface LintReport {
  readonly command: 'build' | 'check' | 'lint' | 'verify';
  readonly diagnostics: readonly Diagnostic[];
  readonly summary: ReportSummary;
  /** Line text by `file`, for formats that quote the offending line (absent for unread files). */
  readonly sourceLine: (file: string, line: number) => string | undefined;
  /** A closing sentence (`wrote generated/skills.ts`, `generated/skills.ts is up to date`). */
  readonly outcome: string | undefined;
  /**
   * Absolute directory `file` paths are relative to (the config's directory). When known, formats
   * show paths relative to the working directory (text) or the workflow's checkout (github).
   */
  readonly baseDir?: string;
  /** Build and check: scripts shipped, files excluded, and what was left out of the package and why. */
  readonly contents?: PackageContents;
}

export function summarize(diagnostics: readonly Diagnostic[], extra: Omit<ReportSummary, 'errors' | 'warnings' | 'infos'>): ReportSummary {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
    else infos++;
  }
  return { errors, warnings, infos, ...extra };
}

/** `1 error`, `2 warnings`. */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A run's counts and scope, as the text and GitHub formats end with: `2 errors, 1 warning in 3 skills (12 files), 40 ms`. */
export function summaryCounts(s: ReportSummary): string {
  const counts = [
    plural(s.errors, 'error'),
    plural(s.warnings, 'warning'),
    ...(s.infos > 0 ? [plural(s.infos, 'note')] : []),
    ...(s.suppressed > 0 ? [`${s.suppressed} suppressed`] : []),
  ];
  return `${counts.join(', ')} in ${plural(s.skills, 'skill')} (${plural(s.files, 'file')}), ${s.elapsedMs} ms`;
}
