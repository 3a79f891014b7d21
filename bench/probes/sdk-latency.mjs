// The anchor: the official SDK's catalog (`loadSkills` from @modelcontextprotocol/server 2.4.x)
// answering skills/list, skills/get and resources/read for the same skills and the same request mix
// as probes/runtime-latency.mjs. Its handlers are captured as `attach()` registers them on a real
// McpServer and called directly, so neither side pays for JSON-RPC or a transport. Page size 32, as
// ours. Usage: node bench/probes/sdk-latency.mjs <skills-root> [iterations]
import { McpServer } from '@modelcontextprotocol/server';
import { loadSkills } from '@modelcontextprotocol/server/ext/skills/node';
import { latencySummary } from '../lib/stats.mjs';
import { sampleSeeds, uriSample } from '../lib/uri-sample.mjs';

const [root, iterationsArg] = process.argv.slice(2);
if (root === undefined) throw new Error('usage: sdk-latency.mjs <skills-root> [iterations]');
const iterations = Number(iterationsArg ?? 20000);
const warnings = [];
const skills = await loadSkills(root, { pageSize: 32, onWarning: (warning) => warnings.push(warning) });
if (warnings.length > 0) throw new Error(`loadSkills warned: ${JSON.stringify(warnings.slice(0, 3))}`);

const mcp = new McpServer({ name: 'bench', version: '0.0.0' });
const handlers = new Map();
let readCallback;
const setRequestHandler = mcp.server.setRequestHandler.bind(mcp.server);
mcp.server.setRequestHandler = (method, schema, handler) => {
  handlers.set(method, handler);
  return setRequestHandler(method, schema, handler);
};
const registerResource = mcp.registerResource.bind(mcp);
mcp.registerResource = (name, template, config, callback) => {
  readCallback = callback;
  return registerResource(name, template, config, callback);
};
skills.attach(mcp);
const list = handlers.get('skills/list');
const get = handlers.get('skills/get');
if (list === undefined || get === undefined || readCallback === undefined)
  throw new Error('the SDK did not register its skills handlers as expected');

const ctx = {};
const skillUris = skills.entries.map((skill) => skill.uri).sort();
const fileUris = [...new Set(skills.entries.flatMap((skill) => skill.resources.map((r) => r.uri)))].sort();
const cursors = [];
for (let page = await list({}, ctx); page.nextCursor !== undefined; page = await list({ cursor: page.nextCursor }, ctx))
  cursors.push(page.nextCursor);

async function measure(inputs, call, check) {
  const warm = Math.min(inputs.length, 500);
  for (let i = 0; i < warm; i += 1) await call(inputs[i]);
  const samples = new Float64Array(inputs.length);
  for (let i = 0; i < inputs.length; i += 1) {
    const t0 = process.hrtime.bigint();
    const result = await call(inputs[i]);
    samples[i] = Number(process.hrtime.bigint() - t0);
    if (!check(result)) throw new Error(`the SDK catalog did not answer ${JSON.stringify(inputs[i])}`);
  }
  return latencySummary(samples);
}

const listCount = Math.max(200, Math.floor(iterations / 10));
const result = {
  list: await measure(
    Array.from({ length: listCount }, () => ({})),
    (params) => list(params, ctx),
    (r) => r.skills.length > 0,
  ),
  listCursor:
    cursors.length === 0
      ? undefined
      : await measure(
          uriSample(cursors, listCount, sampleSeeds.page).map((cursor) => ({ cursor })),
          (params) => list(params, ctx),
          (r) => r.skills.length > 0,
        ),
  get: await measure(
    uriSample(skillUris, iterations, sampleSeeds.get).map((uri) => ({ uri })),
    (params) => get(params, ctx),
    (r) => r.skill !== undefined,
  ),
  read: await measure(
    uriSample(fileUris, iterations, sampleSeeds.read),
    (uri) => readCallback(new URL(uri), {}, ctx),
    (r) => typeof r.contents?.[0]?.text === 'string',
  ),
  pages: cursors.length + 1,
  files: fileUris.length,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
