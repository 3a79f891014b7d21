// Runs the standalone benchmark scripts of other parts of the project (bench/hook.mjs,
// bench/secrets.mjs, bench/markdown-hostile.mjs) and turns what they print into table rows. Each
// known script has an adapter for its JSON output; a script without one, or whose output cannot be
// read, gets one row pointing at its output, which is kept verbatim under the table. A script may
// also print, as its last line, JSON `{"title"?, "rows": [{figure, value, baseline?, ratio?, target?, met?}]}`
// and need no adapter.
import { basename } from 'node:path';
import { runOnce } from './processes.mjs';
import { formatMs, formatRatio } from './report-table.mjs';

const hookTargets = [
  { match: /nothing relevant staged/, target: '≤ 100 ms', limit: 100 },
  { match: /5-skill catalog, one skill staged/, target: '≤ 300 ms', limit: 300 },
  { match: /hook, one skill staged/, target: '≤ 150 ms', limit: 150 },
  { match: /lint --staged, one skill staged/, target: '≤ 150 ms', limit: 150 },
];

const adapters = {
  'secrets.mjs': {
    title: 'Secret scanning (bench/secrets.mjs: its own 32 MiB skill-like corpus and 1 MB adversarial inputs, in process)',
    args: (runs) => ['--json', '--runs', String(Math.min(runs, 5))],
    parse(stdout, context) {
      const { throughput, adversarial, floods = [] } = JSON.parse(stdout);
      const worst = [...adversarial].sort((a, b) => b.worstMs - a.worstMs);
      const over = worst.filter((a) => a.worstMs > a.targetMs);
      const rows = [
        {
          figure: `scan throughput, ${throughput.mib} MiB in ${throughput.files} files (best run)`,
          value: `${throughput.mibPerSecond.toFixed(1)} MiB/s`,
          baseline: context.hashMiBps === undefined ? undefined : `read+hash floor ${context.hashMiBps.toFixed(0)} MiB/s`,
          // Time per byte against the floor's: how many times slower than reading and hashing.
          ratio: context.hashMiBps === undefined ? undefined : `${(context.hashMiBps / throughput.mibPerSecond).toFixed(1)}× slower`,
          target: `≥ ${throughput.targetMibPerSecond} MiB/s`,
          met: throughput.mibPerSecond >= throughput.targetMibPerSecond,
        },
      ];
      if (worst[0] !== undefined) {
        rows.push({
          figure: `worst 1 MB adversarial input: \`${worst[0].rule}\` (${worst[0].input}); ${adversarial.length} rules, ${over.length} over target`,
          value: formatMs(worst[0].worstMs),
          target: `≤ ${worst[0].targetMs} ms per rule`,
          met: over.length === 0,
        });
      }
      const worstFlood = [...floods].sort((a, b) => b.ms - a.ms)[0];
      if (worstFlood !== undefined) {
        rows.push({
          figure: `worst 1 MiB secret flood through lint: ${worstFlood.input} (${worstFlood.lines} lines → ${worstFlood.secretFindings} findings, ${worstFlood.jsonBytes} bytes of JSON)`,
          value: formatMs(worstFlood.ms),
          target: `≤ ${formatMs(worstFlood.targetMs)} per MiB`,
          met: floods.every((f) => f.ms <= f.targetMs),
        });
      }
      const notes = [
        `Worst adversarial 1 MB input per rule (bench/secrets.mjs): ${worst.map((a) => `${a.rule} ${formatMs(a.worstMs)}`).join(', ')}.`,
      ];
      if (floods.length > 0)
        notes.push(
          `1 MiB floods through lint (bench/secrets.mjs): ${floods.map((f) => `${f.input} ${formatMs(f.ms)} (${f.secretFindings} findings)`).join(', ')}.`,
        );
      return { rows, notes };
    },
  },
  'markdown-hostile.mjs': {
    title: 'Hostile Markdown through lint (bench/markdown-hostile.mjs: 1 MB reference files, in process)',
    args: (runs) => ['--json', '--runs', String(Math.min(runs, 5))],
    parse: (stdout) => ({ rows: genericRows(stdout).rows, notes: [] }),
  },
  'hook.mjs': {
    title: 'Pre-commit hook, whole processes (bench/hook.mjs, median; Node start-up included)',
    args: (runs) => ['--runs', String(Math.max(runs, 15)), '--json'],
    parse(stdout) {
      const { runs, results } = JSON.parse(stdout);
      const baseline = results.find((r) => r.name.startsWith('node -e'));
      const rows = results
        .filter((r) => r !== baseline)
        .map((r) => {
          const target = hookTargets.find((t) => t.match.test(r.name));
          return {
            figure: `${r.name} (exit ${r.exitCode}; ${runs} runs)`,
            value: formatMs(r.medianMs),
            baseline: baseline === undefined ? undefined : `\`node -e ''\` ${formatMs(baseline.medianMs)}`,
            ratio: baseline === undefined ? undefined : formatRatio(r.medianMs, baseline.medianMs),
            target: target?.target,
            met: target === undefined ? undefined : r.medianMs <= target.limit,
          };
        });
      return { rows, notes: [] };
    },
  },
};

function genericRows(stdout) {
  const last = stdout.trim().split('\n').at(-1) ?? '';
  const parsed = JSON.parse(last);
  if (!Array.isArray(parsed.rows)) throw new Error('no rows');
  return {
    title: parsed.title,
    rows: parsed.rows.map((row) => ({
      figure: row.figure,
      value: String(row.value),
      baseline: row.baseline,
      ratio: row.ratio,
      target: row.target,
      met: typeof row.met === 'boolean' ? row.met : undefined,
    })),
  };
}

/** `context.hashMiBps`: the read+hash floor's in-process throughput, the secret scan's baseline. */
export function runExternalBench(file, { runs, work, catalogs, context = {} }) {
  const name = basename(file);
  const adapter = adapters[name];
  const env = {
    SKILLPACK_BENCH_RUNS: String(runs),
    SKILLPACK_BENCH_WORK: work,
    SKILLPACK_BENCH_MAX_CONFIG: catalogs.max.configFile,
    SKILLPACK_BENCH_TYPICAL_CONFIG: catalogs.typical.configFile,
  };
  const title = adapter?.title ?? `bench/${name}`;
  let stdout;
  try {
    stdout = runOnce({ name, command: process.execPath, args: [file, ...(adapter?.args(runs) ?? [])], env }).stdout;
  } catch (error) {
    return { title, rows: [{ figure: `bench/${name} failed (see below)`, value: 'n/a' }], raw: String(error.message) };
  }
  try {
    if (adapter !== undefined) return { title, ...adapter.parse(stdout, context) };
    const generic = genericRows(stdout);
    return { title: generic.title ?? title, rows: generic.rows };
  } catch {
    return { title, rows: [{ figure: `see the output of bench/${name} below`, value: '' }], raw: stdout };
  }
}
