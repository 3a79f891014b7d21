// The registry of every rule the linter can report, in a stable order.
import { frontmatterRules } from './frontmatter/index.js';
import { staleModule } from './generated/stale-module.js';
import { packagingRules } from './packaging/index.js';
import type { Rule } from './rule.js';
import { secretRules } from './secret/index.js';

export const allRules: readonly Rule[] = [...packagingRules, ...frontmatterRules, ...secretRules, staleModule];

const byId = new Map(allRules.map((rule) => [rule.meta.id, rule]));

export function findRule(id: string): Rule | undefined {
  return byId.get(id);
}
