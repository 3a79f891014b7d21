// A rule that turns the parser's findings with given codes into reports (findings are data; the
// wording lives in the rule's messages).
import type { FindingCode } from '../../load/frontmatter/finding-codes.js';
import type { ParsedSkillMd } from '../../load/frontmatter/types.js';
import { withPageDocs, type LintRule, type WrittenMeta } from '../rule.js';
import { parsedSkills } from './skill-files.js';

/** A rule plus the parser finding codes it consumes (each code belongs to exactly one rule). */
export type FindingRule<M extends string> = LintRule<M> & { readonly consumes: readonly FindingCode[] };

/** A parser finding as the rule sees it, for `options.skip`. */
export type ParserFinding = ParsedSkillMd['findings'][number];

export function findingRule<M extends string>(
  meta: WrittenMeta<M>,
  messageFor: { readonly [C in FindingCode]?: M },
  options: {
    readonly skip?: (finding: ParserFinding) => boolean;
    /** Report one finding per code and line, the parser's first there (one value, one fix). */
    readonly oncePerLine?: boolean;
  } = {},
): FindingRule<M> {
  const consumes = Object.keys(messageFor) as FindingCode[];
  return {
    meta: withPageDocs(meta),
    consumes,
    check({ catalog, report }) {
      for (const { skillMd, parsed } of parsedSkills(catalog)) {
        const seen = options.oncePerLine === true ? new Set<string>() : undefined;
        for (const finding of parsed.findings) {
          const messageId = messageFor[finding.code as FindingCode];
          if (messageId === undefined || options.skip?.(finding) === true) continue;
          if (seen !== undefined) {
            const key = `${finding.code}\u0000${finding.line}`;
            if (seen.has(key)) continue;
            seen.add(key);
          }
          report({
            messageId,
            data: { detail: finding.detail, ...(finding.data ?? {}) },
            file: skillMd.file,
            line: finding.line,
            column: finding.column,
            ...(finding.endLine === undefined ? {} : { endLine: finding.endLine }),
            ...(finding.endColumn === undefined ? {} : { endColumn: finding.endColumn }),
          });
        }
      }
    },
  };
}
