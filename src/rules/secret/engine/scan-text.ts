// The secret scanner: one prefilter pass wakes the detectors at their trigger literals, then the
// candidates are resolved so that a more specific rule owns its span and nothing is reported twice
// (issue "Secret-shaped content", items 4 and 7).
import { detectors } from '../detect/index.js';
import { createPrefilter } from './prefilter.js';
import { redact } from './redaction.js';
import type { Candidate, SecretMatch } from './types.js';

const prefilter = createPrefilter(detectors);

function byOffset(a: Candidate, b: Candidate): number {
  return a.offset - b.offset || b.end - a.end;
}

/**
 * Keeps, detector by detector in priority order, the candidates that overlap nothing kept so far.
 * Both lists are sorted by offset and the kept spans never overlap, so one forward walk suffices.
 */
function resolve(buckets: readonly Candidate[][]): Candidate[] {
  let kept: Candidate[] = [];
  for (const bucket of buckets) {
    if (bucket.length === 0) continue;
    bucket.sort(byOffset);
    const accepted: Candidate[] = [];
    let k = 0;
    let ownEnd = -1;
    for (const c of bucket) {
      if (c.offset < ownEnd) continue;
      while (k < kept.length && (kept[k]?.end ?? 0) <= c.offset) k++;
      const next = kept[k];
      if (next !== undefined && next.offset < c.end) continue;
      accepted.push(c);
      ownEnd = c.end;
    }
    if (accepted.length === 0) continue;
    const merged: Candidate[] = [];
    let i = 0;
    let j = 0;
    while (i < kept.length || j < accepted.length) {
      const x = kept[i];
      const y = accepted[j];
      if (y === undefined || (x !== undefined && x.offset <= y.offset)) {
        if (x !== undefined) merged.push(x);
        i++;
      } else {
        merged.push(y);
        j++;
      }
    }
    kept = merged;
  }
  return kept;
}

/** Every credential-shaped span of a text, sorted by offset, at most one finding per span. */
export function scanText(text: string): SecretMatch[] {
  const buckets: Candidate[][] = detectors.map(() => []);
  const handlers = detectors.map((detector, i) => detector.start(text, (c) => buckets[i]?.push(c)));
  prefilter.run(text, (index, literal, owners) => {
    for (const owner of owners) handlers[owner]?.(index, literal);
  });
  const ruleOf = new Map<Candidate, number>();
  buckets.forEach((bucket, i) => bucket.forEach((c) => ruleOf.set(c, i)));
  const out: SecretMatch[] = [];
  for (const c of resolve(buckets)) {
    if (c.kind === 'claim') continue;
    const detector = detectors[ruleOf.get(c) ?? -1];
    if (detector === undefined) continue;
    out.push({
      ruleId: detector.ruleId,
      family: c.family,
      offset: c.offset,
      length: c.end - c.offset,
      endOffset: c.end,
      secret: c.secret,
      validated: c.validated,
      placeholder: c.kind === 'placeholder',
      redacted: redact(c.secret, c.publicPrefix),
      ...(c.pairedWith === undefined ? {} : { pairedWith: c.pairedWith }),
    });
  }
  return out;
}
