// Load → rules → suppressions: the verdict on a tree of skill sources.
import type { ResolvedConfig } from '../config/types.js';
import type { SourceTree } from '../fs/source-tree.js';
import { loadCatalog } from '../load/load-catalog.js';
import type { LoadedCatalog } from '../load/model.js';
import { allRules } from '../rules/index.js';
import type { Rule } from '../rules/rule.js';
import { compareDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { releaseTexts, runRules } from './run-rules.js';
import { parseSecretAllowlist } from './secret-allowlist.js';
import { createSeverityPolicy } from './severity-policy.js';
import { applySuppressions } from './suppressions.js';

export interface LintOutcome {
  readonly catalog: LoadedCatalog;
  readonly diagnostics: readonly Diagnostic[];
  readonly suppressed: number;
  /** Fingerprints of every secret finding in the sources, suppressed or not, plus allowlisted ones. */
  readonly knownFingerprints: ReadonlySet<string>;
}

/** With `onlySkills`, findings outside those skills are incomplete: callers report only within them. */
export function lintSources(
  tree: SourceTree,
  config: ResolvedConfig,
  rules: readonly Rule[] = allRules,
  onlySkills?: ReadonlySet<string>,
): LintOutcome {
  const policy = createSeverityPolicy(config, rules);
  const catalog = loadCatalog(tree, config, onlySkills === undefined ? {} : { onlySkills });
  const found = runRules(catalog, rules, policy);
  const allowlist =
    catalog.secretAllowlist === undefined ? undefined : parseSecretAllowlist(catalog.secretAllowlist.file, catalog.secretAllowlist.text);
  const { kept, suppressed, problems } = applySuppressions(found, catalog, allowlist?.fingerprints ?? new Set());
  // The directives' files were decoded to be read: let their texts go too.
  releaseTexts(catalog.skills);
  const diagnostics = [...kept, ...problems, ...(allowlist?.diagnostics ?? [])].sort(compareDiagnostics);
  const knownFingerprints = new Set(allowlist?.fingerprints ?? []);
  for (const d of found) if (d.fingerprint !== undefined) knownFingerprints.add(d.fingerprint);
  return { catalog, diagnostics, suppressed, knownFingerprints };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
