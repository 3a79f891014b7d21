// Secret suppressions that cannot leak (docs/rules.md, secret rules). An inline Markdown
// directive `<!-- skillpack-allow secret/<rule> reason="…" -->` on the finding's line or the line
// above suppresses a finding of a contextual rule; any secret finding whose fingerprint is in the
// allowlist is suppressed. A directive without a reason, naming a validated family or an unknown
// rule, or matching no finding is itself a `secret/invalid-suppression` finding.
import { bufferView } from '../load/byte-view.js';
import { hasText } from '../load/loaded-file.js';
import type { LoadedCatalog } from '../load/model.js';
import { secretRules } from '../rules/secret/index.js';
import { covers, parseInlineDirectives, type InlineDirective } from '../rules/secret/inline-directives.js';
import { secretInvalidSuppression } from '../rules/secret/invalid-suppression.js';
import { inlineSuppressibleRuleIds } from '../rules/secret/suppression-policy.js';
import { redact } from '../rules/secret/engine/redaction.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { diagnosticFrom } from '../rules/diagnostic-from.js';

export interface SuppressionOutcome {
  readonly kept: Diagnostic[];
  /** How many findings were suppressed (by directive or fingerprint), for the summary. */
  readonly suppressed: number;
  readonly problems: Diagnostic[];
}

interface Placed {
  readonly file: string;
  readonly directive: InlineDirective;
  used: boolean;
}

const secretRuleIds: ReadonlySet<string> = new Set(secretRules.map((r) => r.meta.id));

/**
 * The rule a directive names, as it may be printed: whatever follows `skillpack-allow` is the
 * author's text, and a pasted token there must not reach the output. Only words and hyphens in the
 * `category/name` shape of a rule id are shown; anything else is redacted like a secret.
 */
function printableRule(rule: string): string {
  if (secretRuleIds.has(rule) || (rule.length <= 64 && /^[a-z]+(?:-[a-z]+)*\/[a-z]+(?:-[a-z]+)*$/.test(rule))) return rule;
  return `\`${redact(rule)}\``;
}

export function applySuppressions(
  diagnostics: readonly Diagnostic[],
  catalog: LoadedCatalog,
  allowedFingerprints: ReadonlySet<string>,
): SuppressionOutcome {
  const problems: Diagnostic[] = [];
  const byFile = new Map<string, Placed[]>();
  for (const skill of catalog.skills) {
    for (const source of skill.files) {
      // The bytes are searched, not the text (an ASCII word is in strict UTF-8 exactly where its bytes are):
      // only a file with a directive is decoded.
      if (!hasText(source) || !bufferView(source.bytes).includes('skillpack-allow')) continue;
      if (source.text === undefined || source.lines === undefined) continue;
      for (const directive of parseInlineDirectives(source.text, source.lines, secretRuleIds)) {
        const where = { file: source.file, line: directive.line, column: directive.column };
        for (const messageId of directive.problems)
          problems.push(diagnosticFrom(secretInvalidSuppression, { messageId, data: { rule: printableRule(directive.rule) }, ...where }));
        if (directive.problems.length > 0) continue;
        const list = byFile.get(source.file);
        const placed = { file: source.file, directive, used: false };
        if (list === undefined) byFile.set(source.file, [placed]);
        else list.push(placed);
      }
    }
  }

  const kept: Diagnostic[] = [];
  let suppressed = 0;
  for (const diagnostic of diagnostics) {
    if (!diagnostic.ruleId.startsWith('secret/')) {
      kept.push(diagnostic);
      continue;
    }
    if (diagnostic.fingerprint !== undefined && allowedFingerprints.has(diagnostic.fingerprint)) {
      suppressed++;
      continue;
    }
    // A finding without a fingerprint is a secret rule's per-file summary (docs/rules.md): it stands
    // for matches no directive was written for, so a directive near line 1 cannot hide them.
    const placed =
      inlineSuppressibleRuleIds.has(diagnostic.ruleId) && diagnostic.fingerprint !== undefined
        ? byFile.get(diagnostic.file)?.find((p) => covers(p.directive, diagnostic.ruleId, diagnostic.line))
        : undefined;
    if (placed !== undefined) {
      placed.used = true;
      suppressed++;
      continue;
    }
    kept.push(diagnostic);
  }
  for (const list of byFile.values()) {
    for (const p of list) {
      if (!p.used)
        problems.push(
          diagnosticFrom(secretInvalidSuppression, {
            messageId: 'unused',
            data: { rule: p.directive.rule },
            file: p.file,
            line: p.directive.line,
            column: p.directive.column,
          }),
        );
    }
  }
  return { kept, suppressed, problems };
}
