// Order statistics for benchmark samples. Medians for whole-process runs; p50/p99 for latencies
// (nearest-rank, so a reported p99 is a latency that was actually observed).

export function percentile(samples, p) {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export function median(samples) {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** p50/p99 of latency samples in nanoseconds, reported in microseconds. */
export function latencySummary(samplesNs) {
  return { p50Us: percentile(samplesNs, 50) / 1000, p99Us: percentile(samplesNs, 99) / 1000, samples: samplesNs.length };
}
