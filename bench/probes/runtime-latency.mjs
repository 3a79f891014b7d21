// Latency of skillpack's runtime answering from memory: skills/list (first page and a page reached
// by cursor), skills/get and resources/read, called through the runtime API (no JSON-RPC, no
// transport) for a 2026-07-28 session with the flag on and every tool on its surface.
// Usage: node bench/probes/runtime-latency.mjs <catalog.mjs> <runtime.js> [iterations]
// Prints {"list","listCursor","get","read"} with p50Us/p99Us each, as JSON.
import { pathToFileURL } from 'node:url';
import { latencySummary } from '../lib/stats.mjs';
import { sampleSeeds, uriSample } from '../lib/uri-sample.mjs';

const [modulePath, runtimePath, iterationsArg] = process.argv.slice(2);
if (runtimePath === undefined) throw new Error('usage: runtime-latency.mjs <catalog.mjs> <runtime.js> [iterations]');
const iterations = Number(iterationsArg ?? 20000);
const { catalog } = await import(pathToFileURL(modulePath).href);
const { createSkillServer } = await import(pathToFileURL(runtimePath).href);

const server = createSkillServer(catalog);
const tools = new Set(catalog.skills.flatMap((skill) => skill.tools));
const ctx = { era: 'modern', enabled: true, tools };
const skillUris = catalog.skills.map((skill) => skill.uri).sort();
const fileUris = [...new Set(catalog.skills.flatMap((skill) => skill.files.map((file) => file.uri)))].sort();

const cursors = [];
for (let outcome = server.listSkills({}, ctx); outcome.ok && outcome.result.nextCursor !== undefined;) {
  cursors.push(outcome.result.nextCursor);
  outcome = server.listSkills({ cursor: outcome.result.nextCursor }, ctx);
}

function measure(inputs, call) {
  const warm = Math.min(inputs.length, 2000);
  for (let i = 0; i < warm; i += 1) call(inputs[i]);
  const samples = new Float64Array(inputs.length);
  for (let i = 0; i < inputs.length; i += 1) {
    const t0 = process.hrtime.bigint();
    const outcome = call(inputs[i]);
    samples[i] = Number(process.hrtime.bigint() - t0);
    if (!outcome.ok) throw new Error(`runtime refused ${JSON.stringify(inputs[i])}: ${outcome.error.message}`);
  }
  return latencySummary(samples);
}

const listCount = Math.max(200, Math.floor(iterations / 10));
const result = {
  list: measure(
    Array.from({ length: listCount }, () => ({})),
    (params) => server.listSkills(params, ctx),
  ),
  listCursor:
    cursors.length === 0
      ? undefined
      : measure(
          uriSample(cursors, listCount, sampleSeeds.page).map((cursor) => ({ cursor })),
          (params) => server.listSkills(params, ctx),
        ),
  get: measure(
    uriSample(skillUris, iterations, sampleSeeds.get).map((uri) => ({ uri })),
    (params) => server.getSkill(params, ctx),
  ),
  read: measure(
    uriSample(fileUris, iterations, sampleSeeds.read).map((uri) => ({ uri })),
    (params) => server.readResource(params, ctx),
  ),
  pages: cursors.length + 1,
  files: fileUris.length,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
