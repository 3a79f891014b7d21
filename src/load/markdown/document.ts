// One Markdown text read the way CommonMark reads it, reduced to what the reference and
// hidden-content rules ask: where code is (blocks and spans), where HTML blocks are, and every link
// (inline, autolink, reference definition, reference link) with its destination decoded and its
// source offset. Blocks first (blocks.ts), then definitions (they may follow their use), then
// inlines paragraph by paragraph; only paragraphs holding `[`, `<` or a backtick are read inline.
import { sortByOffset } from '../by-offset.js';
import { type BlockStructure, type CodeBlock, readBlocks } from './blocks.js';
import { paragraphContent, sourceOffset } from './content.js';
import { definitionsAtStart } from './definitions.js';
import { unescapeDestination } from './entities.js';
import { type InlineFindings, scanInlines } from './inlines.js';
import type { MarkdownLink } from './markdown-link.js';

export type { LinkKind, MarkdownLink } from './markdown-link.js';

export interface MarkdownDocument {
  /** Fenced and indented code blocks, in order. */
  readonly codeBlocks: readonly CodeBlock[];
  /** HTML blocks as [start, end) source ranges, in order. */
  readonly htmlBlocks: readonly (readonly [number, number])[];
  /** Every link, in offset order. */
  readonly links: readonly MarkdownLink[];
  /** Code spans as flat sorted [start, end) source pairs (backticks included). */
  readonly codeSpans: readonly number[];
  /** Source ranges links and definitions take, merged, as flat sorted [start, end) pairs. */
  readonly claims: readonly number[];
}

function hasInlineSyntax(text: string, from: number, to: number, next: { bracket: number; angle: number; tick: number }): boolean {
  if (next.bracket !== -1 && next.bracket < from) next.bracket = text.indexOf('[', from);
  if (next.angle !== -1 && next.angle < from) next.angle = text.indexOf('<', from);
  if (next.tick !== -1 && next.tick < from) next.tick = text.indexOf('`', from);
  return (next.bracket !== -1 && next.bracket < to) || (next.angle !== -1 && next.angle < to) || (next.tick !== -1 && next.tick < to);
}

/** Is the list sorted ascending? */
function isSorted(values: readonly number[]): boolean {
  for (let i = 1; i < values.length; i++) if ((values[i] as number) < (values[i - 1] as number)) return false;
  return true;
}

/** The indices of `starts` in ascending order of start (identity when already sorted). */
function order(starts: readonly number[]): readonly number[] | undefined {
  return isSorted(starts) ? undefined : starts.map((_, i) => i).sort((a, b) => (starts[a] as number) - (starts[b] as number));
}

/**
 * Merges two lists of [start, end) ranges (parallel arrays; each in order but for an image inside
 * a link's text) into flat sorted disjoint pairs: definitions and inline links, found in two passes.
 */
function mergeRanges(aStarts: readonly number[], aEnds: readonly number[], bStarts: readonly number[], bEnds: readonly number[]): number[] {
  const aOrder = order(aStarts);
  const bOrder = order(bStarts);
  const merged: number[] = [];
  for (let i = 0, j = 0; i < aStarts.length || j < bStarts.length;) {
    const ai = i < aStarts.length ? (aOrder === undefined ? i : (aOrder[i] as number)) : -1;
    const bj = j < bStarts.length ? (bOrder === undefined ? j : (bOrder[j] as number)) : -1;
    let start: number;
    let end: number;
    if (bj === -1 || (ai !== -1 && (aStarts[ai] as number) <= (bStarts[bj] as number))) {
      start = aStarts[ai] as number;
      end = aEnds[ai] as number;
      i += 1;
    } else {
      start = bStarts[bj] as number;
      end = bEnds[bj] as number;
      j += 1;
    }
    if (merged.length > 0 && start <= (merged[merged.length - 1] as number)) {
      if (end > (merged[merged.length - 1] as number)) merged[merged.length - 1] = end;
    } else merged.push(start, end);
  }
  return merged;
}

/** Reads `text` as Markdown from `from` (after a SKILL.md's frontmatter). */
export function readMarkdown(text: string, from = 0): MarkdownDocument {
  const blocks: BlockStructure = readBlocks(text, from);
  const { paragraphStarts, paragraphEnds, paragraphLines, mayDefine } = blocks;
  const paragraphs = paragraphStarts.length;
  const inline: InlineFindings = { links: [], claimStarts: [], claimEnds: [], codeSpans: [] };
  const { links } = inline;
  const definitionStarts: number[] = [];
  const definitionEnds: number[] = [];
  // Definitions first: a reference link may come before the definition it uses; the first
  // definition of a label is the one links use (CommonMark §4.7).
  const destinationOf = new Map<string, string>();
  const restFrom: number[] = [];
  for (let p = 0; p < paragraphs; p++) {
    if (mayDefine[p] !== true) continue;
    const content = paragraphContent(text, paragraphStarts[p] as number, paragraphEnds[p] as number, paragraphLines[p]);
    const found = definitionsAtStart(content);
    restFrom[p] = found.restFrom;
    for (const definition of found.definitions) {
      const raw = content.text.slice(definition.rawStart, definition.rawEnd);
      if (!destinationOf.has(definition.label)) destinationOf.set(definition.label, raw);
      links.push({
        kind: 'definition',
        raw,
        target: unescapeDestination(raw),
        offset: sourceOffset(content, definition.rawStart),
        image: false,
      });
      definitionStarts.push(sourceOffset(content, definition.start));
      definitionEnds.push(sourceOffset(content, definition.end - 1) + 1);
    }
  }
  const next = { bracket: 0, angle: 0, tick: 0 };
  for (let p = 0; p < paragraphs; p++) {
    const start = paragraphStarts[p] as number;
    const end = paragraphEnds[p] as number;
    if (!hasInlineSyntax(text, start, end, next)) continue;
    const content = paragraphContent(text, start, end, paragraphLines[p]);
    const rest = restFrom[p];
    if (rest !== undefined) {
      if (rest >= content.to) continue;
      scanInlines({ ...content, from: rest }, destinationOf, inline);
    } else {
      scanInlines(content, destinationOf, inline);
    }
  }
  sortByOffset(links);
  return {
    codeBlocks: blocks.codeBlocks,
    htmlBlocks: blocks.htmlBlocks,
    links,
    codeSpans: inline.codeSpans,
    claims: mergeRanges(definitionStarts, definitionEnds, inline.claimStarts, inline.claimEnds),
  };
}
