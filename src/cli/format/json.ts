// `--format json`: one JSON object, exactly the DESIGN.md shape.
import type { LintReport } from './report.js';

export function formatJson(report: LintReport): string {
  const { summary } = report;
  return `${JSON.stringify({
    version: 1,
    ok: summary.errors === 0,
    diagnostics: report.diagnostics.map((d) => ({
      ruleId: d.ruleId,
      messageId: d.messageId,
      severity: d.severity,
      message: d.message,
      file: d.file,
      line: d.line,
      column: d.column,
      ...(d.endLine === undefined ? {} : { endLine: d.endLine }),
      ...(d.endColumn === undefined ? {} : { endColumn: d.endColumn }),
      ...(d.fingerprint === undefined ? {} : { fingerprint: d.fingerprint }),
    })),
    summary: {
      errors: summary.errors,
      warnings: summary.warnings,
      infos: summary.infos,
      suppressed: summary.suppressed,
      skills: summary.skills,
      files: summary.files,
      ...(report.contents === undefined
        ? {}
        : { package: { scripts: report.contents.scripts, excluded: report.contents.excluded, leftOut: report.contents.leftOut } }),
    },
  })}\n`;
}
