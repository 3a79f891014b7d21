// Where `check` spends its time: the same stages the CLI runs (config, load, every rule, bundle,
// emit, compare with the committed module), timed one by one in this fresh process. The stages are
// bundled from src/ with esbuild into bench/.work/ first, so the figures follow the current code.
// Rules share memoised work (parsed references, secret matches): the first rule that asks pays.
// Usage: node bench/probes/stage-costs.mjs <skillpack.config.json>
// Prints {"stages":{name: ms},"rules":{id: ms}} as JSON.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = process.argv[2];
if (configFile === undefined) throw new Error('usage: stage-costs.mjs <skillpack.config.json>');

const entry = `
export { loadConfig } from './src/config/load-config.js';
export { createNodeTree } from './src/fs/node-tree.js';
export { loadCatalog } from './src/load/load-catalog.js';
export { RunMemo } from './src/load/run-memo.js';
export { allRules } from './src/rules/index.js';
export { buildCatalogWithSources } from './src/bundle/build-catalog.js';
export { writeModule } from './src/emit/emit-module.js';
export { runtimeTypesSpecifier } from './src/emit/prepare-module.js';
export { scanShippedModule } from './src/emit/scan-shipped.js';
`;
const outfile = join(root, 'bench/.work/stage-costs.bundle.mjs');
await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'stage-costs-entry.ts' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  outfile,
  logLevel: 'error',
});
const stagesApi = await import(pathToFileURL(outfile).href);

const stages = {};
const rules = {};
const time = (name, fn) => {
  const t0 = performance.now();
  const result = fn();
  stages[name] = performance.now() - t0;
  return result;
};

const config = time('config', () => stagesApi.loadConfig(configFile, process.cwd()));
const tree = stagesApi.createNodeTree(config.baseDir);
const catalog = time('load (walk, read, decode, frontmatter)', () => stagesApi.loadCatalog(tree, config));
let reports = 0;
const rulesStarted = performance.now();
// One memo for the run, as runRules passes: the first rule that reads Markdown or references pays for them.
const memo = new stagesApi.RunMemo();
// Reported rules have no check: a command or stage reports their findings (src/rules/rule.ts).
for (const rule of stagesApi.allRules.filter((r) => r.check !== undefined)) {
  const t0 = performance.now();
  rule.check({ catalog, memo, report: () => (reports += 1) });
  rules[rule.meta.id] = performance.now() - t0;
}
stages['rules (all)'] = performance.now() - rulesStarted;
const built = time('bundle (digests, manifests)', () => stagesApi.buildCatalogWithSources(catalog));
// As prepareModule does: texts are escaped from their bytes, and the scan skips file texts and digests.
const written = time('emit (module bytes)', () =>
  stagesApi.writeModule(built.catalog, {
    typesFrom: stagesApi.runtimeTypesSpecifier,
    configName: basename(config.configFile),
    sourceBytes: built.sourceBytes,
  }),
);
// As prepareModule does: the writer split the module while writing it; its text is built only for a finding.
time('secret scan of the emitted module (scan what ships)', () =>
  stagesApi.scanShippedModule(config.output, () => written.toString(), { written: written.moduleText() }),
);
time('compare (read committed module, compare bytes)', () => {
  if (!readFileSync(join(config.baseDir, config.output)).equals(written.toBytes()))
    throw new Error('the committed module differs: build the catalog first');
});
process.stdout.write(`${JSON.stringify({ stages, rules, reports })}\n`);
