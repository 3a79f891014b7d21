// `skillpack check`: lint, then prove in memory that the committed module (in the split layout:
// the index and every texts module, and nothing left over) is exactly what build would write.
// Never writes.
import { prepareModule } from '../../emit/prepare-module.js';
import { proveModuleCurrent, type ProvenModule } from '../../emit/prove-current.js';
import { findingsOf, staleFindings } from '../../emit/stale-findings.js';
import { hasErrors } from '../../lint/lint-sources.js';
import { readTargetFile, targetFindings } from '../../targets/compare-targets.js';
import { renderTargets } from '../../targets/render-targets.js';
import { buildCommandHint } from '../build-command-hint.js';
import type { CliIo } from '../io.js';
import { packageNotes } from './package-notes.js';
import { runPipeline, type PipelineOptions } from './pipeline.js';

export interface CheckOptions extends Omit<PipelineOptions, 'command' | 'only'> {
  /** With --staged, why the module may differ only in line endings (open-index.ts, loaded only then). */
  readonly lineEndingHint?: ((baseDir: string, env: NodeJS.ProcessEnv) => string | undefined) | undefined;
}

export function runCheck(options: CheckOptions, io: CliIo): number {
  const fix = buildCommandHint(io.cwd, options.configFile);
  return runPipeline({ ...options, command: 'check', only: [] }, io, (outcome, tree, config) => {
    if (hasErrors(outcome.diagnostics))
      return { diagnostics: [], outcome: `${config.output} was not compared: fix the errors above first.` };
    // A current single module is proven without holding it; anything else is prepared whole and
    // worded from what build would write.
    const proven = proveModuleCurrent(tree, outcome);
    const prepared = proven === undefined ? prepareModule(outcome) : undefined;
    const { catalog, contents } = prepared ?? (proven as ProvenModule);
    const targets = renderTargets(config, { catalog, contents }, (file) => readTargetFile(tree, file).bytes);
    const stale = [
      ...(prepared === undefined
        ? findingsOf(proven?.states ?? [], fix, undefined, outcome)
        : [...prepared.diagnostics, ...staleFindings(tree, prepared, fix, outcome)]),
      ...targetFindings(tree, targets, fix),
    ];
    const textsDir = prepared?.textsDir;
    const what =
      textsDir === undefined ? config.output : `${config.output} and ${(prepared?.files.length ?? 1) - 1} texts modules in ${textsDir}/`;
    const notes = packageNotes(contents)
      .map(
        (note) => `
${note}`,
      )
      .join('');
    const differs = stale.some((d) => d.ruleId === 'generated/stale-module');
    const hint = differs && options.staged ? options.lineEndingHint?.(config.baseDir, io.env) : undefined;
    const outcomeText =
      stale.length === 0
        ? `${what} ${textsDir === undefined ? 'is' : 'are'} up to date (${catalog.digest}).${targets.files.length === 0 ? '' : ` The targets (${[...new Set(targets.files.map((f) => f.target))].join(', ')}) are up to date.`}${notes}`
        : hint;
    return { diagnostics: stale, outcome: outcomeText, contents };
  });
}
