// The rule tester's exemption list (reportedOutsideLint) holds exactly the rules whose check reads
// nothing of the sources, each reported by a module outside the rules (a command, or the lint stage
// after the rules); and the exemption is narrow: such a rule's table still needs valid cases, and any
// other rule still needs both kinds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import type { Rule } from '../../src/rules/rule.js';
import { RunMemo } from '../../src/load/run-memo.js';
import { loadFixture, validSkillMd } from '../support/fixture.js';
import { checkRuleTable, reportedOutsideLint } from '../support/rule-tester.js';

/** The names a rule's check reads from its context (catalog, report), over a real catalog. */
function contextReads(rule: Rule): string[] {
  const catalog = loadFixture({ 'skills/demo/SKILL.md': validSkillMd('demo'), 'skills/demo/references/notes.md': '# Notes\n' });
  const reads = new Set<string>();
  const context = new Proxy(
    { catalog, memo: new RunMemo(), report: () => undefined },
    {
      get(target, property, receiver) {
        reads.add(String(property));
        return Reflect.get(target, property, receiver);
      },
    },
  );
  rule.check(context);
  return [...reads];
}

/** Source files outside the rules layer that report findings of their own: the lint stage and the commands. */
function reporterSources(): string[] {
  const files: string[] = [];
  for (const dir of ['src/lint', 'src/emit', 'src/targets', 'src/cli']) {
    for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      if (entry.endsWith('.ts')) files.push(readFileSync(join(dir, entry), 'utf8'));
  }
  return files;
}

describe('rules reported outside lint', () => {
  it('are exactly the rules whose check reads nothing of the sources', () => {
    const silent = allRules.filter((rule) => contextReads(rule).length === 0).map((rule) => rule.meta.id);
    expect(silent.sort()).toEqual([...reportedOutsideLint.keys()].sort());
  });

  it('are each reported outside the rules: a lint-stage or command module builds its findings', () => {
    const sources = reporterSources();
    for (const id of reportedOutsideLint.keys()) {
      expect(
        sources.some((text) => text.includes(`/rules/${id}.js'`) && /diagnosticFrom\(/.test(text)),
        id,
      ).toBe(true);
    }
  });

  it('may have a table of valid cases only, but not an empty one nor one with invalid cases', () => {
    const rule = allRules.find((r) => reportedOutsideLint.has(r.meta.id))!;
    const tree = { 'skills/demo/SKILL.md': validSkillMd('demo') };
    expect(() => checkRuleTable(rule, { valid: [{ name: 'v', tree }], invalid: [] })).not.toThrow();
    expect(() => checkRuleTable(rule, { valid: [], invalid: [] })).toThrow(/reported outside lint/);
    expect(() => checkRuleTable(rule, { valid: [{ name: 'v', tree }], invalid: [{ name: 'i', tree, errors: [] }] })).toThrow(
      /no invalid one/,
    );
  });

  it('does not exempt any other rule from needing both kinds of case', () => {
    const tree = { 'skills/demo/SKILL.md': validSkillMd('demo') };
    for (const rule of allRules.filter((r) => !reportedOutsideLint.has(r.meta.id))) {
      expect(() => checkRuleTable(rule, { valid: [{ name: 'v', tree }], invalid: [] }), rule.meta.id).toThrow(
        /at least one valid and one invalid/,
      );
    }
  });
});
