// Runs a standalone benchmark script of another part of the project (bench/secrets.mjs,
// bench/hook.mjs) and turns what it prints into table rows. A script that prints, as its last line,
// JSON `{"title"?, "rows": [{figure, value, baseline?, ratio?, target?, met?}]}` gets its rows in the
// table; anything else is kept verbatim under the table.
import { basename } from 'node:path';
import { runOnce } from './processes.mjs';

export function runExternalBench(file, { runs, work, catalogs }) {
  const name = basename(file);
  const env = {
    SKILLPACK_BENCH_RUNS: String(runs),
    SKILLPACK_BENCH_WORK: work,
    SKILLPACK_BENCH_MAX_CONFIG: catalogs.max.configFile,
    SKILLPACK_BENCH_TYPICAL_CONFIG: catalogs.typical.configFile,
  };
  let result;
  try {
    result = runOnce({ name, command: process.execPath, args: [file], env });
  } catch (error) {
    return { title: `bench/${name}`, rows: [{ figure: `bench/${name} failed`, value: 'n/a' }], raw: String(error.message) };
  }
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  try {
    const parsed = JSON.parse(last);
    if (Array.isArray(parsed.rows)) {
      return {
        title: parsed.title ?? `bench/${name}`,
        rows: parsed.rows.map((row) => ({ figure: row.figure, value: String(row.value), baseline: row.baseline, ratio: row.ratio, target: row.target, met: typeof row.met === 'boolean' ? row.met : undefined })),
      };
    }
  } catch {
    // Not JSON: reported verbatim below the table.
  }
  return { title: `bench/${name}`, rows: [{ figure: `see the output of bench/${name} below`, value: '' }], raw: result.stdout };
}
