// `skillpack check`: lint, then prove in memory that the committed module is exactly what build would
// write. Never writes.
import { prepareModule } from '../../emit/prepare-module.js';
import { compareManifests, describeChange } from '../../emit/compare-manifests.js';
import { readManifest } from '../../emit/read-manifest.js';
import { decodeStrictUtf8 } from '../../load/decode-text.js';
import { hasErrors } from '../../lint/lint-sources.js';
import { diagnosticFrom } from '../../lint/run-rules.js';
import { staleModule } from '../../rules/generated/stale-module.js';
import type { CliIo } from '../io.js';
import { runPipeline, type PipelineOptions } from './pipeline.js';

/** Far above any valid module (32 MiB of text, escaped); a bigger file is not ours. */
const maxModuleBytes = 512 * 1024 * 1024;

export function runCheck(options: Omit<PipelineOptions, 'command' | 'only'>, io: CliIo): number {
  const fix = options.configFile === undefined ? 'npm run build-skills' : `skillpack build --config ${options.configFile}`;
  return runPipeline({ ...options, command: 'check', only: [] }, io, (outcome, tree, config) => {
    if (hasErrors(outcome.diagnostics)) return { diagnostics: [], outcome: `${config.output} was not compared: fix the errors above first.` };
    const prepared = prepareModule(outcome);
    const file = config.output;
    const info = tree.stat(file);
    const read = info.kind === 'file' ? tree.read(file, maxModuleBytes, info.size) : undefined;
    const current = read?.ok === true && Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).equals(prepared.bytes);
    const committed = read?.ok !== true || current ? undefined : decodeStrictUtf8(read.bytes);
    const stale = [...prepared.diagnostics];
    // Byte for byte what build would write: nothing to report; otherwise say what differs.
    if (!current && committed === undefined) {
      stale.push(diagnosticFrom(staleModule, { messageId: 'missing', data: { file, fix }, file }));
    } else if (!current && committed !== undefined) {
      const changes = compareManifests(readManifest(committed), readManifest(prepared.source));
      if (changes.length === 0) stale.push(diagnosticFrom(staleModule, { messageId: 'edited', data: { file, fix }, file }));
      else {
        const shown = changes.slice(0, 20).map(describeChange);
        if (changes.length > shown.length) shown.push(`and ${changes.length - shown.length} more`);
        stale.push(diagnosticFrom(staleModule, { messageId: 'stale', data: { file, fix, changes: shown.join('; ') }, file }));
      }
    }
    const outcomeText = stale.length === 0 ? `${file} is up to date (${prepared.catalog.digest}).` : undefined;
    return { diagnostics: stale, outcome: outcomeText };
  });
}
