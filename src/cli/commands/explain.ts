// `skillpack explain RULE-ID`: what a rule checks, why, how to fix it, and an example.
import { describeValue } from '../../config/describe-value.js';
import { allRules, findRule } from '../../rules/index.js';
import { ruleDocsUrl } from '../../rules/docs-url.js';
import { ruleWhy } from '../../rules/rule-docs.js';
import { exitCodes, type CliIo } from '../io.js';
import { profiles } from '../../config/profiles.js';

/** The rule's own (strict) severity, then where a built-in profile sets another. */
function profileSeverities(id: string, severity: string): string {
  const other = Object.values(profiles)
    .filter((p) => (p.rules[id] ?? severity) !== severity)
    .map((p) => `${p.rules[id] ?? severity} in ${p.name}`);
  return other.length === 0 ? severity : `${severity}; ${other.join(', ')}`;
}

export function runExplain(ruleId: string | undefined, list: boolean, io: CliIo): number {
  if (list || ruleId === undefined) {
    if (ruleId === undefined && !list) {
      io.stderr.write('skillpack explain: name a rule id, e.g. `skillpack explain filesystem/symlink`, or use --list.\n');
      return exitCodes.usage;
    }
    for (const rule of allRules) io.stdout.write(`${rule.meta.id.padEnd(36)} ${rule.meta.severity.padEnd(8)}${rule.meta.docs.summary}\n`);
    return exitCodes.ok;
  }
  const rule = findRule(ruleId);
  if (rule === undefined) {
    const near = allRules
      .map((r) => r.meta.id)
      .filter((id) => id.includes(ruleId.split('/').pop() ?? ruleId))
      .slice(0, 5);
    io.stderr.write(
      `skillpack explain: no rule ${describeValue(ruleId)}.${near.length > 0 ? ` Did you mean ${near.join(', ')}?` : ''} Run \`skillpack explain --list\` for every rule id.\n`,
    );
    return exitCodes.usage;
  }
  const { meta } = rule;
  io.stdout.write(
    [
      `${meta.id} (${profileSeverities(meta.id, meta.severity)}${meta.guardsSafety ? '; locked: cannot be switched off or downgraded' : ''})`,
      '',
      meta.docs.summary,
      '',
      `Why: ${ruleWhy(meta)}`,
      '',
      `How to fix: ${meta.docs.fix}`,
      '',
      `Example: ${meta.docs.example}`,
      '',
      `Docs: ${ruleDocsUrl(meta.id)}`,
      '',
    ].join('\n'),
  );
  return exitCodes.ok;
}
