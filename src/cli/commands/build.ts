// `skillpack build`: lint, then write the generated module atomically. Any error leaves the previous
// module untouched.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareModule } from '../../emit/prepare-module.js';
import { writeFileAtomic } from '../../emit/write-atomic.js';
import { hasErrors } from '../../lint/lint-sources.js';
import type { CliIo } from '../io.js';
import { runPipeline, type PipelineOptions } from './pipeline.js';

export function runBuild(options: Omit<PipelineOptions, 'command' | 'staged' | 'only'>, io: CliIo): number {
  return runPipeline({ ...options, command: 'build', staged: false, only: [] }, io, (outcome, _tree, config) => {
    if (hasErrors(outcome.diagnostics)) return { diagnostics: [], outcome: `${config.output} was not written; fix the errors above and run again.` };
    const prepared = prepareModule(outcome);
    if (hasErrors(prepared.diagnostics)) return { diagnostics: prepared.diagnostics, outcome: `${config.output} was not written.` };
    const target = join(config.baseDir, config.output);
    let previous: Buffer | undefined;
    try {
      previous = readFileSync(target);
    } catch {
      previous = undefined;
    }
    if (previous?.equals(prepared.bytes) === true) return { diagnostics: prepared.diagnostics, outcome: `${config.output} is up to date (${prepared.catalog.digest}).` };
    writeFileAtomic(target, prepared.bytes);
    return { diagnostics: prepared.diagnostics, outcome: `wrote ${config.output} (${prepared.catalog.skills.length} skills, ${prepared.catalog.digest}).` };
  });
}
