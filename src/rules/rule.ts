// A rule is metadata (id, docs, messages) plus one check function that reports by message id, or, when
// its findings are made outside the rule pass, metadata only with the name of what reports it.
// Wording lives in `messages`; detection passes data. The runner fills in severity and position.
import type { LoadedCatalog } from '../load/model.js';
import type { RunMemo } from '../load/run-memo.js';
import type { Severity } from '../diagnostics/diagnostic.js';
import { storedDocs } from './rule-docs.js';

/** Each part is a section of docs/rules/<id>.md, read when asked (src/rules/rule-docs.ts). */
export interface RuleDocs {
  /** One sentence: what the rule checks. */
  readonly summary: string;
  /** Why it matters. */
  readonly why?: string;
  /** How to fix a finding. */
  readonly fix: string;
  /** A short example of a violation (and, where useful, its fix). */
  readonly example: string;
}

export interface RuleMeta<M extends string> {
  /** `category/rule-name`, kebab case, stable. */
  readonly id: string;
  readonly severity: Severity;
  /**
   * Locked: relaxing the rule would ship something unsafe or unservable (symlinks, special files, hidden
   * files, secrets, size and path bounds, strict UTF-8 of what ships as text, allowlist identity), so a
   * config may raise it but never switch it off or lower it. README "Locked rules" lists them; a test
   * keeps that list and this flag in step.
   */
  readonly guardsSafety: boolean;
  readonly docs: RuleDocs;
  /** Message templates with `{placeholder}`s; each says what is wrong and how to fix it. */
  readonly messages: { readonly [K in M]: string };
}

export interface Report<M extends string> {
  readonly messageId: M;
  readonly data?: { readonly [key: string]: string | number };
  readonly file: string;
  /** 1-based; defaults to 1 (whole-file findings). */
  readonly line?: number;
  /** 1-based UTF-16 column; defaults to 1. */
  readonly column?: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  /** The matched secret, used only to compute the fingerprint; never printed. */
  readonly secret?: string;
  /** A report may be weaker than the rule's default (a placeholder is only `info`). */
  readonly severity?: Severity;
}

export interface RuleContext<M extends string> {
  readonly catalog: LoadedCatalog;
  /** What this lint run computes once for every rule (a Markdown file's reading, a skill's references). */
  readonly memo: RunMemo;
  report(report: Report<M>): void;
}

/** A rule whose own check makes its findings, over the loaded sources (the lint pass runs it). */
export interface LintRule<M extends string = string> {
  readonly meta: RuleMeta<M>;
  check(context: RuleContext<M>): void;
  readonly reportedBy?: undefined;
}

/**
 * A rule whose findings are made outside the rule pass: by a command that compares what it writes
 * with what is committed (`check`, `build`), or by the lint stage after every rule has run (a
 * suppression is judged against the findings it covers). It carries the id, docs and messages those
 * reporters word their findings with, and no check.
 */
export interface ReportedRule<M extends string = string> {
  readonly meta: RuleMeta<M>;
  /** Who reports the rule's findings and from what: a command or stage and its source file. */
  readonly reportedBy: string;
  readonly check?: undefined;
}

export type Rule<M extends string = string> = LintRule<M> | ReportedRule<M>;

/**
 * Metadata as a rule's module writes it: no docs, which are its page (docs/rules/<id>.md), save a
 * part computed in code, which its page then leaves out.
 */
export type WrittenMeta<M extends string> = Omit<RuleMeta<M>, 'docs'> & { readonly docs?: Partial<RuleDocs> };

/** The metadata with the docs of the rule's page, read only when a part is asked for. */
export function withPageDocs<M extends string>(meta: WrittenMeta<M>): RuleMeta<M> {
  return { ...meta, docs: storedDocs(meta.id, meta.docs) };
}

/** Infers message ids, so a report with an unknown id fails to compile, and gives the rule its page's docs. */
export function defineRule<M extends string>(rule: Omit<LintRule<M>, 'meta'> & { readonly meta: WrittenMeta<M> }): LintRule<M> {
  return { ...rule, meta: withPageDocs(rule.meta) };
}

/** The same for a rule whose findings another module reports (ReportedRule). */
export function defineReportedRule<M extends string>(
  rule: Omit<ReportedRule<M>, 'meta'> & { readonly meta: WrittenMeta<M> },
): ReportedRule<M> {
  return { ...rule, meta: withPageDocs(rule.meta) };
}
