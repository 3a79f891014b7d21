// `skillpack check`: lint, then prove in memory that the committed module (in the split layout:
// the index and every texts module, and nothing left over) is exactly what build would write.
// Never writes.
import { prepareModule } from '../../emit/prepare-module.js';
import { staleFindings } from '../../emit/stale-findings.js';
import { hasErrors } from '../../lint/lint-sources.js';
import type { CliIo } from '../io.js';
import { packageNotes } from './package-notes.js';
import { runPipeline, type PipelineOptions } from './pipeline.js';

export function runCheck(options: Omit<PipelineOptions, 'command' | 'only'>, io: CliIo): number {
  const fix = options.configFile === undefined ? 'npm run build-skills' : `skillpack build --config ${options.configFile}`;
  return runPipeline({ ...options, command: 'check', only: [] }, io, (outcome, tree, config) => {
    if (hasErrors(outcome.diagnostics)) return { diagnostics: [], outcome: `${config.output} was not compared: fix the errors above first.` };
    const prepared = prepareModule(outcome);
    const stale = [...prepared.diagnostics, ...staleFindings(tree, prepared, fix)];
    const what = prepared.textsDir === undefined ? config.output : `${config.output} and ${prepared.files.length - 1} texts modules in ${prepared.textsDir}/`;
    const notes = packageNotes(prepared.contents).map((note) => `\n${note}`).join('');
    const outcomeText = stale.length === 0 ? `${what} ${prepared.textsDir === undefined ? 'is' : 'are'} up to date (${prepared.catalog.digest}).${notes}` : undefined;
    return { diagnostics: stale, outcome: outcomeText, contents: prepared.contents };
  });
}
