// A rule's test as a table, in the manner of ESLint's RuleTester: `valid` trees it must not report
// on, and `invalid` trees with the exact findings (message id, data and position) it must report.
// The rule runs alone over a tree loaded by the real loader (test/support/fixture.ts). The tester
// fails a rule without both kinds of case and any report whose message keeps an unfilled
// `{placeholder}` (docs/rules.md: every message is a complete sentence), and a message id no invalid
// case reports unless an exemption names where it is tested and why. A rule reported outside the rule
// pass has no check (a ReportedRule); its reporter runs under test/support/reporter-tester.ts.
import { describe, expect, it } from 'vitest';
import { compareDiagnostics, type Diagnostic, type Severity } from '../../src/diagnostics/diagnostic.js';
import { unfilledPlaceholders, type MessageData } from '../../src/diagnostics/message.js';
import { diagnosticFrom } from '../../src/rules/diagnostic-from.js';
import type { LoadedCatalog } from '../../src/load/model.js';
import type { LintRule, Report } from '../../src/rules/rule.js';
import { ruleWhy } from '../../src/rules/rule-docs.js';
import { RunMemo } from '../../src/load/run-memo.js';
import { loadFixture, type FixtureConfig, type FixtureTree } from './fixture.js';

export interface RuleCase {
  /** What the case shows; the test's title. */
  readonly name: string;
  /** Files relative to the config directory (`skills/demo/SKILL.md`). */
  readonly tree: FixtureTree;
  /** Config fields; the allowlist defaults to every directory under the root holding a SKILL.md. */
  readonly config?: FixtureConfig;
  /**
   * The loaded catalog as the loader leaves it where no fixture tree can take it: a file changed
   * during its read on a live disk, a walk stopped at its bound.
   */
  readonly asLoaded?: (catalog: LoadedCatalog) => LoadedCatalog;
}

export interface ExpectedFinding {
  readonly messageId: string;
  /** The report's data, compared whole (asymmetric matchers welcome); required when the message has placeholders. */
  readonly data?: MessageData;
  /** Relative to the config directory; checked when given. */
  readonly file?: string;
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  /** Checked when given (a report may be weaker than the rule's default). */
  readonly severity?: Severity;
}

export interface InvalidCase extends RuleCase {
  readonly errors: readonly ExpectedFinding[];
}

export interface RuleTable {
  readonly valid: readonly RuleCase[];
  readonly invalid: readonly InvalidCase[];
  /**
   * Message ids no invalid case reports, each with why (a finding a tree cannot produce alone, or one
   * tested elsewhere, named). Any other message id needs an invalid case.
   */
  readonly messagesWithoutCase?: Readonly<Record<string, string>>;
}

export class RuleTesterError extends Error {}

/** One finding as the tester sees it: the report's data beside the diagnostic it became. */
export interface Finding {
  readonly report: Report<string>;
  readonly diagnostic: Diagnostic;
}

/** Runs `rule` alone over the case's tree; throws RuleTesterError on an unfilled placeholder. */
export function runRuleCase(rule: LintRule, ruleCase: RuleCase): Finding[] {
  const loaded = loadFixture(ruleCase.tree, ruleCase.config);
  const catalog = ruleCase.asLoaded === undefined ? loaded : ruleCase.asLoaded(loaded);
  const findings: Finding[] = [];
  rule.check({
    catalog,
    memo: new RunMemo(),
    report(report) {
      const template = rule.meta.messages[report.messageId];
      if (template === undefined) throw new RuleTesterError(`${rule.meta.id} reported an unknown message id "${report.messageId}"`);
      const unfilled = unfilledPlaceholders(template, report.data);
      if (unfilled.length > 0) {
        throw new RuleTesterError(
          `${rule.meta.id} message "${report.messageId}" leaves ${unfilled.map((k) => `{${k}}`).join(', ')} unfilled (data: ${JSON.stringify(report.data ?? {})})`,
        );
      }
      findings.push({ report, diagnostic: diagnosticFrom(rule, report) });
    },
  });
  return findings.sort((a, b) => compareDiagnostics(a.diagnostic, b.diagnostic));
}

/** Throws RuleTesterError unless the table has at least one case of each kind. */
export function checkRuleTable(rule: LintRule, table: RuleTable): void {
  if (table.valid.length === 0 || table.invalid.length === 0) {
    throw new RuleTesterError(
      `${rule.meta.id}: a rule's table needs at least one valid and one invalid case (has ${table.valid.length} valid, ${table.invalid.length} invalid)`,
    );
  }
}

const cappedSummary = 'test/rules/capped-summaries.test.ts floods one file past the per-file cap (src/rules/support/capped-report.ts)';

/**
 * Messages (`rule-id:message-id`) whose invalid case lives outside the rule's table, each with where
 * and why: a finding no fixture tree can produce alone, or a summary that needs a flooded file.
 */
export const messagesTestedElsewhere: ReadonlyMap<string, string> = new Map([
  ['hidden/html-comment:more', cappedSummary],
  ['hidden/invisible-unicode:more', cappedSummary],
  ['reference/absolute:more', cappedSummary],
  ['reference/escapes-skill:more', cappedSummary],
  ['reference/outside-skill:more', cappedSummary],
  ['reference/unresolved:more', cappedSummary],
  [
    'frontmatter/yaml-syntax:warning',
    'the yaml package warns only on an unresolved tag or an unknown directive (TAG_RESOLVE_FAILED, BAD_DIRECTIVE), which the token scan refuses before the block is composed (src/load/frontmatter/scan-tokens.ts, reported by frontmatter/yaml-directive and frontmatter/yaml-tag), so no tree reaches it today; it stays so a warning of a later yaml version is reported, not dropped',
  ],
]);

/**
 * The `more` summary every secret family gets from defineSecretFamily (src/rules/secret/support/secret-rule.ts):
 * the same code for every family, its case is in test/rules/secret/generic-assignment.test.ts and
 * test/secret/floods.test.ts.
 */
function sharedSecretSummary(rule: LintRule, messageId: string): boolean {
  return messageId === 'more' && rule.meta.id.startsWith('secret/') && ruleWhy(rule.meta).includes('one summary finding');
}

/** Message ids of `rule` that no invalid case of its tables reports and no exemption names. */
export function messagesWithoutCase(rule: LintRule, tables: readonly RuleTable[]): string[] {
  const reported = new Set(tables.flatMap((table) => table.invalid.flatMap((c) => c.errors.map((e) => e.messageId))));
  const exempt = new Set(tables.flatMap((table) => Object.keys(table.messagesWithoutCase ?? {})));
  return Object.keys(rule.meta.messages).filter(
    (id) => !reported.has(id) && !exempt.has(id) && !messagesTestedElsewhere.has(`${rule.meta.id}:${id}`) && !sharedSecretSummary(rule, id),
  );
}

/** The tables a test file gives each rule (a file may split one rule's cases into several tables). */
const tablesOfRule = new Map<LintRule, RuleTable[]>();

/** What an expected finding says about a finding, in the shape of ExpectedFinding. */
function observed(finding: Finding, expected: ExpectedFinding): ExpectedFinding {
  const { report, diagnostic } = finding;
  return {
    messageId: diagnostic.messageId,
    ...(expected.data === undefined ? {} : { data: report.data ?? {} }),
    ...(expected.file === undefined ? {} : { file: diagnostic.file }),
    line: diagnostic.line,
    column: diagnostic.column,
    ...(expected.endLine === undefined ? {} : { endLine: diagnostic.endLine as number }),
    ...(expected.endColumn === undefined ? {} : { endColumn: diagnostic.endColumn as number }),
    ...(expected.severity === undefined ? {} : { severity: diagnostic.severity }),
  };
}

/** Checks an invalid case's findings, one for one and in order (file, line, column). */
export function expectFindings(rule: LintRule, findings: readonly Finding[], errors: readonly ExpectedFinding[]): void {
  for (const error of errors) {
    const template = rule.meta.messages[error.messageId];
    if (template === undefined) throw new RuleTesterError(`${rule.meta.id} has no message "${error.messageId}"`);
    if (error.data === undefined && unfilledPlaceholders(template, undefined).length > 0) {
      throw new RuleTesterError(`${rule.meta.id}: an expected "${error.messageId}" finding must give the data its message takes`);
    }
  }
  expect(findings.map((f, i) => observed(f, errors[i] ?? errors[0] ?? { messageId: '', line: 0, column: 0 }))).toEqual(errors);
}

/** Defines the rule's tests: one per case, under the rule id. */
export function ruleTester(rule: LintRule, table: RuleTable): void {
  describe(rule.meta.id, () => {
    it('has valid and invalid cases', () => {
      checkRuleTable(rule, table);
    });
    const tables = tablesOfRule.get(rule);
    if (tables === undefined) {
      const all = [table];
      tablesOfRule.set(rule, all);
      // Runs after every table of the file has been collected.
      it('has an invalid case for every message, across its tables', () => {
        expect(messagesWithoutCase(rule, all)).toEqual([]);
      });
    } else tables.push(table);
    for (const ruleCase of table.valid) {
      it(`valid: ${ruleCase.name}`, () => {
        expect(runRuleCase(rule, ruleCase).map((f) => f.diagnostic)).toEqual([]);
      });
    }
    for (const ruleCase of table.invalid) {
      it(`invalid: ${ruleCase.name}`, () => {
        expectFindings(rule, runRuleCase(rule, ruleCase), ruleCase.errors);
      });
    }
  });
}
