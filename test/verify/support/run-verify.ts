// Runs `skillpack verify` (the built CLI) as a real process, asynchronously so that several servers
// can be verified at once, and reads its JSON report.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cliPath } from '../../support/cli.js';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const faultyServer = fileURLToPath(new URL('../servers/faulty-server.mjs', import.meta.url));
export const sdkServer = fileURLToPath(new URL('../servers/sdk-skills-server.mjs', import.meta.url));

export interface VerifyRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: readonly string[], cwd = repoRoot, env: Record<string, string> = {}): Promise<VerifyRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [cliPath, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', GITHUB_ACTIONS: '', ...env }, timeout: 60_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof (error as { code?: unknown }).code === 'number' ? ((error as { code: number }).code) : -1;
      resolve({ code, stdout, stderr });
    });
  });
}

export interface JsonReport {
  readonly ok: boolean;
  readonly diagnostics: readonly { readonly ruleId: string; readonly severity: string; readonly message: string; readonly file: string }[];
  readonly summary: { readonly errors: number; readonly skills: number; readonly files: number };
}

export async function verifyJson(args: readonly string[], cwd = repoRoot): Promise<{ code: number; report: JsonReport; stderr: string }> {
  const run = await runCli(['verify', '--format', 'json', ...args], cwd);
  let report: JsonReport;
  try {
    report = JSON.parse(run.stdout) as JsonReport;
  } catch {
    throw new Error(`verify printed no JSON report (exit ${run.code}): ${run.stdout.slice(0, 500)} ${run.stderr.slice(0, 500)}`);
  }
  return { code: run.code, report, stderr: run.stderr };
}

export const ruleIds = (report: JsonReport): string[] => [...new Set(report.diagnostics.map((d) => d.ruleId))].sort();
