// A secret rule's verdicts within one scanned text: each distinct value is judged once per way of
// judging it (`how`: the place or flags the verdict depends on), so a document or a flood that
// repeats an assignment pays one judgement, and a value met again in a place that reads it
// differently is judged anew (docs/benchmarks.md, secret scanning: adversarial inputs).

/** Distinct values kept per scanned text before the memo starts over. */
const MAX_VERDICTS = 4096;
/** Bits of a verdict: rules keep 0 to 15 (no finding, a kind of finding, …). */
const VERDICT_BITS = 4;

export class VerdictMemo {
  readonly #verdicts = new Map<string, number>();

  /** The verdict kept for `value` judged as `how` (a small non-negative integer), or -1 if none is. */
  get(value: string, how: number): number {
    const kept = this.#verdicts.get(value);
    return kept !== undefined && kept >>> VERDICT_BITS === how ? kept & ((1 << VERDICT_BITS) - 1) : -1;
  }

  /** Keeps `verdict` (0 to 15) for `value` judged as `how`, and returns it. */
  set(value: string, how: number, verdict: number): number {
    if (this.#verdicts.size >= MAX_VERDICTS) this.#verdicts.clear();
    this.#verdicts.set(value, (how << VERDICT_BITS) | verdict);
    return verdict;
  }
}
