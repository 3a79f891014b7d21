// A line-level view of Markdown: which lines are inside fenced code blocks and where inline code
// spans are. Enough to tell prose from code for link, path and HTML-comment checks, without a full
// CommonMark parser (indented code blocks count as prose; code spans do not cross lines). Fences may
// be indented any amount: inside list items they usually are (CommonMark measures from the item's
// content column), and treating an indented fence line as a fence never turns code into prose.
// Two views share the same fence and code-span rules: `markdownLines` lists every line, and
// `LinkLines` visits only the lines a link can be on, for reference extraction over large catalogs.

import { closesFence, fenceOpenedBy, type Fence } from './fence.js';
import { BACKTICK, CR, LF, SPACE, TAB } from './char-codes.js';

export interface MarkdownLine {
  /** UTF-16 offsets in the text; `end` is the LF (or the text length), CR excluded. */
  readonly start: number;
  readonly end: number;
  /** Inside a fenced code block, or the fence line itself. */
  readonly fenced: boolean;
  /** Inline code spans on this line, as [start, end) offsets including the backticks. */
  readonly codeSpans: readonly (readonly [number, number])[];
}

/**
 * The next occurrence of `needle` at or after a position, for callers whose positions never
 * decrease: the last answer is kept while it is still ahead, so a text is searched about once per
 * needle however many lines ask.
 */
export class ForwardSearch {
  private found = -2;

  constructor(
    private readonly text: string,
    private readonly needle: string,
  ) {}

  /** Offset of the first `needle` at or after `from` (-1 if none); `from` must not decrease between calls. */
  next(from: number): number {
    const found = this.found;
    if (found === -1 || found >= from) return found;
    return (this.found = this.text.indexOf(this.needle, from));
  }
}

// Scratch space for codeSpansOf, reused across lines (no allocation per line).
const runStart: number[] = [];
const runLength: number[] = [];
const nextSameLength: number[] = [];
/** The last run seen (right to left) of each short length (-1: none); longer runs use the map. */
const lastShortRun: number[] = new Array<number>(64).fill(-1);
const lastLongRun = new Map<number, number>();

/**
 * Code spans on the line [start, end), written to `out` from index 0 as flat [start, end) pairs;
 * returns how many numbers it wrote. A run of N backticks opens a span that the next run of exactly
 * N backticks closes. Each run's closer is found through one right-to-left pass, so the work is
 * linear in the line's length whatever its backticks look like. `backticks` searches '`' in the
 * same text; lines must be asked for in order.
 */
export function codeSpansOf(text: string, start: number, end: number, backticks: ForwardSearch, out: number[]): number {
  let runs = 0;
  for (let at = backticks.next(start); at !== -1 && at < end;) {
    let runEnd = at;
    while (runEnd < end && text.charCodeAt(runEnd) === BACKTICK) runEnd += 1;
    runStart[runs] = at;
    runLength[runs] = runEnd - at;
    runs += 1;
    at = backticks.next(runEnd);
  }
  if (runs < 2) return 0;
  for (let i = runs - 1; i >= 0; i--) {
    const length = runLength[i] as number;
    if (length < 64) {
      nextSameLength[i] = lastShortRun[length] as number;
      lastShortRun[length] = i;
    } else {
      nextSameLength[i] = lastLongRun.get(length) ?? -1;
      lastLongRun.set(length, i);
    }
  }
  for (let i = 0; i < runs; i++) if ((runLength[i] as number) < 64) lastShortRun[runLength[i] as number] = -1;
  if (lastLongRun.size > 0) lastLongRun.clear();
  let written = 0;
  for (let i = 0; i < runs;) {
    const close = nextSameLength[i] as number;
    if (close === -1) {
      i += 1;
      continue;
    }
    out[written++] = runStart[i] as number;
    out[written++] = (runStart[close] as number) + (runLength[close] as number);
    i = close + 1;
  }
  return written;
}

/** Where the line starting at `start` ends: `hardEnd` is its LF (or the text length), `end` excludes a CR before it. */
function lineEnds(text: string, start: number): { lf: number; hardEnd: number; end: number } {
  const lf = text.indexOf('\n', start);
  const hardEnd = lf === -1 ? text.length : lf;
  const end = hardEnd > start && text.charCodeAt(hardEnd - 1) === CR ? hardEnd - 1 : hardEnd;
  return { lf, hardEnd, end };
}

/** The lines of `text` from offset `from`, with fence and code-span information. */
export function markdownLines(text: string, from = 0): MarkdownLine[] {
  const lines: MarkdownLine[] = [];
  const backticks = new ForwardSearch(text, '`');
  const spans: number[] = [];
  let fence: Fence | undefined;
  for (let start = from; start <= text.length;) {
    const { lf, end } = lineEnds(text, start);
    if (fence !== undefined) {
      lines.push({ start, end, fenced: true, codeSpans: [] });
      if (closesFence(text, start, end, fence)) fence = undefined;
    } else {
      fence = fenceOpenedBy(text, start, end);
      if (fence !== undefined) {
        lines.push({ start, end, fenced: true, codeSpans: [] });
      } else {
        const written = codeSpansOf(text, start, end, backticks, spans);
        const codeSpans: [number, number][] = [];
        for (let i = 0; i < written; i += 2) codeSpans.push([spans[i] as number, spans[i + 1] as number]);
        lines.push({ start, end, fenced: false, codeSpans });
      }
    }
    if (lf === -1) break;
    start = lf + 1;
  }
  return lines;
}

/**
 * The lines from `from` that are outside fenced code and hold a `[` or `<` — the only lines where
 * links, reference definitions and autolinks can be — in order, with the fences of markdownLines.
 * Only lines that hold a fence marker (```, ~~~) or one of those characters are looked at: every
 * other line neither opens nor closes a fence, so the cost follows those characters, not the line
 * count.
 */
export class LinkLines {
  /** The current line, [start, end) with a CR before its LF excluded; valid after `next` returned true. */
  start = 0;
  end = 0;
  /**
   * The first `[` and `<` at or after the current line's start (-1: none in the rest of the text).
   * A caller reading the line may move them forward with `text.indexOf` from positions on the line
   * (never backwards): one search of the text per character, shared with `next`.
   */
  bracket: number;
  angle: number;
  private position: number;
  private fence: Fence | undefined;
  private ticks: number;
  private tildes: number;

  constructor(
    private readonly text: string,
    from: number,
  ) {
    this.position = from;
    this.bracket = text.indexOf('[', from);
    this.angle = text.indexOf('<', from);
    this.ticks = text.indexOf('```', from);
    this.tildes = text.indexOf('~~~', from);
  }

  /** Moves to the next line outside fenced code that holds `[` or `<`; false when there is none. */
  next(): boolean {
    // Locals for the state while looking (this runs once per candidate line of every file).
    const text = this.text;
    const length = text.length;
    let { position, fence, ticks, tildes, bracket, angle } = this;
    let found = false;
    // With no `[` or `<` left, no line further on holds a link, whatever its fences.
    while (position <= length && (bracket !== -1 || angle !== -1)) {
      const from = position;
      if (ticks !== -1 && ticks < from) ticks = text.indexOf('```', from);
      if (tildes !== -1 && tildes < from) tildes = text.indexOf('~~~', from);
      let hit: number;
      if (fence === undefined) {
        if (bracket !== -1 && bracket < from) bracket = text.indexOf('[', from);
        if (angle !== -1 && angle < from) angle = text.indexOf('<', from);
        hit = ticks;
        if (tildes !== -1 && (hit === -1 || tildes < hit)) hit = tildes;
        if (bracket !== -1 && (hit === -1 || bracket < hit)) hit = bracket;
        if (angle !== -1 && (hit === -1 || angle < hit)) hit = angle;
      } else {
        hit = fence.marker === BACKTICK ? ticks : tildes;
      }
      if (hit === -1) {
        position = length + 1;
        break;
      }
      const lf = text.indexOf('\n', hit);
      const hardEnd = lf === -1 ? length : lf;
      position = lf === -1 ? length + 1 : lf + 1;
      // The lines between `from` and the hit's line hold none of those characters: skip them whole.
      // A fence line starts with its marker after spaces and tabs, so for a marker hit the way back
      // to the line start is short, and when something else comes first the line is no fence line.
      let start = hit;
      const markerHit = hit === ticks || hit === tildes;
      if (markerHit) {
        while (start > from && (text.charCodeAt(start - 1) === SPACE || text.charCodeAt(start - 1) === TAB)) start -= 1;
      }
      const fenceLine = markerHit && (start === from || text.charCodeAt(start - 1) === LF);
      if (fenceLine) {
        // `start` is the line start here.
        const end = hardEnd > start && text.charCodeAt(hardEnd - 1) === CR ? hardEnd - 1 : hardEnd;
        if (fence !== undefined) {
          if (closesFence(text, start, end, fence)) fence = undefined;
          continue;
        }
        fence = fenceOpenedBy(text, start, end);
        if (fence !== undefined) continue;
      } else if (fence !== undefined) {
        continue;
      }
      // No `[` or `<` lies between `from` and the hit, so these are the line's first ones.
      if ((bracket === -1 || bracket >= hardEnd) && (angle === -1 || angle >= hardEnd)) continue;
      if (!fenceLine && hit !== from) {
        start = text.lastIndexOf('\n', hit - 1) + 1;
        if (start < from) start = from;
      }
      this.start = start;
      this.end = hardEnd > start && text.charCodeAt(hardEnd - 1) === CR ? hardEnd - 1 : hardEnd;
      found = true;
      break;
    }
    this.position = position;
    this.fence = fence;
    this.ticks = ticks;
    this.tildes = tildes;
    this.bracket = bracket;
    this.angle = angle;
    return found;
  }
}

/** Is `offset` inside one of the line's code spans? (Spans are sorted and disjoint.) */
export function inCodeSpan(line: MarkdownLine, offset: number): boolean {
  return insideSorted(line.codeSpans, offset);
}

/** Binary search over sorted, disjoint [start, end) ranges. */
export function insideSorted(ranges: readonly (readonly [number, number])[], offset: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [start, end] = ranges[mid] as readonly [number, number];
    if (offset < start) hi = mid - 1;
    else if (offset >= end) lo = mid + 1;
    else return true;
  }
  return false;
}

/**
 * insideSorted over ranges [starts[i], ends[i]) for i in [from, to): the same probes in the same
 * order, so ranges that overlap are answered exactly as insideSorted answers them.
 */
export function insideSortedFlat(starts: readonly number[], ends: readonly number[], from: number, to: number, offset: number): boolean {
  let lo = from;
  let hi = to - 1;
  while (lo <= hi) {
    const mid = from + ((lo - from + (hi - from)) >> 1);
    if (offset < (starts[mid] as number)) hi = mid - 1;
    else if (offset >= (ends[mid] as number)) lo = mid + 1;
    else return true;
  }
  return false;
}
