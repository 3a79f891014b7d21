// A rule's report as a diagnostic: the message template filled with the report's data, the rule's
// message id kept, positions defaulting to the file's start. The one place a report becomes data.
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';
import { fingerprintOf } from '../diagnostics/fingerprint.js';
import { fillMessage } from '../diagnostics/message.js';
import type { Report, Rule } from './rule.js';

export function diagnosticFrom<M extends string>(
  rule: Rule<M>,
  report: Report<M>,
  severity: Severity = report.severity ?? rule.meta.severity,
): Diagnostic {
  const { meta } = rule;
  const template = meta.messages[report.messageId];
  if (template === undefined) throw new Error(`rule ${meta.id} reported unknown message id "${report.messageId}"`);
  return {
    ruleId: meta.id,
    messageId: report.messageId,
    severity,
    message: fillMessage(template, report.data),
    file: report.file,
    line: report.line ?? 1,
    column: report.column ?? 1,
    ...(report.endLine === undefined ? {} : { endLine: report.endLine }),
    ...(report.endColumn === undefined ? {} : { endColumn: report.endColumn }),
    ...(report.secret === undefined ? {} : { fingerprint: fingerprintOf(meta.id, report.secret) }),
  };
}
