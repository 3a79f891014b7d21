// Binary searches over the sorted offset lists a Markdown reading gives (document.ts): is an offset
// inside a code span, an HTML block, a code block, and where does the range holding it start.
import type { CodeBlock } from './blocks.js';

/** Is `offset` inside one of the flat sorted disjoint [start, end) pairs? */
export function inPairs(pairs: readonly number[], offset: number): boolean {
  return pairStart(pairs, offset) !== -1;
}

/** Where the pair holding `offset` starts, or -1 (the flat sorted disjoint [start, end) pairs of inPairs). */
export function pairStart(pairs: readonly number[], offset: number): number {
  let lo = 0;
  let hi = pairs.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (offset < (pairs[2 * mid] as number)) hi = mid - 1;
    else if (offset >= (pairs[2 * mid + 1] as number)) lo = mid + 1;
    else return pairs[2 * mid] as number;
  }
  return -1;
}

/** The code block holding `offset`, if any (blocks are sorted and disjoint). */
export function codeBlockAt(blocks: readonly CodeBlock[], offset: number): CodeBlock | undefined {
  let lo = 0;
  let hi = blocks.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const block = blocks[mid] as CodeBlock;
    if (offset < block.start) hi = mid - 1;
    else if (offset >= block.end) lo = mid + 1;
    else return block;
  }
  return undefined;
}
