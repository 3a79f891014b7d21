// A real CommonMark parser (markdown-it, "commonmark" preset) as the oracle the Markdown scanner is
// compared with: the same facts — links, code blocks, code spans — read from its token stream.
import { Parser, type Node } from 'commonmark';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { readMarkdown } from '../../../src/load/markdown/document.js';

const md = new MarkdownIt('commonmark');
// Every destination is a link here, file: URLs included (markdown-it refuses some schemes by default).
md.validateLink = () => true;

export interface MarkdownFacts {
  /** Link and image destinations as markdown-it normalises them, sorted. */
  readonly links: string[];
  /** Code blocks as `fence|indented start-end` (0-based lines, end exclusive), sorted. */
  readonly codeBlocks: string[];
  /** Code span contents with whitespace collapsed, sorted. */
  readonly codeSpans: string[];
}

// Code span contents are compared with whitespace collapsed and `>` dropped: a span that wraps
// inside a block quote holds the quote's `>` in the source range, not in the parsed content.
const collapse = (s: string): string => s.replace(/>/g, '').replace(/\s+/g, ' ').trim();

// A destination is kept whole (CommonMark spec §6.3, "link destination"): in angle brackets it may
// begin or end with spaces (`[x](< >)` links to `%20`), and brackets need no escape (`[r]: r.md:[]`
// links to `r.md:%5B%5D`, as commonmark.js, the reference implementation, renders it). markdown-it's
// normalizeLink loses both (its URL parser trims its input and reads `scheme:[…]` as an IPv6 host),
// so spaces, tabs and brackets are percent-encoded first; the rest is normalised as markdown-it does.
const normalizeDestination = (destination: string): string =>
  md.normalizeLink(destination.replace(/[ \t[\]]/g, (c) => encodeURIComponent(c)));

export function oracleFacts(text: string): MarkdownFacts {
  const links: string[] = [];
  const codeBlocks: string[] = [];
  const codeSpans: string[] = [];
  const visit = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'link_open') links.push(token.attrGet('href') ?? '');
      else if (token.type === 'image') links.push(token.attrGet('src') ?? '');
      else if (token.type === 'code_inline') codeSpans.push(collapse(token.content));
      else if ((token.type === 'fence' || token.type === 'code_block') && token.map !== null) {
        codeBlocks.push(`${token.type === 'fence' ? 'fence' : 'indented'} ${token.map[0]}-${token.map[1]}`);
      }
      if (token.children !== null) visit(token.children);
    }
  };
  visit(md.parse(text, {}));
  return { links: links.sort(), codeBlocks: codeBlocks.sort(), codeSpans: codeSpans.sort() };
}

/**
 * The same facts from commonmark.js, the spec's reference implementation: the arbiter where
 * markdown-it departs from the spec (it reads a lazy `    - ` after a nested block quote as code).
 */
export function referenceFacts(text: string): MarkdownFacts {
  const links: string[] = [];
  const codeBlocks: string[] = [];
  const codeSpans: string[] = [];
  const walker = new Parser().parse(text).walker();
  for (let event = walker.next(); event !== null; event = walker.next()) {
    const node: Node = event.node;
    if (!event.entering) continue;
    if (node.type === 'link' || node.type === 'image') links.push(normalizeDestination(node.destination ?? ''));
    else if (node.type === 'code') codeSpans.push(collapse(node.literal ?? ''));
    else if (node.type === 'code_block' && node.sourcepos !== undefined) {
      const [[startLine], [endLine]] = node.sourcepos;
      codeBlocks.push(`${node.info === null ? 'indented' : 'fence'} ${startLine - 1}-${endLine}`);
    }
  }
  return { links: links.sort(), codeBlocks: codeBlocks.sort(), codeSpans: codeSpans.sort() };
}

function lineOf(text: string, offset: number): number {
  let line = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/** Code span content from its source range: backticks off, line breaks and container prefixes as spaces. */
function spanContent(text: string, start: number, end: number): string {
  let open = start;
  while (text.charCodeAt(open) === 96) open += 1;
  const ticks = open - start;
  return collapse(text.slice(open, end - ticks));
}

export function scannerFacts(text: string): MarkdownFacts {
  const document = readMarkdown(text);
  const links = document.links.filter((link) => link.kind !== 'definition').map((link) => normalizeDestination(link.target));
  const codeBlocks = document.codeBlocks.map((block) => {
    const first = lineOf(text, block.start);
    const last = lineOf(text, block.end) + 1;
    return `${block.fenced ? 'fence' : 'indented'} ${first}-${last}`;
  });
  const codeSpans: string[] = [];
  for (let i = 0; i < document.codeSpans.length; i += 2)
    codeSpans.push(spanContent(text, document.codeSpans[i]!, document.codeSpans[i + 1]!));
  return { links: links.sort(), codeBlocks: codeBlocks.sort(), codeSpans: codeSpans.sort() };
}
