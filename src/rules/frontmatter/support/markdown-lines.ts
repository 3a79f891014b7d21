// A line-level view of Markdown: which lines are inside fenced code blocks and where inline code
// spans are. Enough to tell prose from code for link, path and HTML-comment checks, without a full
// CommonMark parser (indented code blocks count as prose; code spans do not cross lines). Fences may
// be indented any amount: inside list items they usually are (CommonMark measures from the item's
// content column), and treating an indented fence line as a fence never turns code into prose.

export interface MarkdownLine {
  /** UTF-16 offsets in the text; `end` is the LF (or the text length), CR excluded. */
  readonly start: number;
  readonly end: number;
  /** Inside a fenced code block, or the fence line itself. */
  readonly fenced: boolean;
  /** Inline code spans on this line, as [start, end) offsets including the backticks. */
  readonly codeSpans: readonly (readonly [number, number])[];
}

const fenceOpen = /^[ \t]*(`{3,}|~{3,})/;

/**
 * Code spans on one line: a run of N backticks opens a span that the next run of exactly N
 * backticks closes. Runs are collected once and matched through per-length queues, so the work is
 * linear in the line's length whatever its backticks look like.
 */
function codeSpansOf(text: string, start: number, end: number): [number, number][] {
  // Search within the line only: an unbounded indexOf would rescan the rest of the file per line.
  const content = text.slice(start, end);
  const first = content.indexOf('`');
  if (first === -1) return [];
  const runStart: number[] = [];
  const runLength: number[] = [];
  for (let at = first; at !== -1; ) {
    let runEnd = at;
    while (runEnd < content.length && content.charCodeAt(runEnd) === 96) runEnd += 1;
    runStart.push(at);
    runLength.push(runEnd - at);
    at = content.indexOf('`', runEnd);
  }
  if (runStart.length < 2) return [];
  // For each run length, the indices of the runs with that length, consumed front to back.
  const byLength = new Map<number, number[]>();
  for (let i = 0; i < runLength.length; i++) {
    const length = runLength[i] as number;
    const list = byLength.get(length);
    if (list === undefined) byLength.set(length, [i]);
    else list.push(i);
  }
  const cursor = new Map<number, number>();
  const spans: [number, number][] = [];
  for (let i = 0; i < runStart.length; ) {
    const length = runLength[i] as number;
    const list = byLength.get(length) as number[];
    let next = cursor.get(length) ?? 0;
    while (next < list.length && (list[next] as number) <= i) next += 1;
    cursor.set(length, next);
    if (next >= list.length) {
      i += 1;
      continue;
    }
    const close = list[next] as number;
    spans.push([start + (runStart[i] as number), start + (runStart[close] as number) + length]);
    i = close + 1;
  }
  return spans;
}

/** The lines of `text` from offset `from`, with fence and code-span information. */
export function markdownLines(text: string, from = 0): MarkdownLine[] {
  const lines: MarkdownLine[] = [];
  let fence: { readonly close: RegExp } | undefined;
  for (let start = from; start <= text.length; ) {
    const lf = text.indexOf('\n', start);
    const hardEnd = lf === -1 ? text.length : lf;
    const end = hardEnd > start && text.charCodeAt(hardEnd - 1) === 13 ? hardEnd - 1 : hardEnd;
    const content = text.slice(start, end);
    if (fence !== undefined) {
      lines.push({ start, end, fenced: true, codeSpans: [] });
      if (fence.close.test(content)) fence = undefined;
    } else {
      const lead = content.trimStart().charCodeAt(0);
      const open = lead === 96 || lead === 126 ? fenceOpen.exec(content) : null;
      // A backtick fence's info string may not contain a backtick (CommonMark).
      if (open !== null && !(open[0].trimStart().startsWith('`') && content.slice(open[0].length).includes('`'))) {
        const marker = open[1] as string;
        fence = { close: new RegExp(`^[ \\t]*${marker.startsWith('`') ? '`' : '~'}{${marker.length},}[ \\t]*$`) };
        lines.push({ start, end, fenced: true, codeSpans: [] });
      } else {
        lines.push({ start, end, fenced: false, codeSpans: codeSpansOf(text, start, end) });
      }
    }
    if (lf === -1) break;
    start = lf + 1;
  }
  return lines;
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
