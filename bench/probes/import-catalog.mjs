// Imports a generated catalog module (types stripped to .mjs) in this fresh process and reports what
// start-up costs a server: the import itself, then building the runtime's index over it, and the
// memory each adds (heap after a full GC, and RSS). Run with --expose-gc.
// Usage: node --expose-gc bench/probes/import-catalog.mjs <catalog.mjs> [<runtime.js>]
// Prints {"importMs","heapBytes","rssBytes","contentBytes","files","serverMs","serverHeapBytes"} as JSON.
import { pathToFileURL } from 'node:url';

const [modulePath, runtimePath] = process.argv.slice(2);
if (modulePath === undefined || typeof globalThis.gc !== 'function')
  throw new Error('usage: node --expose-gc import-catalog.mjs <catalog.mjs> [<runtime.js>]');
const runtime = runtimePath === undefined ? undefined : await import(pathToFileURL(runtimePath).href);

const settle = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage();
};
const before = settle();
const started = performance.now();
const { catalog } = await import(pathToFileURL(modulePath).href);
const importMs = performance.now() - started;
const imported = settle();

let contentBytes = 0;
let files = 0;
for (const skill of catalog.skills) {
  for (const file of skill.files) {
    contentBytes += file.size;
    files += 1;
  }
}
const result = {
  importMs,
  heapBytes: imported.heapUsed - before.heapUsed,
  rssBytes: imported.rss - before.rss,
  contentBytes,
  files,
};
if (runtime !== undefined) {
  const t0 = performance.now();
  const server = runtime.createSkillServer(catalog);
  result.serverMs = performance.now() - t0;
  const served = settle();
  result.serverHeapBytes = served.heapUsed - imported.heapUsed;
  result.totalRssBytes = served.rss - before.rss;
  void server;
}
process.stdout.write(`${JSON.stringify(result)}\n`);
