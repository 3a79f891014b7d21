// The text of one paragraph as CommonMark reads it (its lines without container prefixes), with a
// way back to source offsets. Most paragraphs need no copy: when nothing but whitespace separates
// their lines in the source (no `>` of a block quote), the source range itself reads the same for
// links and code spans, and content offsets are source offsets.

export interface Content {
  readonly text: string;
  readonly from: number;
  readonly to: number;
  /** For a joined copy: where each line starts in the copy and in the source. */
  readonly copyStarts: readonly number[] | undefined;
  readonly sourceStarts: readonly number[] | undefined;
}

/**
 * The content of a paragraph spanning [start, end) of the source; `lines` (flat [start, end] pairs)
 * only when something besides whitespace separates its lines, which then are joined with `\n`.
 */
export function paragraphContent(text: string, start: number, end: number, lines: readonly number[] | undefined): Content {
  if (lines === undefined) return { text, from: start, to: end, copyStarts: undefined, sourceStarts: undefined };
  const parts: string[] = [];
  const copyStarts: number[] = [];
  const sourceStarts: number[] = [];
  let length = 0;
  for (let k = 0; k < lines.length; k += 2) {
    const lineStart = lines[k] as number;
    const lineEnd = lines[k + 1] as number;
    copyStarts.push(length);
    sourceStarts.push(lineStart);
    parts.push(text.slice(lineStart, lineEnd));
    length += lineEnd - lineStart + 1;
  }
  const joined = parts.join('\n');
  return { text: joined, from: 0, to: joined.length, copyStarts, sourceStarts };
}

/** The source offset of content offset `at`. */
export function sourceOffset(content: Content, at: number): number {
  const { copyStarts, sourceStarts } = content;
  if (copyStarts === undefined || sourceStarts === undefined) return at;
  let lo = 0;
  let hi = copyStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((copyStarts[mid] as number) <= at) lo = mid;
    else hi = mid - 1;
  }
  return (sourceStarts[lo] as number) + (at - (copyStarts[lo] as number));
}
