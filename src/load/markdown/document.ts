// One Markdown text read the way CommonMark reads it, reduced to what the reference and
// hidden-content rules ask: where code is (blocks and spans), where HTML blocks are, and every link
// (inline, autolink, reference definition, reference link) with its destination decoded and its
// source offset. Blocks first (blocks.ts), then definitions (they may follow their use), then
// inlines paragraph by paragraph; only paragraphs holding `[`, `<` or a backtick are read inline.
import { type BlockStructure, type CodeBlock, readBlocks } from './blocks.js';
import { paragraphContent, sourceOffset } from './content.js';
import { definitionsAtStart } from './definitions.js';
import { unescapeDestination } from './entities.js';
import { emptyInlineFindings, scanInlines } from './inlines.js';

export type LinkKind = 'inline' | 'autolink' | 'reference' | 'definition';

export interface MarkdownLink {
  readonly kind: LinkKind;
  /** The destination as written (no angle brackets); for a reference link, its definition's. */
  readonly raw: string;
  /** The destination with backslash escapes and character references applied (autolinks: as written). */
  readonly target: string;
  /** Source offset of the destination (reference links: of their `[`). */
  readonly offset: number;
  readonly image: boolean;
}

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

/** Merges [start, end) ranges (given unsorted, as parallel arrays) into flat sorted disjoint pairs. */
function mergeRanges(starts: readonly number[], ends: readonly number[]): number[] {
  const order = starts.map((_, i) => i).sort((a, b) => (starts[a] as number) - (starts[b] as number));
  const merged: number[] = [];
  for (const i of order) {
    const start = starts[i] as number;
    const end = ends[i] as number;
    if (merged.length > 0 && start <= (merged[merged.length - 1] as number)) {
      if (end > (merged[merged.length - 1] as number)) merged[merged.length - 1] = end;
    } else merged.push(start, end);
  }
  return merged;
}

/** Reads `text` as Markdown from `from` (after a SKILL.md's frontmatter). */
export function readMarkdown(text: string, from = 0): MarkdownDocument {
  const blocks: BlockStructure = readBlocks(text, from);
  const { lineStarts, lineEnds, paragraphFirstLine, mayDefine } = blocks;
  const paragraphs = paragraphFirstLine.length - 1;
  const links: MarkdownLink[] = [];
  const claimStarts: number[] = [];
  const claimEnds: number[] = [];
  // Definitions first: a reference link may come before the definition it uses.
  const labels = new Set<string>();
  const definedLabels: [string, string][] = [];
  const bodyFirstLine = paragraphFirstLine.slice();
  for (let p = 0; p < paragraphs; p++) {
    if (mayDefine[p] !== true) continue;
    const first = paragraphFirstLine[p] as number;
    const content = paragraphContent(text, lineStarts, lineEnds, first, paragraphFirstLine[p + 1] as number);
    const { definitions, lines } = definitionsAtStart(content);
    bodyFirstLine[p] = first + lines;
    for (const definition of definitions) {
      labels.add(definition.label);
      const raw = content.text.slice(definition.rawStart, definition.rawEnd);
      definedLabels.push([definition.label, raw]);
      links.push({ kind: 'definition', raw, target: unescapeDestination(raw), offset: sourceOffset(content, definition.rawStart), image: false });
      claimStarts.push(sourceOffset(content, definition.start));
      claimEnds.push(sourceOffset(content, definition.end - 1) + 1);
    }
  }
  const inline = emptyInlineFindings();
  const next = { bracket: 0, angle: 0, tick: 0 };
  for (let p = 0; p < paragraphs; p++) {
    const first = bodyFirstLine[p] as number;
    const last = paragraphFirstLine[p + 1] as number;
    if (first >= last) continue;
    if (!hasInlineSyntax(text, lineStarts[first] as number, lineEnds[last - 1] as number, next)) continue;
    scanInlines(paragraphContent(text, lineStarts, lineEnds, first, last), labels, inline);
  }
  // The first definition of a label is the one links use (CommonMark §4.7).
  const destinationOf = new Map<string, string>();
  for (const [label, raw] of definedLabels) if (!destinationOf.has(label)) destinationOf.set(label, raw);
  for (let i = 0; i < inline.linkKinds.length; i++) {
    const kind = inline.linkKinds[i] as 'inline' | 'autolink' | 'reference';
    const raw = kind === 'reference' ? (destinationOf.get(inline.linkLabels[i] as string) as string) : (inline.linkRaw[i] as string);
    links.push({ kind, raw, target: kind === 'autolink' ? raw : unescapeDestination(raw), offset: inline.linkOffsets[i] as number, image: inline.linkImage[i] as boolean });
    claimStarts.push(inline.claimStarts[i] as number);
    claimEnds.push(inline.claimEnds[i] as number);
  }
  links.sort((a, b) => a.offset - b.offset);
  const codeSpans: number[] = [];
  for (let i = 0; i < inline.codeSpanStarts.length; i++) codeSpans.push(inline.codeSpanStarts[i] as number, inline.codeSpanEnds[i] as number);
  return { codeBlocks: blocks.codeBlocks, htmlBlocks: blocks.htmlBlocks, links, codeSpans, claims: mergeRanges(claimStarts, claimEnds) };
}
