// The reference skills server for one catalog: settings from the environment, then stdio (the
// default) or Streamable HTTP on loopback. Shared by `skillpack serve` and dist/skills-server.js.
// Returns the exit code: 0 after a clean shutdown, 2 for unusable settings or I/O failures.
import type { Readable, Writable } from 'node:stream';
import { CatalogError, createSkillServer, createSplitSkillServer, parseSkillsFlag, skillsFlagName, type SkillCatalog, type SplitSkillCatalog } from '../runtime/index.js';
import { createServerFactory } from './create-server-factory.js';
import type { GithubApiOptions } from './github/github-api.js';
import { parseListenAddress } from './listen-address.js';
import { readServerSettings } from './server-settings.js';
import { serveOverHttp } from './serve-http.js';
import { serveOverStdio } from './serve-stdio.js';

export interface RunServerOptions {
  /** `HOST:PORT` for Streamable HTTP; undefined serves stdio. */
  readonly http: string | undefined;
  readonly env: NodeJS.ProcessEnv;
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** Stops an HTTP server; without one, SIGINT and SIGTERM do. */
  readonly signal?: AbortSignal;
  readonly github?: GithubApiOptions;
  /** Prefix of every stderr line. Default: `skillpack serve`. */
  readonly label?: string;
}

export async function runSkillsServer(catalog: SkillCatalog | SplitSkillCatalog, options: RunServerOptions): Promise<number> {
  const say = (line: string): void => {
    options.stderr.write(`${options.label ?? 'skillpack serve'}: ${line}\n`);
  };
  const address = options.http === undefined ? undefined : parseListenAddress(options.http);
  if (address !== undefined && !address.ok) {
    say(address.message);
    return 2;
  }
  const read = readServerSettings(options.env, address === undefined ? 'stdio' : 'http');
  if (!read.ok) {
    for (const problem of read.problems) say(problem);
    return 2;
  }
  let skills;
  try {
    skills = 'layout' in catalog && catalog.layout === 'split' ? createSplitSkillServer(catalog) : createSkillServer(catalog as SkillCatalog);
  } catch (error) {
    if (error instanceof CatalogError) {
      say(error.message);
      return 2;
    }
    throw error;
  }
  const onerror = (error: Error): void => say(`error: ${error.message.length > 500 ? `${error.message.slice(0, 500)}…` : error.message}`);
  const factory = createServerFactory({ skills, settings: read.settings, env: options.env, onerror, ...(options.github === undefined ? {} : { github: options.github }) });
  const enabled = parseSkillsFlag(options.env[skillsFlagName]);
  const vendors = read.settings.vendors.size === 0 ? 'no vendors' : `vendors: ${[...read.settings.vendors].join(', ')}`;
  const summary = `${catalog.skills.length} skill(s), ${enabled.ok && enabled.enabled ? `${skillsFlagName}=true` : `${skillsFlagName}=false (skills are off: set ${skillsFlagName}=true to serve them)`}, ${vendors}`;

  if (address === undefined) {
    say(`serving ${summary} over stdio`);
    const { stdoutError } = await serveOverStdio(factory, options.stdin, options.stdout, onerror);
    if (stdoutError !== undefined) {
      // Answers were owed and could not be written: a failure, never a clean exit.
      say(`stdout failed (${(stdoutError as NodeJS.ErrnoException).code ?? stdoutError.message}); the session ended with answers unwritten`);
      return 2;
    }
    return 0;
  }

  let signal = options.signal;
  let release = (): void => {};
  if (signal === undefined) {
    const controller = new AbortController();
    const stop = (): void => controller.abort();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    release = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    };
    signal = controller.signal;
  }
  try {
    await serveOverHttp(factory, {
      address: address.address,
      bearerToken: read.settings.bearerToken as string,
      onListening: (url) => say(`serving ${summary} at ${url}`),
      onerror,
      signal,
    });
    return 0;
  } catch (error) {
    say(`cannot listen on ${options.http}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    return 2;
  } finally {
    release();
  }
}
