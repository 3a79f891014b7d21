// Maps UTF-16 offsets in a text to 1-based line/column positions (columns in UTF-16 code units).
// Lines end at LF; a CR before it belongs to the line ending.

export class LineIndex {
  readonly #text: string;
  #lineStarts: number[] | undefined;

  /** Line starts are found on the first lookup: most files never have a finding to place. */
  constructor(text: string) {
    this.#text = text;
  }

  get #starts(): number[] {
    if (this.#lineStarts !== undefined) return this.#lineStarts;
    const text = this.#text;
    const starts = [0];
    let at = text.indexOf('\n');
    while (at !== -1) {
      starts.push(at + 1);
      at = text.indexOf('\n', at + 1);
    }
    this.#lineStarts = starts;
    return starts;
  }

  get lineCount(): number {
    return this.#starts.length;
  }

  /** Offset of the first character of a 1-based line. */
  lineStart(line: number): number {
    return this.#starts[Math.max(0, Math.min(line, this.#starts.length) - 1)] ?? 0;
  }

  position(offset: number): { line: number; column: number } {
    const starts = this.#starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  }
}
