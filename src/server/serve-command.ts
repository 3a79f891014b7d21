// `skillpack serve [--config F] [--http HOST:PORT]`: serves the config's generated module with the
// reference server. Exit 2 for an unusable config, module or setting; otherwise runs until the
// transport closes and returns 0.
import { posix, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { ConfigError } from '../config/config-error.js';
import { loadConfig, splitTextsDir } from '../config/load-config.js';
import { checkOutputDirectories } from '../fs/output-files.js';
import type { GithubApiOptions } from './github/github-api.js';
import { loadCatalogModule } from './load-catalog-module.js';
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

export async function runServe(options: ServeOptions, io: ServeIo): Promise<number> {
  let catalog;
  try {
    const config = loadConfig(options.configFile, io.cwd);
    // Never read the module through a symlinked directory (src/fs/output-files.ts).
    checkOutputDirectories(config.baseDir, posix.dirname(config.output), 'the generated module', false);
    if (config.layout === 'split') checkOutputDirectories(config.baseDir, splitTextsDir(config.output), 'the split layout\'s texts modules', false);
    catalog = await loadCatalogModule(resolve(config.baseDir, config.output), config.layout);
  } catch (error) {
    if (error instanceof ConfigError) {
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
