// `npm run bench`: the cost of packaging and serving, measured side by side with the physical floor
// (reading and hashing the same bytes) and with the anchor (the official SDK's `loadSkills` catalog),
// in one run on one machine (docs/benchmarks.md). Prints one table and rewrites the marked section of
// docs/benchmarks.md. Expects dist/ to be built (`npm run bench` does that first).
//
// Options: --runs N        whole-process runs per figure (default 7; medians are reported)
//          --iterations N  requests per latency figure (default 20000)
//          --note TEXT     conditions to record with the numbers (e.g. "machine shared with a build")
//          --no-docs       print only; leave docs/benchmarks.md alone
//          --profile       also write CPU profiles of `check` and the import to bench/.work/profiles/
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { transformSync } from 'esbuild';
import { generateBlobCatalog } from './generate-blob-catalog.mjs';
import { generateCatalog, workDir } from './generate-catalog.mjs';
import { topFunctions } from './lib/cpu-profile.mjs';
import { rewriteSection } from './lib/docs-section.mjs';
import { runExternalBench } from './lib/external-bench.mjs';
import { runOnce, runRounds } from './lib/processes.mjs';
import { formatBytes, formatMs, formatRatio, formatUs, markdownTable } from './lib/report-table.mjs';
import { median } from './lib/stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    iterations: { type: 'string', default: '20000' },
    note: { type: 'string' },
    'no-docs': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const iterations = Number(options.iterations);
if (!(Number.isInteger(runs) && runs >= 1) || !(Number.isInteger(iterations) && iterations >= 100))
  throw new Error('--runs must be ≥ 1 and --iterations ≥ 100');

const log = (line) => process.stderr.write(`${line}\n`);
const node = process.execPath;
const cli = join(root, 'dist/cli.js');
const runtime = join(root, 'dist/runtime.js');
for (const file of [cli, runtime])
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run bench\` (it builds dist/ first) or \`node scripts/build.mjs\``);
const probe = (name) => join(root, 'bench/probes', name);

const machine = {
  cores: os.availableParallelism?.() ?? os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  node: process.version,
  os: `${os.type()} ${os.release()} ${os.arch()}`,
  memory: os.totalmem(),
  loadBefore: os.loadavg(),
};
log(
  `machine: ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, load ${machine.loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
);

// 1. The catalogs, generated afresh and built once (check compares against the built module).
const catalogs = {};
for (const kind of ['typical', 'max', 'reallike', 'small']) {
  const started = performance.now();
  const summary = generateCatalog(kind, workDir);
  runOnce({ name: `build ${kind} (first)`, command: node, args: [cli, 'build', '--config', summary.configFile] });
  const moduleTs = readFileSync(join(summary.dir, 'generated/skills.ts'), 'utf8');
  const digest = /^\/\/ Catalog digest: (sha256:[0-9a-f]{64})$/m.exec(moduleTs)?.[1] ?? 'unknown';
  // The runtime imports the module as JavaScript: strip the types once (a server's bundler does).
  const moduleJs = join(workDir, `${kind}-catalog.mjs`);
  writeFileSync(moduleJs, transformSync(moduleTs, { loader: 'ts', format: 'esm', target: 'node20' }).code);
  catalogs[kind] = {
    ...summary,
    catalogDigest: digest,
    moduleTsBytes: Buffer.byteLength(moduleTs),
    moduleJs,
    firstSkill: JSON.parse(readFileSync(summary.configFile, 'utf8')).skills[0].path,
  };
  log(
    `${kind}: ${summary.skills} skills, ${summary.files} files, ${formatBytes(summary.bytes)} (generated and built in ${formatMs(performance.now() - started)})`,
  );
}

// The max catalog in the split layout (config `layout: "split"`): built beside the single module
// from the same skills, then compiled file by file to JavaScript as a server's bundler would.
const splitConfig = join(catalogs.max.dir, 'skillpack.split.config.json');
writeFileSync(
  splitConfig,
  JSON.stringify(
    { ...JSON.parse(readFileSync(catalogs.max.configFile, 'utf8')), layout: 'split', output: 'generated-split/skills.ts' },
    null,
    2,
  ),
);
runOnce({ name: 'build max (split, first)', command: node, args: [cli, 'build', '--config', splitConfig] });
const splitJs = join(workDir, 'max-split-js');
rmSync(splitJs, { recursive: true, force: true });
const compileTree = (from, to) => {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(join(to, entry.name), { recursive: true });
      compileTree(source, join(to, entry.name));
    } else if (entry.name.endsWith('.ts')) {
      writeFileSync(
        join(to, entry.name.replace(/\.ts$/, '.js')),
        transformSync(readFileSync(source, 'utf8'), { loader: 'ts', format: 'esm', target: 'node20' }).code,
      );
    }
  }
};
mkdirSync(splitJs, { recursive: true });
writeFileSync(join(splitJs, 'package.json'), '{"type":"module"}\n');
compileTree(join(catalogs.max.dir, 'generated-split'), splitJs);
const splitIndexJs = join(splitJs, 'skills.js');

// The blob catalog (16 MiB of base64 blobs) and its text baseline of the same sizes, in both layouts,
// compiled to JavaScript as a server's bundler would.
const blobCatalogs = {};
for (const kind of ['blobs', 'blob-texts']) {
  const summary = generateBlobCatalog(kind, workDir);
  runOnce({ name: `build ${kind}`, command: node, args: [cli, 'build', '--config', summary.configFile] });
  runOnce({ name: `build ${kind} (split)`, command: node, args: [cli, 'build', '--config', summary.splitConfigFile] });
  const moduleJs = join(workDir, `${kind}-catalog.mjs`);
  const moduleTs = readFileSync(join(summary.dir, 'generated/skills.ts'), 'utf8');
  writeFileSync(moduleJs, transformSync(moduleTs, { loader: 'ts', format: 'esm', target: 'node20' }).code);
  const splitOut = join(workDir, `${kind}-split-js`);
  rmSync(splitOut, { recursive: true, force: true });
  mkdirSync(splitOut, { recursive: true });
  writeFileSync(join(splitOut, 'package.json'), '{"type":"module"}\n');
  compileTree(join(summary.dir, 'generated-split'), splitOut);
  blobCatalogs[kind] = { ...summary, moduleJs, moduleTsBytes: Buffer.byteLength(moduleTs), splitIndexJs: join(splitOut, 'skills.js') };
  log(`${kind}: ${summary.skills} skills, ${summary.files} files, ${formatBytes(summary.bytes)}`);
}

// Prototype layouts of the module (probes/layouts.mjs), from the max catalog, to weigh the design.
const layoutsDir = join(workDir, 'layouts');
runOnce({ name: 'layouts', command: node, args: [probe('layouts.mjs'), 'write', catalogs.max.moduleJs, layoutsDir] });
const layouts = ['utf8', 'lazy-fn'];

// 2. Whole processes, in rounds.
const tasks = [{ name: 'node-start', command: node, args: ['-e', '0'] }];
for (const kind of ['typical', 'max']) {
  const c = catalogs[kind];
  tasks.push(
    // The peak RSS of the timed run itself, printed at exit by a preloaded probe.
    {
      name: `check-${kind}`,
      command: node,
      args: ['--require', probe('peak-rss.cjs'), cli, 'check', '--config', c.configFile, '--format', 'text'],
      json: true,
    },
    { name: `build-${kind}`, command: node, args: [cli, 'build', '--config', c.configFile, '--format', 'text'] },
    { name: `floor-node-${kind}`, command: node, args: [probe('read-hash.mjs'), c.skillsRoot], json: true },
    {
      name: `floor-cat-${kind}`,
      command: 'sh',
      args: ['-c', 'find "$1" -type f -print0 | sort -z | xargs -0 cat | sha256sum >/dev/null', 'sh', c.skillsRoot],
    },
    { name: `sdk-load-${kind}`, command: node, args: ['--expose-gc', probe('sdk-load.mjs'), c.skillsRoot], json: true },
    { name: `import-${kind}`, command: node, args: ['--expose-gc', probe('import-catalog.mjs'), c.moduleJs, runtime], json: true },
  );
}
tasks.push(
  { name: 'check-max-split', command: node, args: [cli, 'check', '--config', splitConfig, '--format', 'text'] },
  { name: 'import-split-max', command: node, args: ['--expose-gc', probe('import-split.mjs'), splitIndexJs, runtime], json: true },
);
// The real-like catalog (code-heavy, link-dense Markdown): `check` against its own floor.
tasks.push(
  { name: 'check-reallike', command: node, args: [cli, 'check', '--config', catalogs.reallike.configFile, '--format', 'text'] },
  { name: 'floor-node-reallike', command: node, args: [probe('read-hash.mjs'), catalogs.reallike.skillsRoot], json: true },
);
for (const kind of ['blobs', 'blob-texts']) {
  const c = blobCatalogs[kind];
  tasks.push(
    { name: `import-${kind}`, command: node, args: ['--expose-gc', probe('import-catalog.mjs'), c.moduleJs, runtime], json: true },
    { name: `import-split-${kind}`, command: node, args: ['--expose-gc', probe('import-split.mjs'), c.splitIndexJs, runtime], json: true },
    { name: `check-${kind}`, command: node, args: [cli, 'check', '--config', c.configFile, '--format', 'text'] },
  );
}
for (const layout of layouts)
  tasks.push({
    name: `layout-${layout}`,
    command: node,
    args: ['--expose-gc', probe('layouts.mjs'), 'import', layout, layoutsDir],
    json: true,
  });
// Many small files: 2,000 files of about 200 bytes in 20 skills, where per-file cost shows.
tasks.push(
  { name: 'lint-small', command: node, args: [cli, 'lint', '--config', catalogs.small.configFile, '--format', 'text'] },
  { name: 'floor-node-small', command: node, args: [probe('read-hash.mjs'), catalogs.small.skillsRoot], json: true },
);
tasks.push({
  name: 'lint-one-typical',
  command: node,
  args: [cli, 'lint', '--config', catalogs.typical.configFile, '--format', 'text', catalogs.typical.firstSkill],
});
log(`timing ${tasks.length} processes × ${runs} rounds…`);
const timed = runRounds(tasks, runs, (round) => log(`  round ${round}/${runs}`));
const ms = (name) => median(timed.get(name).ms);
const datum = (name, field) => median(timed.get(name).data.map((d) => d[field]));
const mibPerS = (bytes, msValue) => bytes / (1024 * 1024) / (msValue / 1000);
// The floor's in-process read+hash throughput: the baseline for scanning speeds.
const hashMiBps = mibPerS(catalogs.max.bytes, datum('floor-node-max', 'ms'));

// 3. Latency from memory, ours and the SDK's, alternating.
const latencyRuns = Math.min(3, runs);
const ours = [];
const sdk = [];
log(`latency: ${iterations} requests per figure × ${latencyRuns} runs…`);
for (let i = 0; i < latencyRuns; i += 1) {
  ours.push(
    runOnce({
      name: 'runtime-latency',
      command: node,
      args: [probe('runtime-latency.mjs'), catalogs.max.moduleJs, runtime, String(iterations)],
      json: true,
    }).data,
  );
  sdk.push(
    runOnce({
      name: 'sdk-latency',
      command: node,
      args: [probe('sdk-latency.mjs'), catalogs.max.skillsRoot, String(iterations)],
      json: true,
    }).data,
  );
}
const lat = (set, op, field) => median(set.map((r) => r[op]?.[field] ?? Number.NaN));

// Where check's time goes on the max catalog, stage by stage and rule by rule.
const stageRuns = [];
log('stage costs of check (max)…');
for (let i = 0; i < latencyRuns; i += 1)
  stageRuns.push(
    runOnce({ name: 'stage-costs', command: node, args: [probe('stage-costs.mjs'), catalogs.max.configFile], json: true }).data,
  );
const medianOf = (key) =>
  Object.fromEntries(Object.keys(stageRuns[0][key]).map((name) => [name, median(stageRuns.map((r) => r[key][name]))]));
const stageCosts = { stages: medianOf('stages'), rules: medianOf('rules') };

// 4. Figures measured by the secret-scanner, hostile-Markdown and hook benchmarks, when they exist.
const external = [];
for (const script of ['secrets.mjs', 'markdown-hostile.mjs', 'hook.mjs']) {
  const file = join(root, 'bench', script);
  if (!existsSync(file)) {
    log(`bench/${script} is not there yet; its rows are skipped`);
    continue;
  }
  log(`running bench/${script}…`);
  external.push(runExternalBench(file, { runs, work: workDir, catalogs, context: { hashMiBps } }));
}

// 5. Profiles, on request.
const profiles = [];
if (options.profile) {
  const dir = join(workDir, 'profiles');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [label, args] of [
    ['check max', ['--cpu-prof', `--cpu-prof-dir=${dir}/check`, cli, 'check', '--config', catalogs.max.configFile]],
    [
      'import max',
      ['--expose-gc', '--cpu-prof', `--cpu-prof-dir=${dir}/import`, probe('import-catalog.mjs'), catalogs.max.moduleJs, runtime],
    ],
  ]) {
    runOnce({ name: `profile ${label}`, command: node, args });
    const sub = join(dir, label.split(' ')[0]);
    const [file] = readdirSync(sub);
    profiles.push({ label, file: join(sub, file), ...topFunctions(join(sub, file), 12, root) });
  }
}

// 6. The table.
const t = catalogs.typical;
const m = catalogs.max;
const rows = [];
const section = (name) => rows.push({ section: name });
const timeRow = (figure, value, baselineLabel, baseline, target, met) =>
  rows.push({
    figure,
    value: formatMs(value),
    baseline: baselineLabel === undefined ? undefined : `${baselineLabel} ${formatMs(baseline)}`,
    ratio: baselineLabel === undefined ? undefined : formatRatio(value, baseline),
    target,
    met,
  });

const size = (c) => `${c.skills} skills, ${formatBytes(c.bytes)}`;
section(`Packaging, whole processes (median of ${runs}; Node start-up included)`);
const checkMax = ms('check-max');
const floorMax = ms('floor-node-max');
timeRow(
  `\`check\`, max (${size(m)})`,
  checkMax,
  'read+hash floor',
  floorMax,
  '≤ 1.0 s and ≤ 4× floor',
  checkMax <= 1000 && checkMax / floorMax <= 4,
);
timeRow(
  '`check`, max, against `cat | sha256sum`',
  checkMax,
  '`cat | sha256sum`',
  ms('floor-cat-max'),
  '≤ 6×',
  checkMax / ms('floor-cat-max') <= 6,
);
const checkMaxRss = datum('check-max', 'peakRssBytes');
rows.push({
  figure: '`check`, max: peak RSS',
  value: formatBytes(checkMaxRss),
  baseline: `content ${formatBytes(m.bytes)}`,
  ratio: formatRatio(checkMaxRss, m.bytes, 'less'),
  target: '≤ 4× content',
  met: checkMaxRss <= 4 * m.bytes,
});
timeRow('`build`, max', ms('build-max'), 'read+hash floor', floorMax);
timeRow(`\`check\`, typical (${size(t)})`, ms('check-typical'), 'read+hash floor', ms('floor-node-typical'));
timeRow('`build`, typical', ms('build-typical'), 'read+hash floor', ms('floor-node-typical'));
const r = catalogs.reallike;
const checkReal = ms('check-reallike');
timeRow(
  `\`check\`, real-like (${size(r)}: code-heavy, link-dense)`,
  checkReal,
  'read+hash floor',
  ms('floor-node-reallike'),
  '≤ 4× floor',
  checkReal / ms('floor-node-reallike') <= 4,
);
const sm = catalogs.small;
timeRow(
  `\`lint\`, many small files (${sm.files} files, ${formatBytes(sm.bytes)} in ${sm.skills} skills)`,
  ms('lint-small'),
  'read+hash floor',
  ms('floor-node-small'),
  '≤ 0.5 s',
  ms('lint-small') <= 500,
);
timeRow('`lint` one skill, typical', ms('lint-one-typical'), '`node -e 0`', ms('node-start'), '≤ 100 ms', ms('lint-one-typical') <= 100);
section('Floor and anchor, whole processes');
timeRow('floor: Node read + SHA-256, max', floorMax, '`node -e 0`', ms('node-start'));
timeRow('floor: `cat | sha256sum`, max', ms('floor-cat-max'), 'Node floor', floorMax);
timeRow('SDK `loadSkills`, max', ms('sdk-load-max'), 'read+hash floor', floorMax);
timeRow('`check`, max, against SDK `loadSkills`', checkMax, 'SDK `loadSkills`', ms('sdk-load-max'));
timeRow('`check`, typical, against SDK `loadSkills`', ms('check-typical'), 'SDK `loadSkills`', ms('sdk-load-typical'));

section('Runtime start-up (in process, median of runs)');
const importMax = datum('import-max', 'importMs');
const startMax = importMax + datum('import-max', 'serverMs');
const sdkLoadInProcess = datum('sdk-load-max', 'loadMs');
timeRow('import of the generated module, max', importMax, 'SDK `loadSkills` in process', sdkLoadInProcess, '≤ 250 ms', importMax <= 250);
timeRow('import + `createSkillServer`, max', startMax, 'SDK `loadSkills` in process', sdkLoadInProcess);
const splitImport = datum('import-split-max', 'importMs');
timeRow('split layout: import of the index module, max', splitImport, 'single module', importMax, '≤ 250 ms', splitImport <= 250);
timeRow(
  'split layout: import + `createSplitSkillServer`, max',
  splitImport + datum('import-split-max', 'serverMs'),
  'single module',
  startMax,
);
timeRow('split layout: first `resources/read` of a skill (imports its texts module)', datum('import-split-max', 'firstReadMs'));
timeRow('split layout: one read in every skill (imports all 256 texts modules)', datum('import-split-max', 'allReadMs'));
timeRow('split layout: `check`, max', ms('check-max-split'), 'single module', checkMax);
timeRow(
  'import + `createSkillServer`, typical',
  datum('import-typical', 'importMs') + datum('import-typical', 'serverMs'),
  'SDK `loadSkills` in process',
  datum('sdk-load-typical', 'loadMs'),
);
const memRow = (figure, bytes, target) =>
  rows.push({
    figure,
    value: formatBytes(bytes),
    baseline: `content ${formatBytes(m.bytes)}`,
    ratio: formatRatio(bytes, m.bytes, 'less'),
    target,
    met: target === undefined ? undefined : bytes <= 3 * m.bytes,
  });
memRow('heap after import, max', datum('import-max', 'heapBytes'), '≤ 3× content');
memRow('heap after import + server index, max', datum('import-max', 'heapBytes') + datum('import-max', 'serverHeapBytes'), '≤ 3× content');
memRow('RSS growth after import + server index, max', datum('import-max', 'totalRssBytes'));
memRow('split layout: heap after importing the index, max', datum('import-split-max', 'heapBytes'), '≤ 3× content');
memRow('split layout: heap with every texts module imported, max', datum('import-split-max', 'allHeapBytes'), '≤ 3× content');
memRow('heap of the SDK catalog (metadata only), max', datum('sdk-load-max', 'heapBytes'));

const b = blobCatalogs.blobs;
section(
  `Blob catalog: ${b.skills} skills, ${formatBytes(b.blobBytes)} of binary files shipped as base64 blobs (module ${formatBytes(b.moduleTsBytes)}); baseline: the same skills and sizes as text (median of ${runs})`,
);
const blobRow = (figure, name, field) =>
  timeRow(figure, datum(`${name}-blobs`, field), 'text baseline', datum(`${name}-blob-texts`, field));
blobRow('import of the generated module', 'import', 'importMs');
blobRow("`createSkillServer` (validates every blob's base64 form, decodes nothing)", 'import', 'serverMs');
blobRow('split layout: import of the index module', 'import-split', 'importMs');
blobRow('split layout: one read in every skill (imports all 16 texts modules)', 'import-split', 'allReadMs');
timeRow('`check` (whole process)', ms('check-blobs'), 'text baseline', ms('check-blob-texts'));
const blobMem = (figure, bytes, baselineBytes) =>
  rows.push({
    figure,
    value: formatBytes(bytes),
    baseline: `content ${formatBytes(b.bytes)}; text baseline ${formatBytes(baselineBytes)}`,
    ratio: formatRatio(bytes, b.bytes, 'less'),
    target: '≤ 3× content',
    met: bytes <= 3 * b.bytes,
  });
blobMem(
  'heap after import + server index',
  datum('import-blobs', 'heapBytes') + datum('import-blobs', 'serverHeapBytes'),
  datum('import-blob-texts', 'heapBytes') + datum('import-blob-texts', 'serverHeapBytes'),
);
blobMem(
  'split layout: heap with every texts module imported',
  datum('import-split-blobs', 'allHeapBytes'),
  datum('import-split-blob-texts', 'allHeapBytes'),
);

section('Module layouts for the max catalog (prototypes written by bench/probes/layouts.mjs; in process, median of runs)');
const layoutNames = { utf8: 'one module, raw UTF-8 text (as tsc emits it)', 'lazy-fn': 'one module, texts in per-skill functions' };
for (const layout of layouts) {
  const name = `layout-${layout}`;
  const importMs = datum(name, 'importMs');
  timeRow(`${layoutNames[layout]}: import`, importMs, 'shipped layout', importMax, '≤ 250 ms', importMs <= 250);
  const [heap, all] = [datum(name, 'heapBytes'), datum(name, 'allHeapBytes')];
  rows.push({
    figure: `${layoutNames[layout]}: heap at import / with every skill loaded`,
    value: `${formatBytes(heap)} / ${formatBytes(all)}`,
    baseline: `content ${formatBytes(m.bytes)}`,
    ratio: `${formatRatio(heap, m.bytes, 'less')} / ${formatRatio(all, m.bytes, 'less')}`,
    target: '≤ 3× content',
    met: all <= 3 * m.bytes,
  });
  if (layout !== 'utf8')
    rows.push({ figure: `${layoutNames[layout]}: first use of one skill's texts`, value: formatMs(datum(name, 'firstSkillMs')) });
}

section(`Requests from memory, max catalog (p50 / p99 of ${iterations}; handler level, no transport)`);
const latencyRow = (figure, op, target, met) => {
  const [o50, o99, s50, s99] = [lat(ours, op, 'p50Us'), lat(ours, op, 'p99Us'), lat(sdk, op, 'p50Us'), lat(sdk, op, 'p99Us')];
  rows.push({
    figure,
    value: `${formatUs(o50)} / ${formatUs(o99)}`,
    baseline: `SDK ${formatUs(s50)} / ${formatUs(s99)}`,
    ratio: `${formatRatio(o50, s50)} / ${formatRatio(o99, s99)}`,
    target,
    met: met?.(o99, s99),
  });
};
latencyRow('`skills/list`, first page', 'list');
latencyRow('`skills/list`, page by cursor', 'listCursor');
latencyRow('`skills/get`', 'get');
latencyRow('`resources/read`', 'read', 'p99 ≤ 50 µs and ≥ 10× faster', (o99, s99) => o99 <= 50 && s99 / o99 >= 10);

// The secret scan as `check` runs it on the max catalog (from the stage costs): the first secret rule
// pays for the shared scan of the sources; the emitted module is scanned again as shipped.
const secretRuleMs = Object.entries(stageCosts.rules)
  .filter(([id]) => id.startsWith('secret/'))
  .reduce((sum, [, v]) => sum + v, 0);
const shippedScanMs = stageCosts.stages['secret scan of the emitted module (scan what ships)'];
const scanRow = (figure, bytes, msValue) => {
  const speed = mibPerS(bytes, msValue);
  return {
    figure,
    value: `${speed.toFixed(1)} MiB/s`,
    baseline: `read+hash floor ${hashMiBps.toFixed(0)} MiB/s`,
    ratio: `${(hashMiBps / speed).toFixed(1)}× slower`,
    target: '≥ 40 MiB/s',
    met: speed >= 40,
  };
};
const checkScanRows = [
  scanRow('secret rules in `check` of the max catalog (sources; from the stage costs)', m.bytes, secretRuleMs),
  ...(shippedScanMs === undefined
    ? []
    : [scanRow('secret scan of the emitted max module in `check` (scan what ships)', m.moduleTsBytes, shippedScanMs)]),
];
const secretsBench = external.find((b) => b.title.startsWith('Secret scanning'));
if (secretsBench === undefined) {
  section('Secret scanning');
  rows.push(...checkScanRows);
}
for (const bench of external) {
  section(bench.title);
  rows.push(...bench.rows, ...(bench === secretsBench ? checkScanRows : []));
}

const table = markdownTable(rows);
const loadAfter = os.loadavg();
const conditions = [
  `- Machine: ${machine.cores} cores (${machine.cpu}), ${formatBytes(machine.memory)} RAM, ${machine.os}; Node ${machine.node}.`,
  `- Load average (1/5/15 min) at start ${machine.loadBefore.map((l) => l.toFixed(2)).join(' / ')}, at end ${loadAfter.map((l) => l.toFixed(2)).join(' / ')}.`,
  ...(options.note === undefined ? [] : [`- Conditions: ${options.note}`]),
  `- Date: ${new Date().toISOString().slice(0, 10)}; ${runs} whole-process runs per figure, ${latencyRuns} latency runs of ${iterations} requests; warm page cache.`,
  `- Catalogs (bench/generate-catalog.mjs, seeded): max = ${m.skills} skills, ${m.files} files, ${m.bytes} bytes (largest file ${m.largestFile} B, largest skill ${m.largestSkillFiles} files), module ${formatBytes(m.moduleTsBytes)}, tree ${m.treeDigest.slice(0, 19)}…, catalog ${m.catalogDigest.slice(0, 19)}…; typical = ${t.skills} skills, ${t.files} files, ${t.bytes} bytes.`,
];
const stageTotal = Object.values(stageCosts.stages).reduce((sum, v) => sum + v, 0);
const share = (v) => `${((v / stageTotal) * 100).toFixed(0)} %`;
const ruleEntries = Object.entries(stageCosts.rules).sort((a, b) => b[1] - a[1]);
const topRules = ruleEntries.slice(0, 6);
const otherRules = ruleEntries.slice(6).reduce((sum, [, v]) => sum + v, 0);
const stageText = [
  '',
  `Where \`check\` spends its time on the max catalog (bench/probes/stage-costs.mjs, median of ${stageRuns.length}; in process, without Node start-up; the first rule to ask pays for work the others share):`,
  '',
  '| stage | time | share |',
  '|---|---|---|',
  ...Object.entries(stageCosts.stages).flatMap(([name, v]) =>
    name === 'rules (all)'
      ? [
          `| rules (all ${ruleEntries.length}) | ${formatMs(v)} | ${share(v)} |`,
          ...topRules.map(([id, r]) => `| · \`${id}\` | ${formatMs(r)} | ${share(r)} |`),
          `| · the other ${ruleEntries.length - topRules.length} rules | ${formatMs(otherRules)} | ${share(otherRules)} |`,
        ]
      : [`| ${name} | ${formatMs(v)} | ${share(v)} |`],
  ),
];
const profileText = profiles.flatMap((p) => [
  '',
  `Profile of ${p.label} (${formatMs(p.totalMs)} sampled, self time; ${p.file.replace(root, '')}). By source file: ${p.modules.map((f) => `${f.where} ${(f.share * 100).toFixed(0)} %`).join(', ')}. By function:`,
  '',
  ...p.top.map((f) => `- ${formatMs(f.ms)} (${(f.share * 100).toFixed(1)} %) ${f.where}`),
]);
const externalRaw = [
  ...external.flatMap((b) => (b.notes ?? []).flatMap((note) => ['', note])),
  ...external.filter((b) => b.raw !== undefined).flatMap((b) => ['', `Output of ${b.title}:`, '', '```text', b.raw.trim(), '```']),
];
const report = [table, '', ...conditions, ...stageText, ...externalRaw, ...profileText].join('\n');

process.stdout.write(`\n${report}\n`);
writeFileSync(
  join(workDir, 'results.json'),
  `${JSON.stringify({ machine, loadAfter, runs, iterations, catalogs, timed: Object.fromEntries(timed), ours, sdk, stageCosts, external, profiles }, null, 2)}\n`,
);
if (!options['no-docs']) {
  rewriteSection(join(root, 'docs/benchmarks.md'), report);
  log('docs/benchmarks.md updated');
}
