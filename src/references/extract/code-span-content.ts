// The content of each code span of a skill's body, without its backtick runs, outside the claims
// (examples the text marks as such): where the extractors that read a whole code span start
// (code-span-paths.ts, claimed-directories.ts).
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { inPairs } from '../../load/markdown/offset-search.js';

export const BACKTICK = 96;

/** Calls `visit(start, end)` with the content's offsets of each code span from `bodyOffset` on, in order. */
export function forEachCodeSpanContent(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  visit: (start: number, end: number) => void,
): void {
  const spans = document.codeSpans;
  for (let i = 0; i < spans.length; i += 2) {
    let start = spans[i] as number;
    let end = spans[i + 1] as number;
    if (start < bodyOffset || inPairs(document.claims, start)) continue;
    while (start < end && text.charCodeAt(start) === BACKTICK) start += 1;
    while (end > start && text.charCodeAt(end - 1) === BACKTICK) end -= 1;
    visit(start, end);
  }
}
