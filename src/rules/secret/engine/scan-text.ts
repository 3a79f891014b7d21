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

/** One scan in progress: what the scanner's handlers read when the prefilter wakes a detector. */
interface ScanState {
  readonly text: string;
  readonly limitPerRule: number;
  readonly onStop: ((detector: number) => void) | undefined;
  /** Per detector, filled from its first trigger on: most texts wake none or few. */
  buckets: (Candidate[] | undefined)[] | undefined;
  /** Per detector: its handler for this text, once started. */
  started: (TriggerHandler | undefined)[] | undefined;
  /** Per detector: 1 once it reached `limitPerRule` (a finite bound only). */
  stopped: Uint8Array | undefined;
  /** The latest candidates of every detector, for `claimed` (detectors emit near where they read). */
  recent: Int32Array | undefined;
  written: number;
}

/** Starts detector `i` on the scan's text, with the emit and claim callbacks of that scan. */
function startDetector(detectors: readonly Detector[], state: ScanState, i: number): TriggerHandler {
  const buckets = (state.buckets ??= new Array<Candidate[] | undefined>(detectors.length));
  const recent = (state.recent ??= new Int32Array(RECENT * 3));
  return (detectors[i] as Detector).start(
    state.text,
    (c) => {
      (buckets[i] ??= []).push(c);
      const slot = (state.written++ % RECENT) * 3;
      recent[slot] = c.offset;
      recent[slot + 1] = c.end;
      recent[slot + 2] = i;
    },
    (offset, end) => {
      for (let k = 0, n = Math.min(state.written, RECENT) * 3; k < n; k += 3) {
        if ((recent[k + 2] ?? i) < i && (recent[k] ?? 0) < end && (recent[k + 1] ?? 0) > offset) return true;
      }
      return false;
    },
  );
}

/** Wakes detector `i` at a trigger: started on its first, not again once it reached the scan's bound. */
function wake(detectors: readonly Detector[], state: ScanState, i: number, index: number, literal: string): void {
  if (state.stopped !== undefined && state.stopped[i] === 1) return;
  const started = (state.started ??= new Array<TriggerHandler | undefined>(detectors.length));
  let handler = started[i];
  if (handler === undefined) started[i] = handler = startDetector(detectors, state, i);
  handler(index, literal);
  if (state.limitPerRule !== Infinity && (state.buckets?.[i]?.length ?? 0) >= state.limitPerRule) {
    (state.stopped ??= new Uint8Array(detectors.length))[i] = 1;
    state.onStop?.(i);
  }
}

/**
 * The scanner over these detectors, in priority order. The engine is handed its detectors (by
 * src/rules/secret/index.ts, which lists the families in precedence order) rather than importing them,
 * since every family imports the engine.
 */
export function createScanner(detectors: readonly Detector[]): Scanner {
  const prefilter = createPrefilter(detectors);
  // One handler per detector for the scanner's life, reading the scan in progress: the shipped-module
  // scan calls this for tens of thousands of short literals, which then allocate no handlers each.
  let current: ScanState | undefined;
  const handlers = detectors.map(
    (_, i): TriggerHandler =>
      (index, literal) =>
        wake(detectors, current as ScanState, i, index, literal),
  );
  return (text, limitPerRule = Infinity, onStop) => {
    // Scans do not nest today; should a detector ever scan a text of its own, the outer scan resumes intact.
    const outer = current;
    const state: ScanState = {
      text,
      limitPerRule,
      onStop,
      buckets: undefined,
      started: undefined,
      stopped: undefined,
      recent: undefined,
      written: 0,
    };
    current = state;
    try {
      return scanWith(detectors, prefilter, handlers, state);
    } finally {
      current = outer;
    }
  };
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
  handlers: readonly TriggerHandler[],
  state: ScanState,
): SecretMatch[] {
  const text = state.text;
  prefilter.run(text, handlers);
  const out: SecretMatch[] = [];
  if (state.buckets === undefined) return out;
  const kept = resolve(state.buckets);
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
