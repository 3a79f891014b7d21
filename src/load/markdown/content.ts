// The text of one paragraph as CommonMark reads it (its lines without container prefixes), with a
// way back to source offsets. Most paragraphs need no copy: when nothing but whitespace separates
// their lines in the source (no `>` of a block quote), the source range itself reads the same for
// links and code spans, and content offsets are source offsets.

export interface Content {
  readonly text: string;
  readonly from: number;
  readonly to: number;
  /** End of each line in content offsets (the last one is `to`). */
  readonly lineEnds: readonly number[];
  /** For a joined copy: where each line starts in the copy and in the source. */
  readonly copyStarts: readonly number[] | undefined;
  readonly sourceStarts: readonly number[] | undefined;
}

const SPACE = 32;
const TAB = 9;
const CR = 13;
const LF = 10;

/** The content of lines [first, last) of a block structure (their source ranges given). */
export function paragraphContent(text: string, lineStarts: readonly number[], lineEnds: readonly number[], first: number, last: number): Content {
  let contiguous = true;
  for (let k = first + 1; k < last && contiguous; k++) {
    for (let at = lineEnds[k - 1] as number, end = lineStarts[k] as number; at < end; at++) {
      const c = text.charCodeAt(at);
      if (c !== SPACE && c !== TAB && c !== CR && c !== LF) {
        contiguous = false;
        break;
      }
    }
  }
  if (contiguous) {
    return { text, from: lineStarts[first] as number, to: lineEnds[last - 1] as number, lineEnds: lineEnds.slice(first, last), copyStarts: undefined, sourceStarts: undefined };
  }
  const parts: string[] = [];
  const copyStarts: number[] = [];
  const sourceStarts: number[] = [];
  const ends: number[] = [];
  let length = 0;
  for (let k = first; k < last; k++) {
    const start = lineStarts[k] as number;
    const end = lineEnds[k] as number;
    copyStarts.push(length);
    sourceStarts.push(start);
    parts.push(text.slice(start, end));
    length += end - start;
    ends.push(length);
    length += 1;
  }
  const joined = parts.join('\n');
  return { text: joined, from: 0, to: joined.length, lineEnds: ends, copyStarts, sourceStarts };
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
