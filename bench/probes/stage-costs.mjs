// Where `check` spends its time: the stages `check` runs today, in its order, timed one by one in
// this fresh process (config, load, the rule pass — the text rules one group of skills at a time, each
// group with its own memo and its texts let go after it, the other rules once over the catalog —,
// inline suppressions, then the proof of the committed module as src/emit/prove-current.ts makes it:
// the bundle, the module written into the compare sink that checks each literal in place against the
// committed bytes, the scan of what ships, and the stray generated files). The stages are bundled from
// src/ with esbuild into bench/.work/ first, so the figures follow the current code. Rules share
// memoised work (parsed references, secret matches): the first rule that asks, in each group, pays.
// The probe fails unless the committed module is proven current, so its figures are the success path.
// Usage: node bench/probes/stage-costs.mjs <skillpack.config.json>
// Prints {"stages":{name: ms},"cpu":{name: ms},"rules":{id: ms},"reports":n} as JSON.
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = process.argv[2];
if (configFile === undefined) throw new Error('usage: stage-costs.mjs <skillpack.config.json>');

const entry = `
export { loadConfig } from './src/config/load-config.js';
export { openSourcesAndConfig } from './src/cli/open-sources.js';
export { loadCatalog } from './src/load/load-catalog.js';
export { RunMemo } from './src/load/run-memo.js';
export { allRules } from './src/rules/index.js';
export { releaseTexts } from './src/lint/run-rules.js';
export { groupCatalog, skillGroups } from './src/lint/skill-groups.js';
export { readsSkillTexts } from './src/lint/text-rules.js';
export { parseSecretAllowlist } from './src/lint/secret-allowlist.js';
export { applySuppressions } from './src/lint/suppressions.js';
export { buildCatalogWithSources } from './src/bundle/build-catalog.js';
export { CompareSink } from './src/emit/compare-sink.js';
export { writeModule } from './src/emit/emit-module.js';
export { openCommitted, strayGeneratedFiles } from './src/emit/generated-files.js';
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
const api = await import(pathToFileURL(outfile).href);

const stages = {};
// The same stages in CPU time of the process (user + system), which a busy machine disturbs less than
// wall time: with `node --single-threaded` it is the main thread's work alone, compilation and GC included.
const cpu = {};
const rules = {};
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const time = (name, fn) => {
  const t0 = performance.now();
  const c0 = cpuMs();
  const result = fn();
  stages[name] = (stages[name] ?? 0) + performance.now() - t0;
  cpu[name] = (cpu[name] ?? 0) + cpuMs() - c0;
  return result;
};

const { config, tree } = time('config', () =>
  api.openSourcesAndConfig(api.loadConfig(configFile, process.cwd()), undefined, { env: process.env, cwd: process.cwd() }),
);
const catalog = time('load (walk, read, decode, frontmatter)', () => api.loadCatalog(tree, config));

// The rule pass as src/lint/run-rules.ts runs it (reports are counted, not turned into diagnostics).
let reports = 0;
const found = [];
const runRule = (rule, seenBy, memo) => {
  const t0 = performance.now();
  rule.check({ catalog: seenBy, memo, report: () => (reports += 1) });
  rules[rule.meta.id] = (rules[rule.meta.id] ?? 0) + performance.now() - t0;
};
// Reported rules have no check: a command or stage reports their findings (src/rules/rule.ts).
const checked = api.allRules.filter((r) => r.check !== undefined);
const byGroup = checked.filter((rule) => api.readsSkillTexts(rule.meta.id));
const once = checked.filter((rule) => !api.readsSkillTexts(rule.meta.id));
time('rules (all)', () => {
  for (const group of api.skillGroups(catalog.skills)) {
    const seenBy = api.groupCatalog(catalog, group);
    const memo = new api.RunMemo();
    for (const rule of byGroup) runRule(rule, seenBy, memo);
    api.releaseTexts(group);
  }
  const memo = new api.RunMemo();
  for (const rule of once) runRule(rule, catalog, memo);
  api.releaseTexts(catalog.skills);
});
time('inline suppressions and the secret allowlist', () => {
  const allowlist =
    catalog.secretAllowlist === undefined
      ? undefined
      : api.parseSecretAllowlist(catalog.secretAllowlist.file, catalog.secretAllowlist.text);
  api.applySuppressions(found, catalog, allowlist?.fingerprints ?? new Set());
  api.releaseTexts(catalog.skills);
});

// The proof of the committed module, as src/emit/prove-current.ts makes it.
const built = time('bundle (digests, manifests)', () => api.buildCatalogWithSources(catalog));
const written = time('write the module and compare it in place with the committed file', () => {
  const committed = api.openCommitted(tree, config.output);
  if (committed === undefined) throw new Error(`${config.output} cannot be opened: build the catalog first`);
  try {
    const sink = new api.CompareSink(committed);
    const module = api.writeModule(
      built.catalog,
      { typesFrom: api.runtimeTypesSpecifier, configName: basename(config.configFile), sourceBytes: built.sourceBytes },
      sink,
    );
    if (!sink.same) throw new Error('the committed module differs: build the catalog first');
    return module;
  } finally {
    committed.close();
  }
});
time('secret scan of the emitted module (scan what ships)', () => {
  const findings = api.scanShippedModule(
    config.output,
    () => {
      throw new Error('a secret finding in the module text: check would take the full path');
    },
    { written: written.moduleText() },
  );
  if (findings.length > 0) throw new Error('a secret finding in the module text: check would take the full path');
});
time('stray generated files (temporary files a killed build left)', () =>
  api.strayGeneratedFiles(tree, [{ file: config.output }], undefined),
);
process.stdout.write(`${JSON.stringify({ stages, cpu, rules, reports })}\n`);
