// Runs every rule over a loaded catalog and turns reports into ordered, de-duplicated diagnostics.
import { compareDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { LoadedCatalog } from '../load/model.js';
import { RunMemo } from '../load/run-memo.js';
import { diagnosticFrom } from '../rules/diagnostic-from.js';
import type { Rule } from '../rules/rule.js';
import type { SeverityPolicy } from './severity-policy.js';

export function runRules(catalog: LoadedCatalog, rules: readonly Rule[], policy: SeverityPolicy): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  const memo = new RunMemo();
  for (const rule of rules) {
    // A reported rule's findings come from its reporter (ReportedRule), not from this pass.
    if (rule.check === undefined) continue;
    const { meta } = rule;
    rule.check({
      catalog,
      memo,
      report(report) {
        if (meta.messages[report.messageId] === undefined)
          throw new Error(`rule ${meta.id} reported unknown message id "${report.messageId}"`);
        const severity = policy(meta.id, report.file, report.severity ?? meta.severity);
        if (severity === 'off') return;
        const diagnostic = diagnosticFrom(rule, report, severity);
        const key = `${diagnostic.ruleId}\0${diagnostic.file}\0${diagnostic.line}\0${diagnostic.column}\0${diagnostic.message}`;
        if (seen.has(key)) return;
        seen.add(key);
        out.push(diagnostic);
      },
    });
  }
  return out.sort(compareDiagnostics);
}
