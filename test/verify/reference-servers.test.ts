// `skillpack verify` against real servers for this repository's skills: `skillpack serve` (the built
// CLI, over stdio and over Streamable HTTP with a bearer token) and the official SDK's own skills
// server (`loadSkills` from @modelcontextprotocol/server/ext/skills/node) serving the same folders.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliPath } from '../support/cli.js';
import { repoRoot, ruleIds, runCli, sdkServer, verifyJson } from './support/run-verify.js';

const serve = `node ${JSON.stringify(cliPath)} serve`;
const enabled = ['--env', 'MCP_SKILLS_ENABLED=true', '--env', 'MCP_ENABLED_VENDORS=github'];

// Real processes on a shared machine: each test spawns servers and the CLI several times.
describe.concurrent('verify on real servers', { timeout: 120_000 }, () => {
  it('passes skillpack serve over stdio, and the served catalog equals the build', async () => {
    const { code, report } = await verifyJson(['--stdio', serve, ...enabled, '--expect', 'skillpack.config.json']);
    expect(report.diagnostics).toEqual([]);
    expect(code).toBe(0);
    expect(report.summary).toMatchObject({ skills: 2, files: 4 });
    const text = await runCli(['verify', '--stdio', serve, ...enabled, '--expect', 'generated/skills.ts']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/served catalog equals the build \(manifest digest sha256:[0-9a-f]{64}\)/);
  });

  it('names the skill a session cannot see as a difference from the build', async () => {
    // Without the GitHub vendor the session lacks the tools github-pr-readiness calls (tool-scoped visibility).
    const { code, report } = await verifyJson(['--stdio', serve, '--env', 'MCP_SKILLS_ENABLED=true', '--expect', 'skillpack.config.json']);
    expect(report.diagnostics.map((d) => [d.ruleId, d.file])).toEqual([['verify/expect-differs', 'skill://github-pr-readiness/SKILL.md']]);
    expect(code).toBe(1);
  });

  it('reports a server with the extension switched off as not declared', async () => {
    const { code, report } = await verifyJson(['--stdio', serve]);
    expect(ruleIds(report)).toEqual(['verify/not-declared']);
    expect(code).toBe(1);
  });

  it("passes the official SDK's skills server for the same skills (its legacy sessions see skills: a note with --legacy allowed)", async () => {
    const { code, report } = await verifyJson(['--stdio', `node ${JSON.stringify(sdkServer)} skills`, '--expect', 'skillpack.config.json', '--legacy', 'allowed']);
    expect(report.diagnostics.map((d) => [d.ruleId, d.severity])).toEqual([['verify/legacy-sees-skills', 'info']]);
    expect(code).toBe(0);
    expect(report.summary).toMatchObject({ skills: 2, files: 4 });
  });

  it("holds the SDK's server to skillpack's legacy promise by default", async () => {
    const { code, report } = await verifyJson(['--stdio', `node ${JSON.stringify(sdkServer)} skills`]);
    expect(report.diagnostics.map((d) => [d.ruleId, d.severity])).toEqual([['verify/legacy-sees-skills', 'error']]);
    expect(code).toBe(1);
  });

  it('exits 2 for a target that cannot be started or for missing options', async () => {
    const missing = await runCli(['verify', '--stdio', 'skillpack-verify-no-such-program']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot start');
    expect((await runCli(['verify'])).code).toBe(2);
    expect((await runCli(['verify', '--stdio', 'x', '--http', 'http://127.0.0.1:1/mcp'])).code).toBe(2);
    expect((await runCli(['verify', '--stdio', 'node', '--legacy', 'sometimes'])).code).toBe(2);
  });
});

describe('verify over Streamable HTTP', { timeout: 120_000 }, () => {
  const token = randomBytes(16).toString('hex');
  let url = '';
  let stop = (): void => {};

  beforeAll(async () => {
    const child = spawn(process.execPath, [cliPath, 'serve', '--http', '127.0.0.1:0'], {
      cwd: repoRoot,
      env: { ...process.env, MCP_SKILLS_ENABLED: 'true', MCP_ENABLED_VENDORS: 'github', MCP_HTTP_BEARER_TOKEN: token },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    stop = () => void child.kill('SIGTERM');
    url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stderr.on('data', (chunk: Buffer) => {
        seen += String(chunk);
        const match = /at (http:\/\/\S+\/mcp)/.exec(seen);
        if (match !== null) resolve(match[1] as string);
      });
      child.once('exit', () => reject(new Error(`serve --http exited: ${seen}`)));
    });
  });
  afterAll(() => stop());

  it('passes with the bearer token and equals the build', async () => {
    const { code, report } = await verifyJson(['--http', url, '--header', `Authorization: Bearer ${token}`, '--expect', 'skillpack.config.json']);
    expect(report.diagnostics).toEqual([]);
    expect(code).toBe(0);
    expect(report.summary).toMatchObject({ skills: 2, files: 4 });
  });

  it('cannot connect without the token', async () => {
    const { code, report } = await verifyJson(['--http', url]);
    expect(report.diagnostics.map((d) => [d.ruleId, d.message.includes('HTTP 401')])).toEqual([['verify/connection', true]]);
    expect(code).toBe(1);
  });
});
