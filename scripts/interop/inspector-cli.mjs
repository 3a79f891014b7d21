// Runs the MCP Inspector CLI (2.12.0, under the Node 22 binary) against one server, stdio or HTTP,
// and reads what it prints. Flags as its own --help and source define them: `-e KEY=VALUE` is the
// stdio server's whole environment beyond the SDK's default set, `--cwd` its working directory,
// `--server-url` + `--header` for HTTP (`--stored-auth-only`: never start an interactive OAuth
// flow), `--protocol-era legacy|auto|modern`. Errors come as one JSON envelope
// `{"error":{"code",...}}` on stderr (exit 1 for usage and refusals, 7/8/9 for --verify findings).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { limited, run } from './processes.mjs';

export const jsonLines = (text) =>
  text.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });

export const errorEnvelope = (stderr) => jsonLines(stderr).find((line) => line.error)?.error;

export const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const exitOf = (result) => (result.timedOut ? 'timeout' : result.code === null ? `signal ${result.signal}` : `exit ${result.code}`);

/**
 * A function `inspect(target, era, methodArgs, serverEnv?)` that runs the Inspector with at most two
 * runs at a time. `target` is `{ kind: 'stdio', command, args, cwd }` or `{ kind: 'http', url, headers }`.
 */
export function inspectorRunner({ toolchain, work }) {
  const home = join(work, 'inspector-home');
  mkdirSync(home, { recursive: true });
  // Keep the Inspector's catalog, client config and any stored state inside the work directory.
  const checkerEnv = {
    HOME: home,
    MCP_CATALOG_PATH: join(home, 'catalog.json'),
    MCP_CLIENT_CONFIG_PATH: join(home, 'client.json'),
    NO_COLOR: '1',
  };
  const once = (target, era, methodArgs, serverEnv = {}) => {
    const targetArgs =
      target.kind === 'http'
        ? [
            '--transport',
            'http',
            '--server-url',
            target.url,
            '--stored-auth-only',
            ...Object.entries(target.headers ?? {}).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
          ]
        : [
            '--cwd',
            target.cwd,
            ...Object.entries(serverEnv).flatMap(([key, value]) => ['-e', `${key}=${value}`]),
            '--',
            target.command,
            ...target.args,
          ];
    return run(toolchain.node, [toolchain.inspector, '--cli', ...methodArgs, '--protocol-era', era, ...targetArgs], {
      cwd: work,
      envAdditions: checkerEnv,
      timeoutMs: 90_000,
    });
  };
  return limited(once, 2);
}
