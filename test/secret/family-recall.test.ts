// Recall and precision per family on a labelled sample set built at test time (support/family-corpus.ts):
// every positive must be an error finding on its exact credential, every negative must give no error.
// Targets: overall precision >= 0.97 and recall >= 0.95; each contextual family >= 0.80 recall with
// errors on at most 1 % of its negatives. The table is printed so a regression names its notation.
import { expect, test } from 'vitest';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { contextualFamilies, familyCorpus, type Family, type Sample } from './support/family-corpus.js';

interface Tally {
  positives: number;
  found: number;
  negatives: number;
  falseOnNegatives: number;
  /** Error findings that are not the planted credential (on positives or negatives). */
  wrong: number;
  missed: string[];
  noisy: string[];
}

const samples: Sample[] = familyCorpus();
const tallies = new Map<Family, Tally>();
for (const sample of samples) {
  let t = tallies.get(sample.family);
  if (t === undefined)
    tallies.set(sample.family, (t = { positives: 0, found: 0, negatives: 0, falseOnNegatives: 0, wrong: 0, missed: [], noisy: [] }));
  const errors = scanText(sample.text).filter((m) => !m.placeholder);
  const hit = (m: { secret: string; offset: number; endOffset: number }): boolean =>
    sample.secret !== undefined && sample.text.slice(m.offset, m.endOffset).includes(sample.secret);
  if (sample.secret === undefined) {
    t.negatives += 1;
    if (errors.length > 0) {
      t.falseOnNegatives += 1;
      t.wrong += errors.length;
      t.noisy.push(`${sample.notation}: ${errors.map((m) => `${m.ruleId} ${m.redacted}`).join(', ')}`);
    }
    continue;
  }
  t.positives += 1;
  if (errors.some(hit)) t.found += 1;
  else t.missed.push(sample.notation);
  t.wrong += errors.filter((m) => !hit(m)).length;
}

const rows = [...tallies].map(([family, t]) => ({
  family,
  recall: t.found / Math.max(1, t.positives),
  precision: t.found / Math.max(1, t.found + t.wrong),
  falseRate: t.falseOnNegatives / Math.max(1, t.negatives),
  ...t,
}));
const total = rows.reduce((a, r) => ({ found: a.found + r.found, positives: a.positives + r.positives, wrong: a.wrong + r.wrong }), {
  found: 0,
  positives: 0,
  wrong: 0,
});

test('per-family recall and precision on the labelled sample set', () => {
  const table = rows.map(
    (r) =>
      `${r.family.padEnd(20)} recall ${r.recall.toFixed(3)} (${r.found}/${r.positives})  precision ${r.precision.toFixed(3)}  errors on negatives ${(r.falseRate * 100).toFixed(1)} % of ${r.negatives}${r.missed.length > 0 ? `  missed: ${[...new Set(r.missed)].join('; ')}` : ''}${r.noisy.length > 0 ? `  noisy: ${[...new Set(r.noisy)].join('; ')}` : ''}`,
  );
  console.log(
    `${table.join('\n')}\noverall recall ${(total.found / total.positives).toFixed(3)}, precision ${(total.found / (total.found + total.wrong)).toFixed(3)}`,
  );
  expect(total.positives).toBeGreaterThan(1000);
  expect(total.found / total.positives).toBeGreaterThanOrEqual(0.95);
  expect(total.found / (total.found + total.wrong)).toBeGreaterThanOrEqual(0.97);
  for (const family of contextualFamilies) {
    const r = rows.find((x) => x.family === family);
    expect(r, family).toBeDefined();
    expect(r?.negatives ?? 0, `${family} negatives`).toBeGreaterThan(20);
    expect(r?.recall ?? 0, `${family} recall`).toBeGreaterThanOrEqual(0.8);
    expect(r?.falseRate ?? 1, `${family} errors on negatives`).toBeLessThanOrEqual(0.01);
  }
});
