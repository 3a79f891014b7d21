// `verify` against servers built to break it (real processes, test/verify/servers/): every run ends
// in findings (exit 1) or a usage error (exit 2) with escaped text, within the overall --timeout and
// bounded memory (the CLI runs with a 256 MB heap here, far below what the floods used to cost).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../support/disk.js';
import { afterEach, describe, expect, it } from 'vitest';
import { faultyServer, runCli, type JsonReport } from '../verify/support/run-verify.js';

const relay = fileURLToPath(new URL('../verify/servers/http-relay-server.mjs', import.meta.url));
const smallHeap = { NODE_OPTIONS: '--max-old-space-size=256' };
let server: ChildProcess | undefined;
afterEach(() => {
  server?.kill();
  server = undefined;
});

async function startRelay(mode: string): Promise<string> {
  server = spawn(process.execPath, [relay, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => {
    server?.stdout?.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
  });
}

/** No raw control character (CR, ESC, …) and no workflow command smuggled onto a line of its own. */
function expectEscaped(text: string): void {
  expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  expect(text).not.toMatch(/^::error::injected/m);
}

async function verify(
  args: readonly string[],
  env: Record<string, string> = smallHeap,
): Promise<{ code: number; report: JsonReport | undefined; stdout: string; stderr: string }> {
  const run = await runCli(['verify', '--format', 'json', ...args], undefined, env);
  let report: JsonReport | undefined;
  try {
    report = JSON.parse(run.stdout) as JsonReport;
  } catch {
    report = undefined;
  }
  return { ...run, report };
}

const ids = (report: JsonReport | undefined): string[] => [...new Set(report?.diagnostics.map((d) => d.ruleId) ?? [])];

describe('hostile HTTP servers', { timeout: 120_000 }, () => {
  it('CR/LF and escapes in the legacy protocolVersion: a finding or a clean run, never a crash', async () => {
    const url = await startRelay('crlf-version');
    const run = await verify(['--http', url]);
    expect(run.code, run.stderr).toBeLessThan(2);
    expect(run.report).toBeDefined();
    expectEscaped(run.stdout);
    expectEscaped(run.stderr);
  });

  it('a 27 MB event stream is read incrementally, in bounded memory', async () => {
    const url = await startRelay('event-flood');
    // A 48 MB heap: reading the whole stream, then splitting it into its three million events, does not fit.
    const run = await verify(['--http', url], { NODE_OPTIONS: '--max-old-space-size=48' });
    expect(run.code, run.stderr).toBe(0);
    expect(run.report?.ok).toBe(true);
  });
});

describe('hostile stdio servers', { timeout: 120_000 }, () => {
  it('requests with 4 MiB ids from a server that stops reading are not answered into an unbounded buffer', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const count = join(dir, 'received.txt');
      const run = await verify([
        '--stdio',
        `node ${JSON.stringify(faultyServer)} flood-ids ${JSON.stringify(count)}`,
        '--timeout',
        '10000',
      ]);
      expect(run.code, run.stderr).toBe(1);
      expect(ids(run.report)).toEqual(['verify/budget', 'verify/connection']);
      // Ten refusals would have echoed 40 MiB of ids into a pipe nobody reads; none is written.
      expect(Number(readFileSync(count, 'utf8'))).toBeLessThan(1024);
    } finally {
      cleanup();
    }
  });

  it('frontmatter nested 15,000 levels deep is a finding, never a stack overflow', async () => {
    const run = await verify(['--stdio', `node ${JSON.stringify(faultyServer)} deep-frontmatter`]);
    expect(run.code, run.stderr).toBe(1);
    const messages = run.report?.diagnostics.filter((d) => d.ruleId === 'verify/frontmatter-mismatch').map((d) => d.message) ?? [];
    expect(messages.join('\n')).toContain('deeper than 64 levels');
  });

  it('frontmatter of 23,000 keys (250 KB) is a finding without being parsed', async () => {
    const run = await verify(['--stdio', `node ${JSON.stringify(faultyServer)} wide-frontmatter`]);
    expect(run.code, run.stderr).toBe(1);
    const messages = run.report?.diagnostics.filter((d) => d.ruleId === 'verify/frontmatter-mismatch').map((d) => d.message) ?? [];
    expect(messages.join('\n')).toContain('over 65536 bytes');
  });

  it('the whole run ends at the overall --timeout, with a finding that says so', async () => {
    const run = await verify(['--stdio', `node ${JSON.stringify(faultyServer)} slow`, '--timeout', '2000']);
    expect(run.code, run.stderr).toBe(1);
    const budget = run.report?.diagnostics.filter((d) => d.ruleId === 'verify/budget').map((d) => d.message) ?? [];
    expect(budget.join('\n')).toContain('--timeout 2000');
  });
});

describe('unusable --header values', () => {
  it.each([
    ['CR/LF in the value', 'Authorization: Bearer x\r\nX-Injected: 1'],
    ['an invalid name', 'Bad Name: x'],
    ['no colon', 'Authorization'],
  ])('%s is a usage error (exit 2) with escaped text', async (_what, header) => {
    const run = await runCli(['verify', '--http', 'http://127.0.0.1:9/mcp', '--header', header]);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain('--header');
    expectEscaped(run.stderr);
  });
});
