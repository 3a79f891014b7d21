// Runs the built CLI (dist/cli.js) as a real process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const cliPath = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCliProcess(args: readonly string[], cwd: string, env: Record<string, string> = {}): CliRun {
  const result = spawnSync(process.execPath, [cliPath, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, NO_COLOR: '1', GITHUB_ACTIONS: '', ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
