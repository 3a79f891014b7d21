// Runs every rule over a loaded catalog and turns reports into ordered, de-duplicated diagnostics.
// The rules that read the skills' texts run one group of skills at a time, each group's texts and
// Markdown readings let go before the next (skill-groups.ts); the others run once over the catalog.
import { compareDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { LoadedFile } from '../load/loaded-file.js';
import type { LoadedCatalog, LoadedSkill } from '../load/model.js';
import { RunMemo } from '../load/run-memo.js';
import { diagnosticFrom } from '../rules/diagnostic-from.js';
import type { LintRule, Rule } from '../rules/rule.js';
import type { SeverityPolicy } from './severity-policy.js';
import { groupCatalog, skillGroups } from './skill-groups.js';
import { readsSkillTexts } from './text-rules.js';

export function runRules(catalog: LoadedCatalog, rules: readonly Rule[], policy: SeverityPolicy): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  const run = (rule: LintRule, seenBy: LoadedCatalog, memo: RunMemo): void => {
    const { meta } = rule;
    rule.check({
      catalog: seenBy,
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
  };
  // A reported rule's findings come from its reporter (ReportedRule), not from this pass.
  const checked = rules.filter((rule): rule is LintRule => rule.check !== undefined);
  const byGroup = checked.filter((rule) => readsSkillTexts(rule.meta.id));
  const once = checked.filter((rule) => !readsSkillTexts(rule.meta.id));
  if (byGroup.length > 0) {
    for (const group of skillGroups(catalog.skills)) {
      const seenBy = groupCatalog(catalog, group);
      const memo = new RunMemo();
      for (const rule of byGroup) run(rule, seenBy, memo);
      releaseTexts(group);
    }
  }
  const memo = new RunMemo();
  for (const rule of once) run(rule, catalog, memo);
  releaseTexts(catalog.skills);
  return out.sort(compareDiagnostics);
}

/** Lets the decoded texts of these skills' files go: what reads them later decodes them again. */
export function releaseTexts(skills: readonly LoadedSkill[]): void {
  for (const skill of skills) for (const file of skill.files) if (file instanceof LoadedFile) file.release();
}
