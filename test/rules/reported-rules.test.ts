// Rules reported outside the rule pass are modelled as such (ReportedRule in src/rules/rule.ts: no
// check, and `reportedBy` naming the reporter): every rule with a check reads the sources it is
// handed, every reported rule's named reporter builds its findings, the lint pass never runs one, and
// each has a table run through its real reporter (test/support/reporter-tester.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { runRules } from '../../src/lint/run-rules.js';
import { RunMemo } from '../../src/load/run-memo.js';
import { allRules } from '../../src/rules/index.js';
import type { LintRule, Rule } from '../../src/rules/rule.js';
import { loadFixture, validSkillMd } from '../support/fixture.js';
import { reportedFindings, reportedMessagesWithoutCase } from '../support/reporter-tester.js';
import { RuleTesterError } from '../support/rule-tester.js';

const reported = allRules.filter((rule) => rule.check === undefined);
const catalog = () => loadFixture({ 'skills/demo/SKILL.md': validSkillMd('demo'), 'skills/demo/references/notes.md': '# Notes\n' });

/** The names a rule's check reads from its context (catalog, memo, report), over a real catalog. */
function contextReads(rule: LintRule): string[] {
  const reads = new Set<string>();
  const context = new Proxy(
    { catalog: catalog(), memo: new RunMemo(), report: () => undefined },
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

/** The source files a `reportedBy` names (`src/…ts`). */
const namedSources = (rule: Rule): string[] => [...(rule.reportedBy ?? '').matchAll(/src\/[\w/.-]+\.ts/g)].map((m) => m[0]);

describe('rules reported outside the rule pass', () => {
  it('are the generated-file rules and the suppression findings, each naming its reporter', () => {
    expect(reported.map((rule) => rule.meta.id).sort()).toEqual([
      'generated/left-out',
      'generated/stale-module',
      'generated/stale-target',
      'secret/invalid-suppression',
    ]);
  });

  it('every rule with a check reads the sources it is handed', () => {
    for (const rule of allRules) if (rule.check !== undefined) expect(contextReads(rule), rule.meta.id).not.toEqual([]);
  });

  it('each names the source files that build its findings, and each of those does', () => {
    for (const rule of reported) {
      const files = namedSources(rule);
      expect(files, rule.meta.id).not.toEqual([]);
      const modulePath = `/rules/${rule.meta.id}.js'`;
      for (const file of files) {
        expect(existsSync(file), `${rule.meta.id}: ${file}`).toBe(true);
        const text = readFileSync(file, 'utf8');
        expect(text.includes(modulePath) && /diagnosticFrom\(/.test(text), `${rule.meta.id}: ${file}`).toBe(true);
      }
    }
  });

  it('each has a table run through its reporter (reporterTester), not the rule tester', () => {
    for (const rule of reported) {
      const test = join('test/rules', `${rule.meta.id}.test.ts`);
      const code = readFileSync(test, 'utf8').replace(/\/\/.*$/gm, '');
      expect(code, test).toMatch(/^reporterTester\(/m);
      expect(code, test).not.toMatch(/\bruleTester\(/);
    }
  });

  it('are skipped by the rule pass', () => {
    expect(runRules(catalog(), reported, () => 'error')).toEqual([]);
  });
});

describe('the reporter tester', () => {
  const rule = reported.find((r) => r.meta.id === 'generated/stale-module')!;
  const tree = { 'skills/demo/SKILL.md': validSkillMd('demo') };
  const finding = (messageId: string, message: string): Diagnostic => ({
    ruleId: rule.meta.id,
    messageId,
    severity: 'error',
    message,
    file: 'generated/skills.ts',
    line: 1,
    column: 1,
  });

  it('names every message id no invalid case reports', () => {
    const ids = Object.keys(rule.meta.messages);
    expect(reportedMessagesWithoutCase(rule, { valid: [], invalid: [] })).toEqual(ids);
    const one = { name: 'i', tree, errors: [{ messageId: 'missing', line: 1, column: 1 }] };
    expect(reportedMessagesWithoutCase(rule, { valid: [], invalid: [one] })).toEqual(ids.filter((id) => id !== 'missing'));
  });

  it("refuses a finding with an unknown message id or an unfilled placeholder, and keeps only the rule's findings", () => {
    const ruleCase = { name: 'c', tree };
    expect(() => reportedFindings(rule, () => [finding('nope', 'x')], ruleCase)).toThrow(RuleTesterError);
    expect(() => reportedFindings(rule, () => [finding('missing', 'The generated module "{file}" does not exist')], ruleCase)).toThrow(
      /leaves \{file\} unfilled/,
    );
    const other = { ...finding('missing', 'x'), ruleId: 'generated/stale-target' };
    expect(reportedFindings(rule, () => [other], ruleCase)).toEqual([]);
  });
});

it('every test file under test/rules/generated is a rule table of its folder', () => {
  for (const file of readdirSync('test/rules/generated'))
    expect(
      allRules.some((r) => `${r.meta.id}.test.ts` === `generated/${file}`),
      file,
    ).toBe(true);
});
