// What keeping a catalog's bytes costs against reading them again: every file read the way the
// loader reads it (src/fs/node-tree.ts: open with O_NOFOLLOW, the /proc/self/fd proof, fstat, one
// read of size + 1 bytes, close), SHA-256ed and checked as UTF-8, in a fresh process per run, the
// modes round-robin. `keep` holds every file's own buffer to the end (as `check` does); `keep-touch`
// then reads the kept bytes once more (the module comparison); `reuse` reads into one reused buffer
// and keeps nothing; `reread` and `reread3` do that two and three times (a rule pass and a module
// comparison that read the files again); `reread-fresh` reads twice into a fresh buffer each time,
// dropped after use. Prints, per mode, the medians of user + system CPU, peak RSS and minor page faults.
// Usage: node bench/probes/read-passes.mjs <skills-root> [--runs 7]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readdirSync, readlinkSync, readSync } from 'node:fs';
import { isAscii, isUtf8 } from 'node:buffer';
import { fileURLToPath } from 'node:url';

const modes = ['keep', 'keep-touch', 'reuse', 'reread', 'reread3', 'reread-fresh'];
const [root, ...rest] = process.argv.slice(2);
if (root === undefined) throw new Error('usage: read-passes.mjs <skills-root> [--runs 7]');

if (rest[0] === '--child') {
  const mode = rest[1];
  const flags = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
  const kept = [];
  let reused = Buffer.allocUnsafe(64 * 1024);
  const readFile = (path) => {
    const fd = openSync(path, flags);
    try {
      readlinkSync(`/proc/self/fd/${fd}`);
      const size = fstatSync(fd).size;
      const fresh = mode.startsWith('keep') || mode === 'reread-fresh';
      if (!fresh && reused.length <= size) reused = Buffer.allocUnsafe(size + 1);
      const buffer = fresh ? Buffer.allocUnsafe(size + 1) : reused;
      let filled = 0;
      while (filled <= size) {
        const n = readSync(fd, buffer, filled, size + 1 - filled, filled);
        if (n === 0) break;
        filled += n;
      }
      return buffer.subarray(0, filled);
    } finally {
      closeSync(fd);
    }
  };
  const pass = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) pass(path);
      else if (entry.isFile()) {
        const bytes = readFile(path);
        createHash('sha256').update(bytes).digest('hex');
        if (!isAscii(bytes)) isUtf8(bytes);
        if (mode.startsWith('keep')) kept.push(bytes);
      }
    }
  };
  const passes = { reread: 2, reread3: 3, 'reread-fresh': 2 }[mode] ?? 1;
  for (let i = 0; i < passes; i++) pass(root);
  if (mode === 'keep-touch') for (const bytes of kept) createHash('sha256').update(bytes).digest('hex');
  const usage = process.resourceUsage();
  process.stdout.write(
    `${JSON.stringify({ cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssMiB: usage.maxRSS / 1024, minorFaults: usage.minorPageFault, kept: kept.length })}\n`,
  );
} else {
  const runs = rest[0] === '--runs' ? Number(rest[1]) : 7;
  const samples = Object.fromEntries(modes.map((m) => [m, []]));
  for (let run = 0; run < runs; run++) {
    for (const mode of modes) {
      const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), root, '--child', mode], { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(`${mode}: ${child.stderr}`);
      samples[mode].push(JSON.parse(child.stdout));
    }
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const out = {};
  for (const mode of modes) {
    const s = samples[mode];
    out[mode] = {
      cpuMs: Math.round(median(s.map((x) => x.cpuMs))),
      maxRssMiB: Math.round(median(s.map((x) => x.maxRssMiB)) * 10) / 10,
      minorFaults: median(s.map((x) => x.minorFaults)),
    };
  }
  process.stdout.write(`${JSON.stringify({ runs, modes: out })}\n`);
}
