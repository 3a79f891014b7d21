// The rule tester itself: it fails a rule whose message keeps an unfilled placeholder, a table
// without both kinds of case, and a finding whose message id, data or position differs.
import { describe, expect, it } from 'vitest';
import { defineRule } from '../../src/rules/rule.js';
import { checkRuleTable, expectFindings, messagesWithoutCase, runRuleCase, RuleTesterError } from '../support/rule-tester.js';
import { validSkillMd } from '../support/fixture.js';

const docs = { summary: 's', why: 'w', fix: 'f', example: 'e' };
const tree = { 'skills/demo/SKILL.md': validSkillMd('demo') };

/** Reports every SKILL.md with `data`. */
const planted = (data: { readonly [key: string]: string } | undefined) =>
  defineRule({
    meta: { id: 'test/planted', severity: 'error', guardsSafety: false, docs, messages: { found: 'Skill "{name}" at {where}; fix it.' } },
    check({ catalog, report }) {
      for (const skill of catalog.skills)
        report({ messageId: 'found', ...(data === undefined ? {} : { data }), file: `${skill.dir}/SKILL.md`, line: 2, column: 3 });
    },
  });

describe('the rule tester', () => {
  it('fails a message with an unfilled placeholder', () => {
    expect(() => runRuleCase(planted({ name: 'demo' }), { name: 'planted', tree })).toThrow(RuleTesterError);
    expect(() => runRuleCase(planted({ name: 'demo' }), { name: 'planted', tree })).toThrow(/leaves \{where\} unfilled/);
    expect(() => runRuleCase(planted(undefined), { name: 'planted', tree })).toThrow(/leaves \{name\}, \{where\} unfilled/);
  });

  it('passes the same message with its data filled', () => {
    const findings = runRuleCase(planted({ name: 'demo', where: 'the top' }), { name: 'filled', tree });
    expect(findings.map((f) => f.diagnostic.message)).toEqual(['Skill "demo" at the top; fix it.']);
    expect(findings.map((f) => f.diagnostic.messageId)).toEqual(['found']);
  });

  it('fails a table without both kinds of case', () => {
    const rule = planted({ name: 'demo', where: 'x' });
    expect(() => checkRuleTable(rule, { valid: [], invalid: [{ name: 'i', tree, errors: [] }] })).toThrow(
      /at least one valid and one invalid/,
    );
    expect(() => checkRuleTable(rule, { valid: [{ name: 'v', tree }], invalid: [] })).toThrow(/at least one valid and one invalid/);
    expect(() => checkRuleTable(rule, { valid: [{ name: 'v', tree }], invalid: [{ name: 'i', tree, errors: [] }] })).not.toThrow();
  });

  it('fails a finding whose message id, data or position differs, or a missing one', () => {
    const rule = planted({ name: 'demo', where: 'x' });
    const findings = runRuleCase(rule, { name: 'one', tree });
    const right = { messageId: 'found', data: { name: 'demo', where: 'x' }, file: 'skills/demo/SKILL.md', line: 2, column: 3 };
    expect(() => expectFindings(rule, findings, [right])).not.toThrow();
    expect(() => expectFindings(rule, findings, [{ ...right, line: 3 }])).toThrow();
    expect(() => expectFindings(rule, findings, [{ ...right, data: { name: 'other', where: 'x' } }])).toThrow();
    expect(() => expectFindings(rule, findings, [right, right])).toThrow();
    expect(() => expectFindings(rule, findings, [])).toThrow();
    const { data: _data, ...withoutData } = right;
    expect(() => expectFindings(rule, findings, [withoutData])).toThrow(/must give the data/);
  });
});

describe('every message has an invalid case', () => {
  const twoMessages = defineRule({
    meta: {
      id: 'test/two',
      severity: 'error',
      guardsSafety: false,
      docs,
      messages: { first: 'First; fix it.', second: 'Second; fix it.' },
    },
    check() {},
  });
  const first = { name: 'i', tree, errors: [{ messageId: 'first', line: 1, column: 1 }] };

  it('names a message no invalid case of any table reports', () => {
    expect(messagesWithoutCase(twoMessages, [{ valid: [{ name: 'v', tree }], invalid: [first] }])).toEqual(['second']);
  });

  it('counts the cases of every table of the rule, and a named exemption', () => {
    const second = { name: 'j', tree, errors: [{ messageId: 'second', line: 1, column: 1 }] };
    expect(
      messagesWithoutCase(twoMessages, [
        { valid: [], invalid: [first] },
        { valid: [], invalid: [second] },
      ]),
    ).toEqual([]);
    expect(
      messagesWithoutCase(twoMessages, [{ valid: [], invalid: [first], messagesWithoutCase: { second: 'reported only on a live disk' } }]),
    ).toEqual([]);
  });
});
