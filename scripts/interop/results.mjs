// Collects check outcomes, prints every failure with the checker's own output and command line, and
// ends with a summary table (check, expected, got, ok) and a closing "N passed, N failed" line.

const outputCap = 64 * 1024;

function capped(text) {
  if (text.length <= outputCap) return text;
  return `${text.slice(0, outputCap / 2)}\n… [${text.length - outputCap} characters left out] …\n${text.slice(-outputCap / 2)}`;
}

export class Results {
  #entries = [];
  #secrets = new Set();
  #print;

  constructor(log = (line) => process.stdout.write(`${line}\n`)) {
    this.#print = log;
  }

  /** Never prints `secret` (a per-run bearer token): it shows as <redacted> in every line. */
  redact(secret) {
    if (secret) this.#secrets.add(secret);
  }

  #log(line) {
    let text = String(line);
    for (const secret of this.#secrets) text = text.split(secret).join('<redacted>');
    this.#print(text);
  }

  /**
   * Records one check. `runs` are the process results it rests on (see processes.mjs); on failure
   * their command lines and complete output are printed straight away.
   */
  record({ check, expected, got, ok, runs = [], note }) {
    const entry = { check, expected: String(expected), got: String(got), ok: Boolean(ok) };
    this.#entries.push(entry);
    this.#log(`${entry.ok ? 'ok  ' : 'FAIL'} ${check}${entry.ok ? '' : ` — expected ${entry.expected}, got ${entry.got}`}`);
    if (!entry.ok) {
      if (note) this.#log(`     ${note}`);
      for (const result of runs) this.#printRun(result);
    }
    return entry.ok;
  }

  #printRun(result) {
    this.#log(`     ---- command (cwd ${result.cwd ?? process.cwd()}):`);
    this.#log(`     ${result.commandLine}`);
    const status = result.timedOut ? 'killed after timeout' : result.signal ? `signal ${result.signal}` : `exit ${result.code}`;
    this.#log(`     ---- ${status}; stdout:`);
    this.#log(capped(result.stdout ?? '').trimEnd() || '     (empty)');
    this.#log('     ---- stderr:');
    this.#log(capped(result.stderr ?? '').trimEnd() || '     (empty)');
    this.#log('     ----');
  }

  get entries() {
    return this.#entries.map((entry) => ({ ...entry }));
  }

  get failed() {
    return this.#entries.filter((entry) => !entry.ok).length;
  }

  get passed() {
    return this.#entries.filter((entry) => entry.ok).length;
  }

  /** The summary table; cells are cut to keep one line per check. */
  table() {
    const width = { check: 110, expected: 36, got: 36 };
    const cut = (text, max) => {
      const flat = text.replace(/\s+/g, ' ');
      return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
    };
    const rows = this.#entries.map((entry) => ({
      check: cut(entry.check, width.check),
      expected: cut(entry.expected, width.expected),
      got: cut(entry.got, width.got),
      ok: entry.ok ? 'ok' : 'FAIL',
    }));
    const header = { check: 'check', expected: 'expected', got: 'got', ok: 'ok' };
    const col = (key) => Math.max(header[key].length, ...rows.map((row) => row[key].length));
    const widths = { check: col('check'), expected: col('expected'), got: col('got'), ok: col('ok') };
    const line = (row) =>
      `| ${row.check.padEnd(widths.check)} | ${row.expected.padEnd(widths.expected)} | ${row.got.padEnd(widths.got)} | ${row.ok.padEnd(widths.ok)} |`;
    const rule = `|${'-'.repeat(widths.check + 2)}|${'-'.repeat(widths.expected + 2)}|${'-'.repeat(widths.got + 2)}|${'-'.repeat(widths.ok + 2)}|`;
    return [line(header), rule, ...rows.map(line)].join('\n');
  }
}
