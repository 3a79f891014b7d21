#!/usr/bin/env node
// The `skillpack` executable: runs the CommonJS CLI bundle (dist/cli-main.cjs) through a V8 code cache
// written at build time, so the pre-commit hook does not pay for compiling the CLI on every commit
// (Node 20 has no module compile cache). A cache V8 rejects (other Node version) is simply ignored.
// The published package ships neither the cache (it is machine-specific) nor the CommonJS bundle
// (without its cache it is no faster): there the ES module build runs every command.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const dir = dirname(fileURLToPath(import.meta.url));

if (['serve', 'verify', 'diff', 'attest'].some((command) => process.argv.slice(2).includes(command)) || !existsSync(join(dir, 'cli-main.cjs'))) {
  // A script run by vm cannot import() on Node 20: `serve` loads the MCP SDK lazily and `verify`,
  // `diff` and `attest` import generated modules, so they take the plain ES module build of the same CLI.
  const esmCli = new URL('./cli-esm.js', import.meta.url).href; // dist/cli-esm.js, beside this file
  await import(esmCli);
} else {
  runCached();
}

function runCached(): void {
  const file = join(dir, 'cli-main.cjs');
  const cacheFile = `${file}.v8cache`;
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const source = readFileSync(file, 'utf8');
  const script = new Script(Module.wrap(source.startsWith('#!') ? `//${source}` : source), {
    filename: file,
    ...(cachedData === undefined ? {} : { cachedData }),
  });
  // scripts/build.mjs sets this for one warm-up run, so the cache holds the functions a lint compiles.
  if (process.env['SKILLPACK_WRITE_CODE_CACHE'] === '1') {
    process.once('beforeExit', () => writeFileSync(cacheFile, script.createCachedData()));
  }
  const module = { exports: {} };
  (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, createRequire(file), module, file, dir);
}
