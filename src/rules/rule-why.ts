// A rule's `why`: the prose of docs/rules/<id>.md (one Markdown file per rule, read by the docs
// generator and `explain`), or, for a rule that still carries it inline, its metadata's `docs.why`.
import type { RuleMeta } from './rule.js';
import { whyText } from './why-texts.js';

export function ruleWhy(meta: Pick<RuleMeta<string>, 'id' | 'docs'>): string {
  return meta.docs.why ?? whyText(meta.id) ?? '';
}
