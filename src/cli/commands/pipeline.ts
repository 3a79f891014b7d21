// The shared body of build, check and lint: config → sources → lint, then a command-specific step,
// then one report in the chosen format.
import { skillPathArgument } from '../skill-path-argument.js';
import { UserError } from '../../diagnostics/user-error.js';
import { describeValue } from '../../config/describe-value.js';
import { escapeControls } from '../../runtime/quote-text.js';
import { loadConfig } from '../../config/load-config.js';
import type { ResolvedConfig } from '../../config/types.js';
import type { SourceTree } from '../../fs/source-tree.js';
import type { PackageContents } from '../../bundle/package-contents.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { hasErrors, lintSources, type LintOutcome } from '../../lint/lint-sources.js';
import { allRules } from '../../rules/index.js';
import { render, type FormatName } from '../format/index.js';
import { summarize, type LintReport } from '../format/report.js';
import { exitCodes, type CliIo } from '../io.js';
import { openSourcesAndConfig, type IndexOpener } from '../open-sources.js';

export interface PipelineOptions {
  readonly command: LintReport['command'];
  readonly configFile: string | undefined;
  readonly staged: boolean;
  /** How --staged opens the git index (open-index.ts, which run-cli loads only then). */
  readonly openIndex?: IndexOpener | undefined;
  readonly format: FormatName;
  /** Restrict the report to these skill paths (lint only). */
  readonly only: readonly string[];
}

export interface StepResult {
  readonly diagnostics: readonly Diagnostic[];
  readonly outcome: string | undefined;
  /** What the package holds beyond the skills (build and check, once the catalog was prepared). */
  readonly contents?: PackageContents;
}

export type Step = (outcome: LintOutcome, tree: SourceTree, config: ResolvedConfig) => StepResult;

export function runPipeline(options: PipelineOptions, io: CliIo, step: Step | undefined): number {
  // Date.now, not the `performance` global, whose first use loads node:perf_hooks (docs/benchmarks.md, start-up).
  const started = Date.now();
  if (options.staged && options.openIndex === undefined) throw new Error('internal: --staged without the git index opener');
  const index = options.staged ? options.openIndex : undefined;
  const { config, tree } = openSourcesAndConfig(loadConfig(options.configFile, io.cwd), index, { env: io.env, cwd: io.cwd });
  const requested = options.only.map((p) => skillPathArgument(p, config, io.cwd));
  const unknown = requested.filter((p) => !config.skills.some((s) => s.path === p));
  if (unknown.length > 0)
    throw new UserError(
      'usage',
      `${describeValue(unknown[0] ?? '')} is not an allowlisted skill path or directory (known: ${escapeControls(config.skills.map((s) => `${s.path} (${config.root}/${s.path})`).join(', ')) || 'none'})`,
    );
  const only = requested.length === 0 ? undefined : new Set(requested);
  const outcome = lintSources(tree, config, allRules, only);
  let diagnostics: readonly Diagnostic[] = outcome.diagnostics;
  let closing: string | undefined;
  let contents: PackageContents | undefined;
  if (step !== undefined) {
    const result = step(outcome, tree, config);
    diagnostics = [...diagnostics, ...result.diagnostics];
    closing = result.outcome;
    contents = result.contents;
  }
  let skills = outcome.catalog.skills;
  if (options.only.length > 0) {
    const dirs = requested.map((p) => `${config.root}/${p}`);
    const inScope = (file: string): boolean => dirs.some((dir) => file === dir || file.startsWith(`${dir}/`));
    diagnostics = diagnostics.filter((d) => inScope(d.file));
    skills = skills.filter((s) => inScope(s.dir));
  }
  const files = new Map(skills.flatMap((s) => s.files.map((f) => [f.file, f] as const)));
  const report: LintReport = {
    command: options.command,
    diagnostics,
    summary: summarize(diagnostics, {
      suppressed: outcome.suppressed,
      skills: skills.length,
      files: files.size,
      elapsedMs: Date.now() - started,
    }),
    sourceLine(file, line) {
      const source = files.get(file);
      if (source?.text === undefined || source.lines === undefined || line > source.lines.lineCount) return undefined;
      const start = source.lines.lineStart(line);
      const end = source.text.indexOf('\n', start);
      return source.text.slice(start, end === -1 ? undefined : end).replace(/\r$/, '');
    },
    outcome: closing,
    baseDir: config.baseDir,
    ...(contents === undefined ? {} : { contents }),
  };
  io.stdout.write(render(options.format, report, io));
  return hasErrors(diagnostics) ? exitCodes.findings : exitCodes.ok;
}
