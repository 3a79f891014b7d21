// Applies the profile's severities, then the config's per-rule and per-path settings. Locked rules
// (`guardsSafety`, README "Locked rules") can be raised but never switched off or downgraded.
import { UserError } from '../diagnostics/user-error.js';
import type { ResolvedConfig, SeveritySetting } from '../config/types.js';
import type { Rule } from '../rules/rule.js';
import type { Severity } from '../diagnostics/diagnostic.js';
import { compileGlob } from '../config/glob.js';
import { nearestName } from '../config/nearest-name.js';

const rank: Record<SeveritySetting, number> = { off: 0, info: 1, warning: 2, error: 3 };

export type SeverityPolicy = (ruleId: string, file: string, reported: Severity) => Severity | 'off';

export function createSeverityPolicy(config: ResolvedConfig, rules: readonly Rule[]): SeverityPolicy {
  const byId = new Map(rules.map((r) => [r.meta.id, r]));
  const problems: string[] = [];
  const check = (where: string, settings: { readonly [id: string]: SeveritySetting }): void => {
    for (const [id, setting] of Object.entries(settings)) {
      const rule = byId.get(id);
      if (rule === undefined) {
        const near = nearestName(id, [...byId.keys()]);
        problems.push(
          `${where}["${id}"]: no such rule${near === undefined ? '' : `; did you mean "${near}"?`} (\`npx skillpack explain --list\` prints every rule id)`,
        );
      } else if (rule.meta.guardsSafety && rank[setting] < rank[rule.meta.severity]) {
        problems.push(
          `${where}["${id}"]: "${id}" is locked (README "Locked rules") and cannot be set to "${setting}"; only raising its severity is allowed`,
        );
      }
    }
  };
  check('$.rules', config.rules);
  config.overrides.forEach((o, i) => check(`$.overrides[${i}].rules`, o.rules));
  if (problems.length > 0)
    throw new UserError('config-schema', `${config.configFile}: invalid severity settings\n${problems.map((p) => `  ${p}`).join('\n')}`);

  const base: { [id: string]: SeveritySetting } = {};
  for (const [id, setting] of Object.entries(config.profile.rules)) if (byId.has(id)) base[id] = setting;
  Object.assign(base, config.rules);
  const overrides = config.overrides.map((o) => ({ patterns: o.files.map(compileGlob), rules: o.rules }));
  if (Object.keys(base).length === 0 && overrides.length === 0) return (_id, _file, reported) => reported;
  return (ruleId, file, reported) => {
    let setting: SeveritySetting | undefined = base[ruleId];
    for (const o of overrides) {
      const value = o.rules[ruleId];
      if (value !== undefined && o.patterns.some((p) => p.test(file))) setting = value;
    }
    // A setting replaces the rule's default; a report that is already weaker (an info note) stays so.
    if (setting === undefined || setting === 'off') return setting ?? reported;
    const rule = byId.get(ruleId);
    return rule !== undefined && reported !== rule.meta.severity ? reported : setting;
  };
}
