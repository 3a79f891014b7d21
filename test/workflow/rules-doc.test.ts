// docs/rules.md has exactly one section per rule and is what scripts/gen-rules-doc.mjs writes from
// the rule metadata today (`npm run docs:rules` regenerates it).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { ruleWhy } from '../../src/rules/rule-docs.js';
import { defineRule, type Rule } from '../../src/rules/rule.js';
import { documentedRuleIds, renderRulesDoc, rulesDocProblems } from '../../scripts/rules-doc.js';

const doc = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');

const fakeRule = (id: string): Rule =>
  defineRule({
    meta: { id, severity: 'error', guardsSafety: false, docs: { summary: 's', why: 'w', fix: 'f', example: 'e' }, messages: { m: 'm' } },
    check() {},
  }) as Rule;

describe('docs/rules.md', () => {
  it('has one section per rule and no section that names no rule', () => {
    expect(rulesDocProblems(doc, allRules)).toEqual([]);
    expect(documentedRuleIds(doc)).toEqual(allRules.map((r) => r.meta.id));
  });

  it('is not stale against the rule metadata (run `npm run docs:rules`)', () => {
    expect(doc).toBe(renderRulesDoc(allRules));
  });

  it('gives every section what, why, how to fix and an example', () => {
    for (const rule of allRules) {
      const start = doc.indexOf(`## ${rule.meta.id}\n`);
      const end = doc.indexOf('\n## ', start + 1);
      const section = doc.slice(start, end === -1 ? undefined : end);
      expect(section).toContain(rule.meta.docs.summary);
      expect(section).toContain(`**Why.** ${ruleWhy(rule.meta)}`);
      expect(section).toContain(`**How to fix.** ${rule.meta.docs.fix}`);
      expect(section).toContain(`**Example.** ${rule.meta.docs.example}`);
    }
  });
});

describe('rulesDocProblems', () => {
  const rules = [fakeRule('a/one'), fakeRule('a/two')];
  it.each([
    ['a missing section', '## a/one\n', ['rule a/two has no section']],
    ['a section naming no rule', '## a/one\n## a/two\n## a/three\n', ['section "## a/three" names no rule']],
    ['a repeated section', '## a/one\n## a/two\n## a/one\n', ['rule a/one has more than one section']],
    ['a heading inside a code fence (ignored)', '## a/one\n```\n## a/zzz\n```\n## a/two\n', []],
  ])('reports %s', (_name, markdown, expected) => {
    expect(rulesDocProblems(markdown, rules)).toEqual(expected);
  });
});
