// The table of a reported rule (a ReportedRule of src/rules/rule.ts: metadata and messages, no check),
// in the manner of the rule tester: `valid` trees its reporter must not report on, and `invalid` trees
// with the exact findings (message id, position, and the message where the case names it) the real
// reporter makes. The reporter is the code the command or lint stage runs (`check`'s comparison of the
// generated files, the lint stage's suppression pass), handed each case's tree and config. The tester
// fails a table without both kinds of case, a finding of another rule, a message left with an unfilled
// `{placeholder}`, and a message id that no invalid case reports.
import { describe, expect, it } from 'vitest';
import type { Diagnostic, Severity } from '../../src/diagnostics/diagnostic.js';
import { unfilledPlaceholders } from '../../src/diagnostics/message.js';
import type { ReportedRule } from '../../src/rules/rule.js';
import type { FixtureConfig, FixtureTree } from './fixture.js';
import { RuleTesterError } from './rule-tester.js';

export interface ReportedCase {
  /** What the case shows; the test's title. */
  readonly name: string;
  /** Files relative to the config directory, generated files included. */
  readonly tree: FixtureTree;
  readonly config?: FixtureConfig;
}

export interface ExpectedReport {
  readonly messageId: string;
  /** The filled message, compared whole when given (asymmetric matchers welcome). */
  readonly message?: unknown;
  readonly file?: string;
  readonly line: number;
  readonly column: number;
  readonly severity?: Severity;
}

export interface ReportedInvalidCase extends ReportedCase {
  readonly errors: readonly ExpectedReport[];
}

export interface ReportedTable {
  readonly valid: readonly ReportedCase[];
  readonly invalid: readonly ReportedInvalidCase[];
}

/** The real reporter of a rule: the findings it makes over one case's tree (of any rule; the tester keeps the rule's). */
export type Reporter = (ruleCase: ReportedCase) => readonly Diagnostic[];

/** The rule's findings in a case, checked for unknown message ids and unfilled placeholders. */
export function reportedFindings(rule: ReportedRule, reporter: Reporter, ruleCase: ReportedCase): Diagnostic[] {
  const found = reporter(ruleCase).filter((d) => d.ruleId === rule.meta.id);
  for (const diagnostic of found) {
    const template = rule.meta.messages[diagnostic.messageId];
    if (template === undefined) throw new RuleTesterError(`${rule.meta.id} reported an unknown message id "${diagnostic.messageId}"`);
    // A placeholder left unfilled stays in the message as written (src/diagnostics/message.ts).
    const left = unfilledPlaceholders(template, undefined).filter((key) => diagnostic.message.includes(`{${key}}`));
    if (left.length > 0)
      throw new RuleTesterError(
        `${rule.meta.id} message "${diagnostic.messageId}" leaves ${left.map((k) => `{${k}}`).join(', ')} unfilled`,
      );
  }
  return found;
}

/** Message ids of `rule` that no invalid case of the table reports. */
export function reportedMessagesWithoutCase(rule: ReportedRule, table: ReportedTable): string[] {
  const reported = new Set(table.invalid.flatMap((c) => c.errors.map((e) => e.messageId)));
  return Object.keys(rule.meta.messages).filter((id) => !reported.has(id));
}

function observed(diagnostic: Diagnostic, expected: ExpectedReport): ExpectedReport {
  return {
    messageId: diagnostic.messageId,
    ...(expected.message === undefined ? {} : { message: diagnostic.message }),
    ...(expected.file === undefined ? {} : { file: diagnostic.file }),
    line: diagnostic.line,
    column: diagnostic.column,
    ...(expected.severity === undefined ? {} : { severity: diagnostic.severity }),
  };
}

/** Defines the rule's tests: one per case, under the rule id, each run through the real reporter. */
export function reporterTester(rule: ReportedRule, reporter: Reporter, table: ReportedTable): void {
  describe(`${rule.meta.id} (reported by ${rule.reportedBy.split(',')[0]})`, () => {
    it('has valid and invalid cases, and an invalid case for every message', () => {
      if (table.valid.length === 0 || table.invalid.length === 0)
        throw new RuleTesterError(
          `${rule.meta.id}: a reported rule's table needs at least one valid and one invalid case (has ${table.valid.length} valid, ${table.invalid.length} invalid)`,
        );
      expect(reportedMessagesWithoutCase(rule, table)).toEqual([]);
    });
    for (const ruleCase of table.valid) {
      it(`valid: ${ruleCase.name}`, () => {
        expect(reportedFindings(rule, reporter, ruleCase)).toEqual([]);
      });
    }
    for (const ruleCase of table.invalid) {
      it(`invalid: ${ruleCase.name}`, () => {
        const found = reportedFindings(rule, reporter, ruleCase);
        const fallback: ExpectedReport = { messageId: '', line: 0, column: 0 };
        expect(found.map((d, i) => observed(d, ruleCase.errors[i] ?? ruleCase.errors[0] ?? fallback))).toEqual(ruleCase.errors);
      });
    }
  });
}
