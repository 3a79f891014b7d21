// Secret-scanner benchmark (docs/rules.md, secret rules): throughput on a generated
// 32 MiB catalog of skill-like Markdown (target >= 40 MiB/s) and the worst 1 MB adversarial input
// per rule (target <= 50 ms). The engine is bundled with esbuild into bench/.work/ and imported, so
// the numbers are those of the shipped JavaScript. Prints a table, or JSON with `--json`.
//
//   node bench/secrets.mjs [--json] [--runs N] [--adversarial]
//
// `--adversarial` times only the adversarial inputs (no throughput, no floods through lint).
import { fileURLToPath } from 'node:url';
import { importBundledSource } from './lib/bundle-source.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const json = args.includes('--json');
const adversarialOnly = args.includes('--adversarial');
const runsArg = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
const runs = Number.isInteger(runsArg) && runsArg > 0 ? runsArg : 5;

const { scanText, adversarialInputs, skillCorpus, SecretFactory, lintFixture, validSkillMd } = await importBundledSource(
  root,
  [
    "export { scanText } from './src/rules/secret/scan-text.ts';",
    "export { adversarialInputs } from './test/secret/support/adversarial.ts';",
    "export { skillCorpus } from './test/secret/support/corpus.ts';",
    "export { SecretFactory } from './test/secret/support/secrets.ts';",
    "export { lintFixture, validSkillMd } from './test/support/fixture.ts';",
  ].join('\n'),
  'secrets-engine.mjs',
);

const MiB = 1024 * 1024;
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

// Throughput: the corpus is a list of files (as the linter scans them); best of `runs` passes.
const files = adversarialOnly ? [] : skillCorpus(32 * MiB);
const bytes = files.reduce((n, f) => n + Buffer.byteLength(f), 0);
for (const f of files.slice(0, 50)) scanText(f); // warm up
let best = Infinity;
let findings = 0;
for (let r = 0; r < (adversarialOnly ? 0 : runs); r++) {
  const start = process.hrtime.bigint();
  let n = 0;
  for (const f of files) n += scanText(f).length;
  best = Math.min(best, ms(start));
  findings = n;
}
const throughput = bytes / MiB / (best / 1000);

// Adversarial: the median of `runs` timed scans per input (after one warm-up scan), then the worst
// input per rule. Inputs where every unit is a finding are output-bound and reported apart, with
// their cost per finding.
const perRule = new Map();
const dense = [];
for (const input of adversarialInputs()) {
  // As lint hands a file's text to the scanner: decoded from its bytes, one flat string (the table
  // builds its inputs by repeating units, which V8 may keep as a tree of joined strings).
  const text = Buffer.from(input.text, 'utf8').toString('utf8');
  const found = scanText(text).length;
  const times = [];
  for (let r = 0; r < runs; r++) {
    const start = process.hrtime.bigint();
    scanText(text);
    times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  if (input.dense === true) {
    dense.push({
      rule: input.rule,
      input: input.name,
      ms: Number(median.toFixed(1)),
      findings: found,
      usPerFinding: Number(((median * 1000) / Math.max(1, found)).toFixed(2)),
    });
    continue;
  }
  const prev = perRule.get(input.rule);
  if (prev === undefined || median > prev.ms) perRule.set(input.rule, { ms: median, input: input.name });
}

// Floods: 1 MiB of one credential shape per line in one reference file, through the whole lint
// pipeline (scan, per-file cap, positions, fingerprints, suppressions) and the JSON rendering of its
// findings; the median of `runs`. Target <= 1 s/MiB (the cap keeps the output to 51 findings).
const factory = new SecretFactory(7);
const floodShapes = {
  'password=… lines': () => `password=${factory.password(16)}`,
  'AWS key ids': () => factory.awsKeyId(),
  'GitHub tokens': () => factory.github(),
  JWTs: () => factory.jwt(),
};
const floods = [];
for (const [name, line] of adversarialOnly ? [] : Object.entries(floodShapes)) {
  const lines = [];
  let size = 0;
  while (size < MiB - 256) {
    // just under the 1 MiB file bound
    const l = line();
    if (size + l.length + 1 >= MiB - 256) break;
    lines.push(l);
    size += l.length + 1;
  }
  const tree = {
    'skills/demo/SKILL.md': validSkillMd('demo', {
      body: 'Origin and limits: published by skillpack for its benchmark; read-only guidance.\n\nSee references/dump.md.',
    }),
    'skills/demo/references/dump.md': lines.join('\n'),
  };
  const times = [];
  let reported = 0;
  let outputBytes = 0;
  for (let r = 0; r < Math.max(3, runs); r++) {
    const start = process.hrtime.bigint();
    const diagnostics = await lintFixture(tree);
    outputBytes = JSON.stringify(diagnostics).length;
    times.push(ms(start));
    reported = diagnostics.filter((d) => d.ruleId.startsWith('secret/')).length;
  }
  times.sort((a, b) => a - b);
  floods.push({
    input: name,
    lines: lines.length,
    ms: Number(times[Math.floor(times.length / 2)].toFixed(1)),
    secretFindings: reported,
    jsonBytes: outputBytes,
    targetMs: 1000,
  });
}

const result = {
  throughput: adversarialOnly
    ? undefined
    : {
        mibPerSecond: Number(throughput.toFixed(1)),
        mib: Number((bytes / MiB).toFixed(1)),
        files: files.length,
        bestMs: Number(best.toFixed(1)),
        findings,
        targetMibPerSecond: 40,
      },
  adversarial: [...perRule]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([rule, v]) => ({ rule, worstMs: Number(v.ms.toFixed(1)), input: v.input, targetMs: 50 })),
  denseFindings: dense,
  floods,
};

if (json) {
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} else {
  const t = result.throughput;
  if (t !== undefined)
    process.stdout.write(
      `throughput: ${t.mibPerSecond} MiB/s on ${t.mib} MiB in ${t.files} files (best of ${runs}: ${t.bestMs} ms, ${t.findings} findings; target >= 40 MiB/s)\n`,
    );
  process.stdout.write(`worst 1 MB adversarial input per rule (median of ${runs}; target <= 50 ms):\n`);
  for (const a of result.adversarial) process.stdout.write(`  ${a.worstMs.toFixed(1).padStart(7)} ms  ${a.rule.padEnd(28)} ${a.input}\n`);
  process.stdout.write(`1 MB where every unit is a finding (output-bound; median of ${runs}):\n`);
  for (const d of result.denseFindings)
    process.stdout.write(
      `  ${d.ms.toFixed(1).padStart(7)} ms  ${d.rule.padEnd(28)} ${d.input} (${d.findings} findings, ${d.usPerFinding} µs each)\n`,
    );
  if (!adversarialOnly) process.stdout.write(`1 MiB floods through lint, findings capped per file and rule (median; target <= 1000 ms):\n`);
  for (const d of result.floods)
    process.stdout.write(
      `  ${d.ms.toFixed(1).padStart(7)} ms  ${d.input.padEnd(28)} ${d.lines} lines → ${d.secretFindings} secret findings, ${d.jsonBytes} bytes of JSON\n`,
    );
}
