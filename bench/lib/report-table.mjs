// One table for every figure: value, baseline, ratio, target, met. Ratios are what we track; the
// absolute numbers depend on the machine.

const MiB = 1024 * 1024;

export function formatMs(ms) {
  if (!Number.isFinite(ms)) return 'n/a';
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 100) return `${ms.toFixed(0)} ms`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}

export function formatUs(us) {
  if (!Number.isFinite(us)) return 'n/a';
  if (us >= 1000) return formatMs(us / 1000);
  return us >= 100 ? `${us.toFixed(0)} µs` : us >= 10 ? `${us.toFixed(1)} µs` : `${us.toFixed(2)} µs`;
}

export function formatBytes(bytes) {
  if (!Number.isFinite(bytes)) return 'n/a';
  if (Math.abs(bytes) >= 1024 * MiB) return `${(bytes / (1024 * MiB)).toFixed(1)} GiB`;
  if (Math.abs(bytes) >= MiB) return `${(bytes / MiB).toFixed(1)} MiB`;
  return `${(bytes / 1024).toFixed(0)} KiB`;
}

/** value / baseline as "4.2×"; below 1 as "380× faster" (times) or "3.1× less" (sizes). */
export function formatRatio(value, baseline, lowerWord = 'faster') {
  if (!Number.isFinite(value) || !Number.isFinite(baseline) || baseline === 0) return 'n/a';
  const ratio = value / baseline;
  if (ratio >= 1) return `${ratio >= 100 ? ratio.toFixed(0) : ratio.toFixed(ratio >= 10 ? 1 : 2)}×`;
  const inverse = 1 / ratio;
  return `${inverse >= 100 ? inverse.toFixed(0) : inverse.toFixed(1)}× ${lowerWord}`;
}

const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

/** rows: { section?, figure, value, baseline, ratio, target, met } with preformatted strings (met: boolean | undefined). */
export function markdownTable(rows) {
  const out = ['| figure | value | baseline | ratio | target | met? |', '|---|---|---|---|---|---|'];
  for (const row of rows) {
    if (row.section !== undefined) {
      out.push(`| **${cell(row.section)}** | | | | | |`);
      continue;
    }
    const met = row.met === undefined ? '—' : row.met ? 'yes' : '**no**';
    out.push(
      `| ${cell(row.figure)} | ${cell(row.value)} | ${cell(row.baseline ?? '—')} | ${cell(row.ratio ?? '—')} | ${cell(row.target ?? '—')} | ${met} |`,
    );
  }
  return out.join('\n');
}
