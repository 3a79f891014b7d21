// A text secret family: its rule metadata, its detector, and the mapping from an engine match to a
// message. A family module (src/rules/secret/<family>.ts) defines one with defineSecretFamily; the
// registry (src/rules/secret/index.ts) turns it into a rule over the scanner shared by every family,
// so the same mapping serves source files and the emitted module.
import type { Severity } from '../../../diagnostics/diagnostic.js';
import type { SourceFile } from '../../../load/model.js';
import type { RunMemo } from '../../../load/run-memo.js';
import type { LintRule, RuleMeta, WrittenMeta } from '../../rule.js';
import { pagePart, storedDocs } from '../../rule-docs.js';
import { maxReportsPerFile } from '../../support/capped-report.js';
import type { Detector, SecretMatch, SecretRuleId } from '../engine/types.js';
import { scanLimitPerRule, type BoundedScan } from './scanner.js';

export interface SecretReport<M extends string> {
  readonly messageId: M;
  readonly data: { readonly family: string; readonly redacted: string; readonly pairedWith: string };
  readonly severity?: Severity;
}

/** What a family module exports: the rule's metadata, its detector, and its message for a match. */
export interface SecretFamily<M extends string = string> {
  readonly meta: RuleMeta<M | 'more'> & { readonly id: SecretRuleId };
  /** Finds the family's candidates; the registry hands it to the engine in precedence order. */
  readonly detector: Detector;
  /**
   * Whether the verdict is a judgement from the surroundings (a password's shape, a header's value)
   * that a reviewer may overrule with an inline directive; validated families, whose structure or
   * checksum proves the credential, are allowed only by fingerprint (docs/rules.md, secret rules).
   */
  readonly judgedFromContext: boolean;
  /** The message for one match (placeholders are info notes). */
  describe(match: SecretMatch): SecretReport<M>;
}

/** A family as a rule: its findings are its own matches in the shared scan of each file. */
export interface TextSecretRule<M extends string = string> extends SecretFamily<M>, LintRule<M | 'more'> {
  readonly meta: RuleMeta<M | 'more'> & { readonly id: SecretRuleId };
}

/** Data for a message: only redacted forms, never the secret. */
function dataOf(match: SecretMatch): SecretReport<string>['data'] {
  return { family: match.family, redacted: match.redacted, pairedWith: match.pairedWith ?? '' };
}

export function defineSecretFamily<M extends string>(
  meta: WrittenMeta<M> & { readonly id: SecretRuleId },
  messageFor: (match: SecretMatch) => M,
  detector: Detector,
  options: { readonly judgedFromContext?: boolean } = {},
): SecretFamily<M> {
  // What every family says first, its own why (docs/rules/<id>.md) and the note every family shares, read when asked.
  const docs = storedDocs(meta.id, {
    ...meta.docs,
    get why(): string {
      return `${SHIPPED_WHY} ${meta.docs?.why ?? pagePart(meta.id, 'why') ?? ''} ${CAP_NOTE}`;
    },
  });
  return {
    meta: { ...meta, docs, messages: { ...meta.messages, more: MORE_MESSAGE } },
    detector,
    judgedFromContext: options.judgedFromContext ?? false,
    describe: (match) => ({
      messageId: messageFor(match),
      data: dataOf(match),
      ...(match.placeholder ? { severity: 'info' as const } : {}),
    }),
  };
}

/** The family's rule: reports the family's matches in `scanFile`'s scan of every text file. */
export function textSecretRule<M extends string>(
  family: SecretFamily<M>,
  scanFile: (file: SourceFile, memo: RunMemo) => BoundedScan,
): TextSecretRule<M> {
  const { meta, describe } = family;
  return {
    ...family,
    check({ catalog, report, memo }) {
      // Indexed loops: every secret rule walks every file, and most files have no match at all, so
      // an iterator per file and rule was most of what this loop allocated.
      for (const skill of catalog.skills) {
        const files = skill.files;
        for (let f = 0; f < files.length; f++) {
          const file = files[f] as SourceFile;
          const lines = file.lines;
          if (lines === undefined) continue;
          // A flood (thousands of `password=…` lines) gets its first findings, positioned, and one
          // summary: positioning and printing every match cost seconds and megabytes per MiB.
          let reported = 0;
          let dropped = 0;
          let droppedErrors = 0;
          const scan = scanFile(file, memo);
          const matches = scan.matches;
          for (let m = 0; m < matches.length; m++) {
            const match = matches[m] as SecretMatch;
            if (match.ruleId !== meta.id) continue;
            if (reported >= maxReportsPerFile) {
              dropped += 1;
              if (!match.placeholder) droppedErrors += 1;
              continue;
            }
            reported += 1;
            const start = lines.position(match.offset);
            const end = lines.position(match.endOffset);
            const { messageId, data, severity } = describe(match);
            report({
              messageId,
              data,
              file: file.file,
              line: start.line,
              column: start.column,
              endLine: end.line,
              endColumn: end.column,
              secret: match.secret,
              ...(severity === undefined ? {} : { severity }),
            });
          }
          if (dropped > 0) {
            report({
              messageId: 'more',
              // A stopped scan saw only part of the flood: the counts are then lower bounds.
              data: scan.stopped.has(meta.id)
                ? { count: `At least ${dropped}`, limit: maxReportsPerFile, errors: `at least ${droppedErrors}` }
                : { count: dropped, limit: maxReportsPerFile, errors: droppedErrors },
              file: file.file,
              ...(droppedErrors === 0 ? { severity: 'info' as const } : {}),
            });
          }
        }
      }
    },
  };
}

const CAP_NOTE = `In one file, the first ${maxReportsPerFile} findings of the rule are reported with their positions and the rest as one summary finding (an error unless every one of them is a placeholder note), so a dump of credentials keeps the output bounded; past ${scanLimitPerRule} matches of the rule in one file the scan stops reading it and the summary gives a lower bound. The summary names no secret, so neither an inline directive nor the allowlist can allow it: a file needs fewer matches of one rule than that to be allowed finding by finding.`;

/** The summary after the first findings of one rule in one file; it names no secret, so nothing can allow it by fingerprint. */
export const MORE_MESSAGE =
  '{count} more matches of this rule in this file beyond the first {limit} ({errors} of them not placeholders); a file holding that many credentials is a dump or a generated fixture: remove it from the skill, or rewrite every value as a placeholder.';

/** Message choice for families with offline validation: a failed check is only a placeholder note. */
export function validatedMessage(match: SecretMatch): 'found' | 'placeholder' {
  return match.placeholder ? 'placeholder' : 'found';
}

export const PLACEHOLDER_MESSAGE =
  '{family} `{redacted}` has the shape of a credential but fails its checksum or structure (or is a published example), so it is treated as a placeholder. If it is a real credential, revoke it and remove it.';

export function contextualMessage(ruleId: string): string {
  return `{family} \`{redacted}\` looks like a real credential. Remove it and write a placeholder (\`<token>\`, \`\${TOKEN}\`) or an environment-variable reference instead; if it is a deliberate, harmless sample, add \`<!-- skillpack-allow ${ruleId} reason="…" -->\` on the line above.`;
}

export function validatedFound(issuer: string, check: string): string {
  return `{family} \`{redacted}\` is a live-format credential: ${check}. Revoke it ${issuer}, then remove it from the skill; skills ship verbatim to every client of the server.`;
}

export const SHIPPED_WHY =
  'Skill files are compiled into the server and served verbatim to every client that can list the skill, and hosts cache them; a credential in a skill is a credential published to all of them, and removing it later does not un-publish it.';
