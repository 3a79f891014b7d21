// The secret scanner: one prefilter pass wakes the detectors at their trigger literals, then the
// candidates are resolved so that a more specific rule owns its span and nothing is reported twice
// (docs/rules.md, secret rules).
import { createPrefilter, type Prefilter } from './prefilter.js';
import { redact } from './redaction.js';
import type { Candidate, Detector, SecretMatch, TriggerHandler } from './types.js';

const RECENT = 16;

function byOffset(a: Candidate, b: Candidate): number {
  return a.offset - b.offset || b.end - a.end;
}

interface Kept {
  readonly candidates: Candidate[];
  /** The detector of each kept candidate. */
  readonly rules: number[];
}

/**
 * Keeps, detector by detector in priority order, the candidates that overlap nothing kept so far.
 * Both lists are sorted by offset and the kept spans never overlap, so one forward walk suffices.
 */
function resolve(buckets: readonly (Candidate[] | undefined)[]): Kept {
  let kept: Kept = { candidates: [], rules: [] };
  buckets.forEach((bucket, rule) => {
    if (bucket === undefined || bucket.length === 0) return;
    if (bucket.length > 1) bucket.sort(byOffset);
    const accepted: Candidate[] = [];
    const taken = kept.candidates;
    let k = 0;
    let ownEnd = -1;
    for (const c of bucket) {
      if (c.offset < ownEnd) continue;
      while (k < taken.length && (taken[k]?.end ?? 0) <= c.offset) k++;
      const next = taken[k];
      if (next !== undefined && next.offset < c.end) continue;
      accepted.push(c);
      ownEnd = c.end;
    }
    if (accepted.length === 0) return;
    if (taken.length === 0) {
      kept = { candidates: accepted, rules: accepted.map(() => rule) };
      return;
    }
    const merged: Kept = { candidates: [], rules: [] };
    let i = 0;
    let j = 0;
    while (i < taken.length || j < accepted.length) {
      const x = taken[i];
      const y = accepted[j];
      if (y === undefined || (x !== undefined && x.offset <= y.offset)) {
        if (x !== undefined) {
          merged.candidates.push(x);
          merged.rules.push(kept.rules[i] ?? rule);
        }
        i++;
      } else {
        merged.candidates.push(y);
        merged.rules.push(rule);
        j++;
      }
    }
    kept = merged;
  });
  return kept;
}

/**
 * The scanner over these detectors, in priority order. The engine is handed its detectors (by
 * src/rules/secret/index.ts, which lists the families in precedence order) rather than importing them,
 * since every family imports the engine.
 */
export function createScanner(detectors: readonly Detector[]): Scanner {
  const prefilter = createPrefilter(detectors);
  return (text, limitPerRule = Infinity, onStop) => scanWith(detectors, prefilter, text, limitPerRule, onStop);
}

/**
 * Scans a text. With `limitPerRule`, a detector that has emitted that many candidates is not woken
 * again in this text (`onStop` is told its index): a flood (thousands of `password=…` lines) costs
 * its first candidates, not a judgement of every line. Past the bound a less specific rule may
 * report a span the stopped one would have owned; the lint rules position only the first findings
 * of a file anyway (docs/rules.md, secret rules).
 */
export type Scanner = (text: string, limitPerRule?: number, onStop?: (detector: number) => void) => SecretMatch[];

/** Every credential-shaped span of a text, sorted by offset, at most one finding per span. */
function scanWith(
  detectors: readonly Detector[],
  prefilter: Prefilter,
  text: string,
  limitPerRule: number,
  onStop: ((detector: number) => void) | undefined,
): SecretMatch[] {
  // Detectors start (and their buckets fill) at their first trigger: most texts wake none or few,
  // and the shipped-module scan calls this for tens of thousands of short literals.
  const buckets: (Candidate[] | undefined)[] = new Array<Candidate[] | undefined>(detectors.length);
  // The latest candidates of every detector, for `claimed` (detectors emit near where they read).
  const recent = new Int32Array(RECENT * 3);
  let written = 0;
  const startDetector = (i: number): TriggerHandler =>
    (detectors[i] as Detector).start(
      text,
      (c) => {
        (buckets[i] ??= []).push(c);
        const slot = (written++ % RECENT) * 3;
        recent[slot] = c.offset;
        recent[slot + 1] = c.end;
        recent[slot + 2] = i;
      },
      (offset, end) => {
        for (let k = 0, n = Math.min(written, RECENT) * 3; k < n; k += 3) {
          if ((recent[k + 2] ?? i) < i && (recent[k] ?? 0) < end && (recent[k + 1] ?? 0) > offset) return true;
        }
        return false;
      },
    );
  const handlers = detectors.map((_, i): TriggerHandler => {
    let handler: TriggerHandler | undefined;
    if (limitPerRule === Infinity) return (index, literal) => (handler ??= startDetector(i))(index, literal);
    let stopped = false;
    return (index, literal) => {
      if (stopped) return;
      (handler ??= startDetector(i))(index, literal);
      if ((buckets[i]?.length ?? 0) >= limitPerRule) {
        stopped = true;
        onStop?.(i);
      }
    };
  });
  prefilter.run(text, handlers);
  const out: SecretMatch[] = [];
  const kept = resolve(buckets);
  for (let k = 0; k < kept.candidates.length; k++) {
    const c = kept.candidates[k];
    if (c === undefined || c.kind === 'claim') continue;
    const detector = detectors[kept.rules[k] ?? -1];
    if (detector === undefined) continue;
    const match: SecretMatch = {
      ruleId: detector.ruleId,
      family: c.family,
      offset: c.offset,
      length: c.end - c.offset,
      endOffset: c.end,
      secret: c.secret,
      validated: c.validated,
      placeholder: c.kind === 'placeholder',
      redacted: redact(c.secret, c.publicPrefix),
    };
    out.push(c.pairedWith === undefined ? match : { ...match, pairedWith: c.pairedWith });
  }
  return out;
}
