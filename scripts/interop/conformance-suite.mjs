// The MCP conformance suite (run under Node 22) over Streamable HTTP on 127.0.0.1: `skillpack serve
// --http` with a bearer token, the token gate checked first, then the SEP-2640 server scenarios.
// enumeration and manifest must pass with zero failures and zero warnings; directory must skip
// (every check SKIPPED because we declare the extension without directoryRead) — never pass.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAuthProxy } from './auth-proxy.mjs';
import { freePort } from './free-port.mjs';
import { run, start } from './processes.mjs';
import { vendorVariants } from './targets.mjs';

const skillsExtension = 'io.modelcontextprotocol/skills';
const modernMeta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'skillpack-interop', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** One `server/discover` POST; resolves with the status and the JSON-RPC message (JSON or SSE). */
async function discover(url, authorization) {
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': 'server/discover',
  };
  if (authorization !== undefined) headers.authorization = authorization;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: modernMeta } }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let message;
  for (const candidate of [text, ...text.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5))]) {
    try {
      message = JSON.parse(candidate);
      break;
    } catch {
      // not JSON; try the next candidate
    }
  }
  return { status: response.status, text, message };
}

function findChecks(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === 'checks.json') return JSON.parse(readFileSync(join(entry.parentPath ?? entry.path, entry.name), 'utf8'));
  }
  return undefined;
}

const count = (checks, status) => checks.filter((check) => check.status === status).length;
const summary = (result, checks) =>
  `${result.timedOut ? 'timeout' : `exit ${result.code}`}; ${
    checks === undefined ? 'no checks.json' : `${count(checks, 'SUCCESS')} passed, ${count(checks, 'FAILURE')} failed, ${count(checks, 'WARNING')} warnings, ${count(checks, 'SKIPPED')} skipped`
  }`;

async function gateChecks({ label, url, token, results, server }) {
  const runs = () => [server.asResult()];
  const attempts = [
    { name: 'no Authorization', header: undefined, want: 401 },
    { name: 'wrong token', header: `Bearer ${'x'.repeat(token.length)}`, want: 401 },
    { name: 'bearer token', header: `Bearer ${token}`, want: 200 },
  ];
  for (const attempt of attempts) {
    let outcome;
    try {
      outcome = await discover(url, attempt.header);
    } catch (error) {
      outcome = { status: `request failed: ${error.message}` };
    }
    const checks = [outcome.status === attempt.want];
    let got = `HTTP ${outcome.status}`;
    if (attempt.want === 200) {
      const capabilities = outcome.message?.result?.capabilities;
      const declared = capabilities?.extensions?.[skillsExtension];
      checks.push(capabilities?.resources !== undefined && JSON.stringify(declared) === '{}');
      got += `; resources ${capabilities?.resources === undefined ? 'absent' : 'declared'}, ${skillsExtension} ${JSON.stringify(declared)}`;
    }
    results.record({
      check: `${label} · server/discover with ${attempt.name}`,
      expected: attempt.want === 200 ? `HTTP 200; resources {}, ${skillsExtension} {}` : `HTTP ${attempt.want}`,
      got,
      ok: checks.every(Boolean),
      runs: runs(),
      note: outcome.text === undefined ? undefined : `response body: ${outcome.text.slice(0, 2_000)}`,
    });
  }
}

export async function runConformanceSuite({ root, toolchain, work, results }) {
  const scenarios = [
    { name: 'sep-2640-skills-enumeration', expect: 'pass' },
    { name: 'sep-2640-skills-manifest', expect: 'pass' },
    { name: 'sep-2640-skills-directory', expect: 'skip' },
  ];
  for (const variant of vendorVariants) {
    const label = `conformance · serve --http · ${variant.id}`;
    const port = await freePort();
    const token = randomBytes(32).toString('hex');
    const url = `http://127.0.0.1:${port}/mcp`;
    const server = start(process.execPath, ['dist/cli.js', 'serve', '--http', `127.0.0.1:${port}`], {
      cwd: root,
      envAdditions: { MCP_SKILLS_ENABLED: 'true', MCP_HTTP_BEARER_TOKEN: token, ...variant.env },
      timeoutMs: 20_000,
      ready: async () => {
        try {
          await fetch(url, { method: 'POST', signal: AbortSignal.timeout(1_000) });
          return true;
        } catch {
          return false;
        }
      },
    });
    const started = await server.started;
    if (!started.ok) {
      results.record({ check: `${label} · server starts`, expected: 'listening', got: started.reason, ok: false, runs: [server.asResult()] });
      await server.stop();
      continue;
    }
    const proxy = await startAuthProxy(port, token);
    try {
      await gateChecks({ label, url, token, results, server });
      for (const scenario of scenarios) {
        const outputDir = join(work, 'conformance', `${variant.id.replace(/\W+/g, '-')}-${scenario.name}`);
        mkdirSync(outputDir, { recursive: true });
        const result = await run(
          toolchain.node,
          [toolchain.conformance, 'server', '--url', `http://127.0.0.1:${proxy.port}/mcp`, '--scenario', scenario.name, '--output-dir', outputDir, '--timeout', '60000'],
          { cwd: work, envAdditions: { NO_COLOR: '1', FORCE_COLOR: '0' }, timeoutMs: 120_000 },
        );
        let checks;
        try {
          checks = findChecks(outputDir);
        } catch {
          checks = undefined;
        }
        const runs = [result, server.asResult()];
        if (scenario.expect === 'pass') {
          results.record({
            check: `${label} · ${scenario.name}`,
            expected: 'exit 0; 0 failed, 0 warnings',
            got: summary(result, checks),
            ok: result.code === 0 && checks !== undefined && count(checks, 'SUCCESS') > 0 && count(checks, 'FAILURE') === 0 && count(checks, 'WARNING') === 0,
            runs,
          });
        } else {
          // Skipped for the right reason: the extension is declared, directoryRead is not.
          const own = (checks ?? []).filter((check) => check.id.startsWith('sep-2640-'));
          const rightReason = own.length > 0 && own.every((check) => check.status === 'SKIPPED' && /not directoryRead/.test(check.errorMessage ?? ''));
          results.record({
            check: `${label} · ${scenario.name}`,
            expected: 'exit 0; every check SKIPPED (no directoryRead)',
            got: `${summary(result, checks)}${rightReason ? '' : `; ${own.map((check) => `${check.id}=${check.status}`).join(', ') || 'no sep-2640 checks'}`}`,
            ok: result.code === 0 && checks !== undefined && rightReason && count(checks, 'FAILURE') === 0 && count(checks, 'WARNING') === 0,
            runs,
          });
        }
      }
    } finally {
      await proxy.close();
      await server.stop();
    }
  }
}
