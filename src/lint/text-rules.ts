// Which rules read the texts of the skills' files (or their Markdown readings): the rule pass runs
// these one group of skills at a time (run-rules.ts). Each reads only its own skill's files and looks
// at other skills only through `allSkills`; test/lint/group-pass.test.ts checks that running them by
// group finds exactly what running them over the whole catalog finds.
import { textSecretRules } from '../rules/secret/index.js';

const textRuleIds: ReadonlySet<string> = new Set([
  'content/invalid-utf8',
  'content/json-syntax',
  'content/nul-byte',
  'hidden/html-comment',
  'hidden/invisible-unicode',
  'reference/absolute',
  'reference/depth',
  'reference/escapes-skill',
  'reference/outside-skill',
  'reference/unresolved',
]);

export function readsSkillTexts(ruleId: string): boolean {
  return textRuleIds.has(ruleId) || textSecretRules.has(ruleId);
}
