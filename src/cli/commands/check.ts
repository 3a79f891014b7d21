// `skillpack check`: lint, then prove in memory that the committed module (in the split layout:
// the index and every texts module, and nothing left over) is exactly what build would write.
// Never writes.
import { compareManifests, describeChange } from '../../emit/compare-manifests.js';
import { compareGeneratedFiles } from '../../emit/generated-files.js';
import { prepareModule } from '../../emit/prepare-module.js';
import { readManifest } from '../../emit/read-manifest.js';
import { decodeStrictUtf8 } from '../../load/decode-text.js';
import type { Diagnostic } from '../../lint/diagnostic.js';
import { hasErrors } from '../../lint/lint-sources.js';
import { diagnosticFrom } from '../../lint/run-rules.js';
import { staleModule } from '../../rules/generated/stale-module.js';
import type { CliIo } from '../io.js';
import { runPipeline, type PipelineOptions } from './pipeline.js';

export function runCheck(options: Omit<PipelineOptions, 'command' | 'only'>, io: CliIo): number {
  const fix = options.configFile === undefined ? 'npm run build-skills' : `skillpack build --config ${options.configFile}`;
  return runPipeline({ ...options, command: 'check', only: [] }, io, (outcome, tree, config) => {
    if (hasErrors(outcome.diagnostics)) return { diagnostics: [], outcome: `${config.output} was not compared: fix the errors above first.` };
    const prepared = prepareModule(outcome);
    const stale: Diagnostic[] = [...prepared.diagnostics];
    for (const compared of compareGeneratedFiles(tree, prepared)) {
      const { file } = compared;
      if (compared.state === 'current') continue;
      if (compared.state === 'missing') stale.push(diagnosticFrom(staleModule, { messageId: 'missing', data: { file, fix }, file }));
      else if (compared.state === 'unusable') stale.push(diagnosticFrom(staleModule, { messageId: 'unusable', data: { file, problem: compared.problem }, file }));
      else if (compared.state === 'temp-file') stale.push(diagnosticFrom(staleModule, { messageId: 'tempFile', data: { file, fix }, file }));
      else if (compared.state === 'left-over') stale.push(diagnosticFrom(staleModule, { messageId: 'leftOver', data: { file, fix }, file }));
      else if (compared.state !== 'differs') continue;
      else if (prepared.textsDir !== undefined) stale.push(diagnosticFrom(staleModule, { messageId: 'differs', data: { file, fix }, file }));
      else {
        // One module: say which skill files differ, read back from the committed manifest.
        const committed = decodeStrictUtf8(compared.committed);
        const changes = committed === undefined ? [] : compareManifests(readManifest(committed), readManifest(prepared.source));
        if (changes.length === 0) stale.push(diagnosticFrom(staleModule, { messageId: 'edited', data: { file, fix }, file }));
        else {
          const shown = changes.slice(0, 20).map(describeChange);
          if (changes.length > shown.length) shown.push(`and ${changes.length - shown.length} more`);
          stale.push(diagnosticFrom(staleModule, { messageId: 'stale', data: { file, fix, changes: shown.join('; ') }, file }));
        }
      }
    }
    const what = prepared.textsDir === undefined ? config.output : `${config.output} and ${prepared.files.length - 1} texts modules in ${prepared.textsDir}/`;
    const outcomeText = stale.length === 0 ? `${what} ${prepared.textsDir === undefined ? 'is' : 'are'} up to date (${prepared.catalog.digest}).` : undefined;
    return { diagnostics: stale, outcome: outcomeText };
  });
}
