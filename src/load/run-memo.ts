// What one lint run computes once and every rule reads (a Markdown file's CommonMark reading, a
// skill's resolved references): values keyed by the loaded objects of that run's catalog, held by
// the run and dropped with it, so nothing is cached across runs at module level.

/** One kind of memoised value: its key (a loaded skill or file) and what is computed for it. */
export interface MemoSlot<K extends object, V> {
  /** What the slot holds, for a reader of the code. */
  readonly name: string;
  readonly compute: (key: K, memo: RunMemo) => V;
}

/** Declares a slot; a module declares each of its slots once, at module level (the slot holds no values). */
export function memoSlot<K extends object, V>(name: string, compute: (key: K, memo: RunMemo) => V): MemoSlot<K, V> {
  return { name, compute };
}

/** The memo of one lint run: created by the run, passed to every rule (RuleContext.memo). */
export class RunMemo {
  readonly #slots = new Map<MemoSlot<object, unknown>, Map<object, unknown>>();

  /** The slot's value for `key`, computed on first use in this run. */
  get<K extends object, V>(slot: MemoSlot<K, V>, key: K): V {
    let values = this.#slots.get(slot as MemoSlot<object, unknown>);
    if (values === undefined) this.#slots.set(slot as MemoSlot<object, unknown>, (values = new Map()));
    if (values.has(key)) return values.get(key) as V;
    const value = slot.compute(key, this);
    values.set(key, value);
    return value;
  }
}
