// Streamable HTTP on 127.0.0.1: `skillpack serve --http` with a fresh bearer token, with and without
// the GitHub vendor. First the token gate and the declaration (plain fetch); then the MCP Inspector
// with the token as a header (same checks as over stdio, legacy era as the "off" case) and without
// it (exit 3, auth_required); then the conformance suite (0.2.0-alpha.12, under Node 22) through
// auth-proxy.mjs, because its server command has no way to send a header. enumeration and manifest
// must pass with zero failures and zero warnings; directory must pass the same way for a catalog
// whose config turns `directoryRead` on, and otherwise skip (every SEP-2640 check SKIPPED because
// the extension is declared without directoryRead) — never pass there.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAuthProxy } from './auth-proxy.mjs';
import { freePort } from './free-port.mjs';
import { errorEnvelope, exitOf, inspectorRunner } from './inspector-cli.mjs';
import { runInspectorChecks } from './inspector-checks.mjs';
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
  for (const candidate of [
    text,
    ...text
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5)),
  ]) {
    try {
      message = JSON.parse(candidate);
      break;
    } catch {
      // not JSON; try the next candidate
    }
  }
  return { status: response.status, text, message };
}

async function gateChecks({ label, url, token, results, server, directoryRead }) {
  const declaration = directoryRead ? { directoryRead: true } : {};
  const attempts = [
    { name: 'no Authorization', header: undefined, want: 401 },
    { name: 'a wrong token', header: `Bearer ${'0'.repeat(token.length)}`, want: 401 },
    { name: 'the bearer token', header: `Bearer ${token}`, want: 200 },
  ];
  for (const attempt of attempts) {
    let outcome;
    try {
      outcome = await discover(url, attempt.header);
    } catch (error) {
      outcome = { status: `request failed: ${error.message}` };
    }
    let ok = outcome.status === attempt.want;
    let got = `HTTP ${outcome.status}`;
    if (attempt.want === 200) {
      // SPEC-NOTES §3 "Declaration": exactly `resources: {}` and the extension with no options, or
      // with `directoryRead: true` where the config turns it on.
      const capabilities = outcome.message?.result?.capabilities;
      const shown = { resources: capabilities?.resources, [skillsExtension]: capabilities?.extensions?.[skillsExtension] };
      ok &&= JSON.stringify(shown) === JSON.stringify({ resources: {}, [skillsExtension]: declaration });
      got += `; ${JSON.stringify(shown)}`;
    }
    results.record({
      check: `${label} · server/discover with ${attempt.name}`,
      expected: attempt.want === 200 ? `HTTP 200; resources {}, ${skillsExtension} ${JSON.stringify(declaration)}` : `HTTP ${attempt.want}`,
      got,
      ok,
      runs: [server.asResult()],
      note: outcome.text === undefined ? undefined : `response body: ${outcome.text.slice(0, 2_000)}`,
    });
  }
}

function findChecks(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === 'checks.json')
      return JSON.parse(readFileSync(join(entry.parentPath ?? entry.path, entry.name), 'utf8'));
  }
  return undefined;
}

const count = (checks, status) => checks.filter((check) => check.status === status).length;
const tally = (checks) =>
  checks === undefined
    ? 'no checks.json'
    : `${count(checks, 'SUCCESS')} passed, ${count(checks, 'FAILURE')} failed, ${count(checks, 'WARNING')} warnings, ${count(checks, 'SKIPPED')} skipped`;

async function conformanceChecks({ label, toolchain, work, results, server, proxyUrl, variant, directoryRead }) {
  const scenarios = [
    { name: 'sep-2640-skills-enumeration', expect: 'pass' },
    { name: 'sep-2640-skills-manifest', expect: 'pass' },
    { name: 'sep-2640-skills-directory', expect: directoryRead ? 'pass-all' : 'skip' },
  ];
  for (const scenario of scenarios) {
    const outputDir = join(work, 'conformance', `${variant.id.replace(/\W+/g, '-')}-${scenario.name}`);
    mkdirSync(outputDir, { recursive: true });
    const result = await run(
      toolchain.node,
      [toolchain.conformance, 'server', '--url', proxyUrl, '--scenario', scenario.name, '--output-dir', outputDir, '--timeout', '60000'],
      { cwd: work, envAdditions: { NO_COLOR: '1', FORCE_COLOR: '0' }, timeoutMs: 120_000 },
    );
    let checks;
    try {
      checks = findChecks(outputDir);
    } catch {
      checks = undefined;
    }
    const runs = [result, server.asResult()];
    const clean = checks !== undefined && count(checks, 'FAILURE') === 0 && count(checks, 'WARNING') === 0;
    if (scenario.expect === 'pass-all') {
      // directoryRead declared: every SEP-2640 check of the scenario must pass (none skipped).
      const own = (checks ?? []).filter((check) => check.id.startsWith('sep-2640-'));
      const passed = own.length > 0 && own.every((check) => check.status === 'SUCCESS');
      results.record({
        check: `${label} · conformance ${scenario.name}`,
        expected: 'exit 0; every SEP-2640 check passed; 0 failed, 0 warnings',
        got: `${exitOf(result)}; ${passed ? `${own.length} SEP-2640 checks passed; ` : `${own.map((check) => `${check.id}=${check.status}`).join(', ') || 'no SEP-2640 checks'}; `}${tally(checks)}`,
        ok: result.code === 0 && clean && passed,
        runs,
      });
    } else if (scenario.expect === 'pass') {
      results.record({
        check: `${label} · conformance ${scenario.name}`,
        expected: 'exit 0; 0 failed, 0 warnings',
        got: `${exitOf(result)}; ${tally(checks)}`,
        ok: result.code === 0 && clean && count(checks, 'SUCCESS') > 0,
        runs,
      });
    } else {
      // Skipped for the right reason: the extension is declared, directoryRead is not. (The
      // suite's own wire-schema check still runs and may pass.)
      const own = (checks ?? []).filter((check) => check.id.startsWith('sep-2640-'));
      const skipped =
        own.length > 0 && own.every((check) => check.status === 'SKIPPED' && /not directoryRead/.test(check.errorMessage ?? ''));
      results.record({
        check: `${label} · conformance ${scenario.name}`,
        expected: 'exit 0; every SEP-2640 check SKIPPED (no directoryRead)',
        got: `${exitOf(result)}; ${skipped ? `${own.length} SEP-2640 checks skipped (no directoryRead); ` : `${own.map((check) => `${check.id}=${check.status}`).join(', ') || 'no SEP-2640 checks'}; `}${tally(checks)}`,
        ok: result.code === 0 && clean && skipped,
        runs,
      });
    }
  }
}

export async function runHttpSuite({ root, toolchain, work, results, catalog, setup = { label: '', serveArgs: [] } }) {
  const inspect = inspectorRunner({ toolchain, work });
  const readsDir = join(work, 'inspector-http-reads');
  mkdirSync(readsDir, { recursive: true });
  for (const variant of vendorVariants) {
    const label = `${setup.label}http · serve --http · ${variant.id}`;
    const port = await freePort();
    const token = randomBytes(32).toString('hex');
    results.redact(token);
    const url = `http://127.0.0.1:${port}/mcp`;
    const server = start(process.execPath, ['dist/cli.js', 'serve', ...setup.serveArgs, '--http', `127.0.0.1:${port}`], {
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
      results.record({
        check: `${label} · server starts`,
        expected: 'listening',
        got: started.reason,
        ok: false,
        runs: [server.asResult()],
      });
      await server.stop();
      continue;
    }
    const proxy = await startAuthProxy(port, token);
    try {
      await gateChecks({ label, url, token, results, server, directoryRead: setup.directoryRead === true });

      const withToken = { kind: 'http', url, headers: { Authorization: `Bearer ${token}` } };
      await runInspectorChecks({
        inspect,
        target: withToken,
        label: `${label} · inspector`,
        results,
        catalog,
        offCases: [{ name: '--protocol-era legacy', era: 'legacy', env: {} }],
        readsDir,
        wantGithub: variant.wantGithub,
      });
      const anonymous = await inspect({ kind: 'http', url }, 'modern', ['--method', 'skills/list', '--verify']);
      const envelope = errorEnvelope(anonymous.stderr);
      results.record({
        check: `${label} · inspector without the token · skills/list`,
        expected: 'exit 3, auth_required',
        got: `${exitOf(anonymous)}, ${envelope?.code ?? 'no error envelope'}`,
        ok: anonymous.code === 3 && envelope?.code === 'auth_required',
        runs: [anonymous, server.asResult()],
      });

      await conformanceChecks({
        label,
        toolchain,
        work,
        results,
        server,
        proxyUrl: `http://127.0.0.1:${proxy.port}/mcp`,
        variant,
        directoryRead: setup.directoryRead === true,
      });
    } finally {
      await proxy.close();
      await server.stop();
    }
  }
}
