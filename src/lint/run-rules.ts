// Runs every rule over a loaded catalog and turns reports into ordered, de-duplicated diagnostics.
import { createHash } from 'node:crypto';
import type { LoadedCatalog } from '../load/model.js';
import type { Report, Rule } from '../rules/rule.js';
import { compareDiagnostics, type Diagnostic } from './diagnostic.js';
import type { SeverityPolicy } from './severity-policy.js';

function fill(template: string, data: Report<string>['data']): string {
  if (data === undefined) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in data ? String(data[key]) : whole));
}

export function fingerprintOf(ruleId: string, secret: string): string {
  return createHash('sha256').update(`${ruleId}:${secret}`).digest('hex');
}

/** A diagnostic from a rule's report outside a rule run (the check command's stale-module finding). */
export function diagnosticFrom<M extends string>(rule: Rule<M>, report: Report<M>): Diagnostic {
  return {
    ruleId: rule.meta.id,
    severity: report.severity ?? rule.meta.severity,
    message: fill(rule.meta.messages[report.messageId], report.data),
    file: report.file,
    line: report.line ?? 1,
    column: report.column ?? 1,
  };
}

export function runRules(catalog: LoadedCatalog, rules: readonly Rule[], policy: SeverityPolicy): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    const { meta } = rule;
    rule.check({
      catalog,
      report(report) {
        const template = meta.messages[report.messageId];
        if (template === undefined) throw new Error(`rule ${meta.id} reported unknown message id "${report.messageId}"`);
        const severity = policy(meta.id, report.file, report.severity ?? meta.severity);
        if (severity === 'off') return;
        const diagnostic: Diagnostic = {
          ruleId: meta.id,
          severity,
          message: fill(template, report.data),
          file: report.file,
          line: report.line ?? 1,
          column: report.column ?? 1,
          ...(report.endLine === undefined ? {} : { endLine: report.endLine }),
          ...(report.endColumn === undefined ? {} : { endColumn: report.endColumn }),
          ...(report.secret === undefined ? {} : { fingerprint: fingerprintOf(meta.id, report.secret) }),
        };
        const key = `${diagnostic.ruleId}\0${diagnostic.file}\0${diagnostic.line}\0${diagnostic.column}\0${diagnostic.message}`;
        if (seen.has(key)) return;
        seen.add(key);
        out.push(diagnostic);
      },
    });
  }
  return out.sort(compareDiagnostics);
}
