// `skillpack lint`: lint only, optionally restricted to some skills (what the pre-commit hook runs).
import type { CliIo } from '../io.js';
import { runPipeline, type PipelineOptions } from './pipeline.js';

export function runLint(options: Omit<PipelineOptions, 'command'>, io: CliIo): number {
  return runPipeline({ ...options, command: 'lint' }, io, undefined);
}
