// Start-up of the split layout as a server pays it, in this fresh process: importing the index
// module, building the runtime's index over it (createSplitSkillServer), the first resources/read
// of a skill (which imports that skill's texts module), then reading one file of every skill; with
// the heap after each step (after a full GC). Run with --expose-gc.
// Usage: node --expose-gc bench/probes/import-split.mjs <index.js> <runtime.js>
// <index.js> is the index compiled beside its texts modules, which keep their content-addressed names
// (`skills/<skill path>.<16 hex>.js`, as bench/run.mjs compiles the tree), so its imports resolve as built.
// Prints {"importMs","heapBytes","serverMs","firstReadMs","allReadMs","allHeapBytes","skills"} as JSON.
import { pathToFileURL } from 'node:url';

const [indexPath, runtimePath] = process.argv.slice(2);
if (indexPath === undefined || runtimePath === undefined || typeof globalThis.gc !== 'function')
  throw new Error('usage: node --expose-gc import-split.mjs <index.js> <runtime.js>');
const runtime = await import(pathToFileURL(runtimePath).href);
const heap = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};
const before = heap();
let t0 = performance.now();
const { catalog } = await import(pathToFileURL(indexPath).href);
const importMs = performance.now() - t0;
const heapBytes = heap() - before;
t0 = performance.now();
const server = runtime.createSplitSkillServer(catalog);
const serverMs = performance.now() - t0;
const ctx = { era: 'modern', enabled: true, tools: catalog.skills.flatMap((s) => s.tools) };
const read = async (uri) => {
  const outcome = await server.readResource({ uri }, ctx);
  if (!outcome.ok) throw new Error(`${uri}: ${outcome.error.message}`);
};
t0 = performance.now();
await read(catalog.skills[0].uri);
const firstReadMs = performance.now() - t0;
t0 = performance.now();
for (const skill of catalog.skills) await read(skill.uri);
const allReadMs = performance.now() - t0;
const allHeapBytes = heap() - before;
process.stdout.write(
  `${JSON.stringify({ importMs, heapBytes, serverMs, firstReadMs, allReadMs, allHeapBytes, skills: catalog.skills.length })}\n`,
);
