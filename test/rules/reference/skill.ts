// A skill with a checklist, a script and a template, and a body sentence on file line 11, for the reference rules' tables.
import type { FixtureTree } from '../../support/fixture.js';
import { validSkillMd } from '../../support/fixture.js';

export const files: FixtureTree = {
  'skills/a/references/review-checklist.md': '# Checklist\n',
  'skills/a/scripts/run.txt': 'run\n',
  'skills/a/assets/template.md': 'T\n',
};

/** The skill with `sentence` as its body (file line 11) and `extra` files (paths relative to the skill). */
export function body(sentence: string, extra: Record<string, string> = {}): FixtureTree {
  const tree: FixtureTree = { 'skills/a/SKILL.md': validSkillMd('a', { body: sentence }), ...files };
  for (const [path, text] of Object.entries(extra)) tree[`skills/a/${path}`] = text;
  return tree;
}
