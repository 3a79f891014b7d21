// `skillpack serve [--config F] [--http HOST:PORT]`: serves the config's generated module with the
// reference server. Exit 2 for an unusable config, module or setting; otherwise runs until the
// transport closes and returns 0.
import { posix, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { UserError } from '../diagnostics/user-error.js';
import { loadConfig, splitTextsDir } from '../config/load-config.js';
import { describeValue } from '../config/describe-value.js';
import type { ResolvedConfig } from '../config/types.js';
import { compareGeneratedFiles } from '../emit/generated-files.js';
import { prepareModule } from '../emit/prepare-module.js';
import { createNodeTree } from '../fs/node-tree.js';
import { checkOutputDirectories } from '../fs/output-files.js';
import { hasErrors, lintSources } from '../lint/lint-sources.js';
import { allRules } from '../rules/index.js';
import type { GithubApiOptions } from './github/github-api.js';
import { loadCatalogModule } from '../catalog-module/load-catalog-module.js';
import { runSkillsServer } from './run-skills-server.js';

export interface ServeOptions {
  readonly configFile: string | undefined;
  readonly http: string | undefined;
}

export interface ServeIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  /** Default: the process's stdin. */
  readonly stdin?: NodeJS.ReadableStream;
  /** Stops an HTTP server; default: SIGINT/SIGTERM. */
  readonly signal?: AbortSignal;
  /** For tests: how the GitHub tools reach their API. */
  readonly github?: GithubApiOptions;
}

/**
 * Loading a module runs it, and the "imports nothing" check is no sandbox (a module can reach
 * `process.getBuiltinModule`): serve only a module that is byte for byte what `build` writes from the
 * sources, exactly what `check` proves (docs/security.md "What serve loads").
 */
function refuseUnbuiltModule(config: ResolvedConfig): void {
  const tree = createNodeTree(config.baseDir);
  // A deployment that ships the module without its sources cannot be proven here: it is loaded as
  // before (docs/security.md "What serve loads" says so); run `check` where the sources are.
  if (tree.stat(config.root).kind === 'missing') return;
  const outcome = lintSources(tree, config, allRules);
  if (hasErrors(outcome.diagnostics)) {
    throw new UserError(
      'io',
      `${describeValue(config.output)} is not served: the sources have lint errors, so no module built from them can be trusted. Run \`skillpack check\` and fix what it reports.`,
    );
  }
  const prepared = prepareModule(outcome);
  const wrong = compareGeneratedFiles(tree, prepared).find((state) => state.state !== 'current' && state.state !== 'temp-file');
  if (wrong === undefined) return;
  const what =
    wrong.state === 'missing'
      ? 'is missing'
      : wrong.state === 'left-over'
        ? 'is not one the build writes'
        : wrong.state === 'unusable'
          ? wrong.problem
          : 'differs from what the build writes from the sources (stale or edited by hand)';
  throw new UserError(
    'io',
    `${describeValue(config.output)} is not served: ${describeValue(wrong.file)} ${what}. Loading a module runs its code, so serve only loads what \`skillpack build\` writes from the sources; run \`npx skillpack check\` to see why, then \`npx skillpack build\`.`,
  );
}

export async function runServe(options: ServeOptions, io: ServeIo): Promise<number> {
  let catalog;
  try {
    const config = loadConfig(options.configFile, io.cwd);
    refuseUnbuiltModule(config);
    // Never read the module through a symlinked directory (src/fs/output-files.ts).
    checkOutputDirectories(config.baseDir, posix.dirname(config.output), 'the generated module', false);
    if (config.layout === 'split')
      checkOutputDirectories(config.baseDir, splitTextsDir(config.output), "the split layout's texts modules", false);
    catalog = await loadCatalogModule(resolve(config.baseDir, config.output), config.layout);
  } catch (error) {
    if (error instanceof UserError) {
      io.stderr.write(`skillpack serve: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  return runSkillsServer(catalog, {
    http: options.http,
    env: io.env,
    stdin: (io.stdin ?? process.stdin) as Readable,
    stdout: io.stdout as Writable,
    stderr: io.stderr as Writable,
    ...(io.signal === undefined ? {} : { signal: io.signal }),
    ...(io.github === undefined ? {} : { github: io.github }),
  });
}
