// The block structure of a Markdown text as CommonMark 0.31 reads it (spec §4-§5): block quotes and
// list items as containers, and the leaf blocks that matter for references — paragraphs and
// headings (where links live), fenced and indented code blocks (where nothing is a link), and HTML
// blocks. It follows the reference implementation's line algorithm (commonmark.js
// `incorporateLine`): containers are matched, new block starts tried, and what is left is
// paragraph text, with lazy continuation lines (an indented line right after a paragraph line is
// more paragraph, not code). Only the open blocks are kept; finished leaves go to flat arrays, so a
// text costs a pass over its lines and no tree.

import { paragraphContent } from './content.js';
import { definitionsAtStart } from './definitions.js';
import { closesFence, fenceOpenedBy, type Fence } from './fence.js';
import {
  BACKTICK,
  CLOSE_PAREN,
  CR,
  DOT,
  EQUALS,
  GREATER_THAN,
  HASH,
  LESS_THAN,
  LF,
  MINUS,
  OPEN_BRACKET,
  PLUS,
  SPACE,
  STAR,
  TAB,
  TILDE,
  UNDERSCORE,
} from './char-codes.js';

const enum Kind {
  Document,
  Quote,
  List,
  Item,
  Paragraph,
  Fence,
  Indented,
  Html,
  /** A leaf that takes no lines (ATX heading, thematic break, setext underline): it closes what cannot hold it, and is never pushed. */
  Leaf,
}

interface Block {
  kind: Kind;
  /** List: bullet character or ordered delimiter (as a char code); item: marker column and padding. */
  marker: number;
  ordered: boolean;
  markerOffset: number;
  padding: number;
  /** Whether an item holds a block yet (an item may start with at most one blank line). */
  hasContent: boolean;
  /** Fence: its marker and run length (fence.ts), indentation of the opening fence; html: block type (1-7). */
  fence: Fence | undefined;
  fenceOffset: number;
  htmlType: number;
  /** Code and HTML blocks: start offset (line start) and end offset so far (end of last kept line). */
  start: number;
  end: number;
  info: string;
  /** Paragraph: its lines (in the pass's scratch) and whether only whitespace separates them. */
  lineCount: number;
  contiguous: boolean;
}

/** A block record as it starts: a fresh one, or a closed one of the same pass reset (recycle). */
function newBlock(kind: Kind, recycled?: Block): Block {
  if (recycled !== undefined) {
    recycled.kind = kind;
    recycled.marker = 0;
    recycled.ordered = false;
    recycled.markerOffset = 0;
    recycled.padding = 0;
    recycled.hasContent = false;
    recycled.fence = undefined;
    recycled.fenceOffset = 0;
    recycled.htmlType = 0;
    recycled.start = 0;
    recycled.end = 0;
    recycled.info = '';
    recycled.lineCount = 0;
    recycled.contiguous = true;
    return recycled;
  }
  return {
    kind,
    marker: 0,
    ordered: false,
    markerOffset: 0,
    padding: 0,
    hasContent: false,
    fence: undefined,
    fenceOffset: 0,
    htmlType: 0,
    start: 0,
    end: 0,
    info: '',
    lineCount: 0,
    contiguous: true,
  };
}

/** A code block: source range [start, end) from its first line's start to its last line's end. */
export interface CodeBlock {
  readonly start: number;
  readonly end: number;
  readonly fenced: boolean;
  /** The info string's first word, backslash escapes kept (fenced blocks only; '' otherwise). */
  readonly info: string;
}

/**
 * What the block pass yields. Paragraph and heading p spans the source range
 * [paragraphStarts[p], paragraphEnds[p]) (from its first content character to its last line's end);
 * `paragraphLines[p]` lists its lines as flat [contentStart, contentEnd] pairs only when something
 * besides whitespace (a block quote's `>`) separates them, otherwise it is undefined.
 */
export interface BlockStructure {
  readonly codeBlocks: CodeBlock[];
  readonly htmlBlocks: [number, number][];
  readonly paragraphStarts: number[];
  readonly paragraphEnds: number[];
  readonly paragraphLines: (number[] | undefined)[];
  /** Paragraph p may start with link reference definitions (not a heading, first character `[`). */
  readonly mayDefine: boolean[];
}

// CommonMark §4.6 HTML block start conditions (1-7) and end conditions (1-5), as in commonmark.js.
const TAGNAME = '[A-Za-z][A-Za-z0-9-]*';
const ATTRIBUTE = '(?:\\s+[a-zA-Z_:][a-zA-Z0-9:._-]*(?:\\s*=\\s*(?:[^"\'=<>`\\x00-\\x20]+|\'[^\']*\'|"[^"]*"))?)';
const OPEN_TAG = `<${TAGNAME}${ATTRIBUTE}*\\s*/?>`;
const CLOSE_TAG = `</${TAGNAME}\\s*[>]`;
const htmlBlockOpen: RegExp[] = [
  /(?:)/y,
  /<(?:script|pre|textarea|style)(?:\s|>|$)/iy,
  /<!--/y,
  /<[?]/y,
  /<![A-Za-z]/y,
  /<!\[CDATA\[/y,
  /<[/]?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[123456]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:\s|[/]?[>]|$)/iy,
  new RegExp(`(?:${OPEN_TAG}|${CLOSE_TAG})[ \\t]*$`, 'iy'),
];
const htmlBlockClose: RegExp[] = [/(?:)/, /<\/(?:script|pre|textarea|style)>/i, /-->/, /\?>/, />/, /\]\]>/];

const atxHeading = /#{1,6}(?:[ \t]|$)/y;
const thematicBreak = /(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}|(?:-[ \t]*){3,})$/y;
const setextUnderline = /(?:=+|-+)[ \t]*$/y;
/** An ordered list marker's number has at most nine digits (CommonMark §5.2). */
const maxOrderedDigits = 9;
const ONE = 49;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The block pass over one text. Positions are UTF-16 offsets; the CR of a CRLF is no content. */
class BlockPass {
  private readonly stack: Block[] = [newBlock(Kind.Document)];
  private lineStart = 0;
  private lineEnd = 0;
  private offset = 0;
  private column = 0;
  private nextNonspace = 0;
  private nextNonspaceColumn = 0;
  private indent = 0;
  private indented = false;
  private blank = false;
  private partiallyConsumedTab = false;
  private readonly out: BlockStructure = {
    codeBlocks: [],
    htmlBlocks: [],
    paragraphStarts: [],
    paragraphEnds: [],
    paragraphLines: [],
    mayDefine: [],
  };
  /** The open paragraph's lines as flat [contentStart, contentEnd] pairs (one paragraph is open at a time). */
  private readonly lines: number[] = [];
  /**
   * Closed blocks, reused by the next blocks to open: a finalized block is off the stack and read
   * no more, and a record per block was a fifth of what reading Markdown allocated (docs/benchmarks.md).
   */
  private readonly closed: Block[] = [];

  constructor(private readonly text: string) {}

  run(from: number, to: number): BlockStructure {
    const text = this.text;
    // A final line ending starts no line (CommonMark §2.1).
    for (let start = from; start < to;) {
      const lf = text.indexOf('\n', start);
      const hardEnd = lf === -1 || lf > to ? to : lf;
      this.lineStart = start;
      this.lineEnd = hardEnd > start && text.charCodeAt(hardEnd - 1) === CR ? hardEnd - 1 : hardEnd;
      this.incorporateLine();
      if (lf === -1 || lf >= to) break;
      start = lf + 1;
    }
    while (this.stack.length > 1) this.finalize(this.stack.pop() as Block);
    return this.out;
  }

  private get tip(): Block {
    return this.stack[this.stack.length - 1] as Block;
  }

  private peek(at: number): number {
    return at < this.lineEnd ? this.text.charCodeAt(at) : -1;
  }

  private findNextNonspace(): void {
    const text = this.text;
    let at = this.offset;
    let columns = this.column;
    while (at < this.lineEnd) {
      const c = text.charCodeAt(at);
      if (c === SPACE) {
        at += 1;
        columns += 1;
      } else if (c === TAB) {
        at += 1;
        columns += 4 - (columns % 4);
      } else break;
    }
    this.blank = at >= this.lineEnd;
    this.nextNonspace = at;
    this.nextNonspaceColumn = columns;
    this.indent = columns - this.column;
    this.indented = this.indent >= 4;
  }

  private advanceNextNonspace(): void {
    this.offset = this.nextNonspace;
    this.column = this.nextNonspaceColumn;
    this.partiallyConsumedTab = false;
  }

  private advanceOffset(count: number, columns: boolean): void {
    const text = this.text;
    while (count > 0 && this.offset < this.lineEnd) {
      if (text.charCodeAt(this.offset) === TAB) {
        const toTab = 4 - (this.column % 4);
        if (columns) {
          this.partiallyConsumedTab = toTab > count;
          const advance = toTab > count ? count : toTab;
          this.column += advance;
          this.offset += this.partiallyConsumedTab ? 0 : 1;
          count -= advance;
        } else {
          this.partiallyConsumedTab = false;
          this.column += toTab;
          this.offset += 1;
          count -= 1;
        }
      } else {
        this.partiallyConsumedTab = false;
        this.offset += 1;
        this.column += 1;
        count -= 1;
      }
    }
  }

  private incorporateLine(): void {
    const stack = this.stack;
    this.offset = this.lineStart;
    this.column = 0;
    this.blank = false;
    this.partiallyConsumedTab = false;
    // Match the open containers, outermost first.
    let matched = 1;
    for (; matched < stack.length; matched++) {
      const block = stack[matched] as Block;
      this.findNextNonspace();
      const outcome = this.continues(block);
      if (outcome === 2) return;
      if (outcome === 1) break;
    }
    const oldTipIndex = stack.length - 1;
    let container = matched - 1;
    const allClosed = container === oldTipIndex;
    let lastMatched = container;
    let matchedLeaf = (stack[container] as Block).kind !== Kind.Paragraph && acceptsLines((stack[container] as Block).kind);
    // New block starts.
    while (!matchedLeaf) {
      this.findNextNonspace();
      const first = this.peek(this.nextNonspace);
      if (!this.indented && !maybeSpecial(first)) {
        this.advanceNextNonspace();
        break;
      }
      const started = this.tryStarts(container, allClosed, lastMatched);
      if (started === 0) {
        this.advanceNextNonspace();
        break;
      }
      // A start closed the unmatched blocks and pushed new ones.
      lastMatched = stack.length - 1;
      container = stack.length - 1;
      if (started === 2) matchedLeaf = true;
    }
    const tip = this.tip;
    if (!allClosed && !this.blank && tip.kind === Kind.Paragraph && lastMatched < stack.length - 1) {
      // Lazy paragraph continuation.
      this.addParagraphLine(tip);
      return;
    }
    this.closeUnmatched(lastMatched);
    const target = stack[stack.length - 1] as Block;
    switch (target.kind) {
      case Kind.Paragraph:
        this.addParagraphLine(target);
        return;
      case Kind.Fence:
        target.end = this.lineEnd;
        return;
      case Kind.Indented:
        if (!this.blank) target.end = this.lineEnd;
        return;
      case Kind.Html: {
        target.end = this.lineEnd;
        const type = target.htmlType;
        if (type >= 1 && type <= 5 && htmlBlockClose[type]!.test(this.text.slice(this.offset, this.lineEnd)))
          this.finalize(stack.pop() as Block);
        return;
      }
      default:
        if (this.offset < this.lineEnd && !this.blank) {
          const paragraph = this.addChild(Kind.Paragraph);
          this.advanceNextNonspace();
          this.addParagraphLine(paragraph);
        }
    }
  }

  /** 0: matched, 1: not matched, 2: the line is consumed (a closing fence). */
  private continues(block: Block): number {
    switch (block.kind) {
      case Kind.Quote:
        if (!this.indented && this.peek(this.nextNonspace) === GREATER_THAN) {
          this.advanceNextNonspace();
          this.advanceOffset(1, false);
          const c = this.peek(this.offset);
          if (c === SPACE || c === TAB) this.advanceOffset(1, true);
          return 0;
        }
        return 1;
      case Kind.Item:
        if (this.blank) {
          if (!block.hasContent) return 1;
          this.advanceNextNonspace();
          return 0;
        }
        if (this.indent >= block.markerOffset + block.padding) {
          this.advanceOffset(block.markerOffset + block.padding, true);
          return 0;
        }
        return 1;
      case Kind.Fence: {
        if (this.indent <= 3 && closesFence(this.text, this.nextNonspace, this.lineEnd, block.fence as Fence)) {
          block.end = this.lineEnd;
          this.stack.pop();
          this.finalize(block);
          return 2;
        }
        for (let i = block.fenceOffset; i > 0; i--) {
          const c = this.peek(this.offset);
          if (c !== SPACE && c !== TAB) break;
          this.advanceOffset(1, true);
        }
        return 0;
      }
      case Kind.Indented:
        if (this.indent >= 4) {
          this.advanceOffset(4, true);
          return 0;
        }
        if (this.blank) {
          this.advanceNextNonspace();
          return 0;
        }
        return 1;
      case Kind.Html:
        return this.blank && (block.htmlType === 6 || block.htmlType === 7) ? 1 : 0;
      case Kind.Paragraph:
        return this.blank ? 1 : 0;
      default:
        return 0;
    }
  }

  /** Tries the block starts in CommonMark's order: 0 none, 1 a container, 2 a leaf. */
  private tryStarts(container: number, allClosed: boolean, lastMatched: number): number {
    const text = this.text;
    const at = this.nextNonspace;
    const first = this.peek(at);
    const containerKind = (this.stack[container] as Block).kind;
    if (!this.indented) {
      if (first === GREATER_THAN) {
        this.advanceNextNonspace();
        this.advanceOffset(1, false);
        const c = this.peek(this.offset);
        if (c === SPACE || c === TAB) this.advanceOffset(1, true);
        this.closeUnmatched(lastMatched);
        this.addChild(Kind.Quote);
        return 1;
      }
      if (first === HASH) {
        atxHeading.lastIndex = at;
        if (atxHeading.test(text.slice(0, this.lineEnd))) {
          this.closeUnmatched(lastMatched);
          this.closeForLeaf();
          let contentStart = at;
          while (contentStart < this.lineEnd && text.charCodeAt(contentStart) === HASH) contentStart += 1;
          this.recordParagraph(contentStart, this.lineEnd, undefined, false);
          this.offset = this.lineEnd;
          return 2;
        }
      }
      const opened = fenceOpenedBy(text, at, this.lineEnd);
      if (opened !== undefined) {
        this.closeUnmatched(lastMatched);
        const fence = this.addChild(Kind.Fence);
        fence.fence = opened;
        fence.fenceOffset = this.indent;
        fence.start = this.lineStart;
        fence.end = this.lineEnd;
        fence.info = infoWord(text, at + opened.length, this.lineEnd);
        this.offset = this.lineEnd;
        return 2;
      }
      if (first === LESS_THAN) {
        const line = text.slice(0, this.lineEnd);
        for (let type = 1; type <= 7; type++) {
          const open = htmlBlockOpen[type] as RegExp;
          open.lastIndex = at;
          if (!open.test(line)) continue;
          if (type === 7 && (containerKind === Kind.Paragraph || (!allClosed && !this.blank && this.tip.kind === Kind.Paragraph))) continue;
          this.closeUnmatched(lastMatched);
          const html = this.addChild(Kind.Html);
          html.htmlType = type;
          html.start = this.lineStart;
          html.end = this.lineEnd;
          // The start line may also end the block (type 1-5).
          return 2;
        }
      }
      if (containerKind === Kind.Paragraph && (first === EQUALS || first === MINUS)) {
        setextUnderline.lastIndex = at;
        if (setextUnderline.test(text.slice(0, this.lineEnd))) {
          const paragraph = this.stack[container] as Block;
          if (this.hasContentBeyondDefinitions(paragraph)) {
            this.closeUnmatched(lastMatched);
            this.stack.pop();
            this.finalize(paragraph);
            this.offset = this.lineEnd;
            return 2;
          }
        }
      }
      if (first === STAR || first === UNDERSCORE || first === MINUS) {
        thematicBreak.lastIndex = at;
        if (thematicBreak.test(text.slice(0, this.lineEnd))) {
          this.closeUnmatched(lastMatched);
          this.offset = this.lineEnd;
          this.closeForLeaf();
          return 2;
        }
      }
    }
    if ((!this.indented || containerKind === Kind.List) && this.indent < 4) {
      if (this.listItemStart(container, lastMatched)) return 1;
    }
    if (this.indented && this.tip.kind !== Kind.Paragraph && !this.blank) {
      this.advanceOffset(4, true);
      this.closeUnmatched(lastMatched);
      const code = this.addChild(Kind.Indented);
      code.start = this.lineStart;
      code.end = this.lineEnd;
      return 2;
    }
    return 0;
  }

  /** CommonMark §5.2 list item start (commonmark.js `parseListMarker`), pushing the list and item. */
  private listItemStart(container: number, lastMatched: number): boolean {
    const text = this.text;
    const at = this.nextNonspace;
    const first = this.peek(at);
    const containerKind = (this.stack[container] as Block).kind;
    let markerEnd: number;
    let ordered = false;
    let marker: number;
    if (first === STAR || first === PLUS || first === MINUS) {
      markerEnd = at + 1;
      marker = first;
    } else {
      // 1-9 digits, then `.` or `)` (read by hand: a regular expression's match per numbered line adds up).
      let digitsEnd = at;
      while (digitsEnd < this.lineEnd && digitsEnd - at <= maxOrderedDigits && isDigit(text.charCodeAt(digitsEnd))) digitsEnd += 1;
      const delimiter = this.peek(digitsEnd);
      if (digitsEnd === at || digitsEnd - at > maxOrderedDigits || (delimiter !== DOT && delimiter !== CLOSE_PAREN)) return false;
      // Only a list numbered from 1 may interrupt a paragraph.
      if (containerKind === Kind.Paragraph && (digitsEnd - at !== 1 || first !== ONE)) return false;
      markerEnd = digitsEnd + 1;
      ordered = true;
      marker = delimiter;
    }
    const after = this.peek(markerEnd);
    if (after !== -1 && after !== SPACE && after !== TAB) return false;
    if (containerKind === Kind.Paragraph) {
      let rest = markerEnd;
      while (rest < this.lineEnd && (text.charCodeAt(rest) === SPACE || text.charCodeAt(rest) === TAB)) rest += 1;
      if (rest === this.lineEnd) return false;
    }
    const markerOffset = this.indent;
    this.advanceNextNonspace();
    this.advanceOffset(markerEnd - at, true);
    const spacesStartColumn = this.column;
    const spacesStartOffset = this.offset;
    let next: number;
    do {
      this.advanceOffset(1, true);
      next = this.peek(this.offset);
    } while (this.column - spacesStartColumn < 5 && (next === SPACE || next === TAB));
    const blankItem = next === -1;
    const spacesAfterMarker = this.column - spacesStartColumn;
    let padding: number;
    if (spacesAfterMarker >= 5 || spacesAfterMarker < 1 || blankItem) {
      padding = markerEnd - at + 1;
      this.column = spacesStartColumn;
      this.offset = spacesStartOffset;
      const c = this.peek(this.offset);
      if (c === SPACE || c === TAB) this.advanceOffset(1, true);
    } else {
      padding = markerEnd - at + spacesAfterMarker;
    }
    this.closeUnmatched(lastMatched);
    const tip = this.tip;
    if (tip.kind !== Kind.List || tip.ordered !== ordered || tip.marker !== marker) {
      const list = this.addChild(Kind.List);
      list.ordered = ordered;
      list.marker = marker;
    }
    const item = this.addChild(Kind.Item);
    item.markerOffset = markerOffset;
    item.padding = padding;
    return true;
  }

  /** Closes every open block above `lastMatched` (they did not continue on this line). */
  private closeUnmatched(lastMatched: number): void {
    while (this.stack.length - 1 > lastMatched) this.finalize(this.stack.pop() as Block);
  }

  private addChild(kind: Kind): Block {
    // Only documents, quotes and items hold blocks, and lists hold items only: close the rest.
    while (!canContain(this.tip.kind, kind)) this.finalize(this.stack.pop() as Block);
    // An item with a child can continue over a blank line (commonmark.js: `_firstChild != null`).
    if (this.tip.kind === Kind.Item) this.tip.hasContent = true;
    const block = newBlock(kind, this.closed.pop());
    this.stack.push(block);
    return block;
  }

  /** Starts and ends a leaf that takes no lines, closing an open paragraph or list as CommonMark does. */
  private closeForLeaf(): void {
    // What addChild(Leaf) and an immediate pop do, without a block for nothing to hold.
    while (!canContain(this.tip.kind, Kind.Leaf)) this.finalize(this.stack.pop() as Block);
    if (this.tip.kind === Kind.Item) this.tip.hasContent = true;
  }

  private addParagraphLine(paragraph: Block): void {
    // Leading whitespace of a paragraph line is no content (CommonMark §4.8); a partially consumed
    // tab is whitespace too.
    const text = this.text;
    let at = this.offset;
    while (at < this.lineEnd && (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB)) at += 1;
    const count = paragraph.lineCount;
    if (count === 0) paragraph.start = at;
    else if (paragraph.contiguous) {
      for (let gap = paragraph.end; gap < at; gap++) {
        const c = text.charCodeAt(gap);
        if (c !== SPACE && c !== TAB && c !== CR && c !== LF) {
          // Only now are the lines needed one by one: recover the earlier ones from the source.
          this.recoverLines(paragraph);
          paragraph.contiguous = false;
          break;
        }
      }
    }
    if (!paragraph.contiguous) {
      this.lines[2 * count] = at;
      this.lines[2 * count + 1] = this.lineEnd;
    }
    paragraph.lineCount = count + 1;
    paragraph.end = this.lineEnd;
  }

  /** The lines of a paragraph that was contiguous so far, into the scratch: split its range at LFs. */
  private recoverLines(paragraph: Block): void {
    const text = this.text;
    let k = 0;
    for (let start = paragraph.start; k < paragraph.lineCount; k++) {
      const lf = text.indexOf('\n', start);
      const hardEnd = lf === -1 || lf > paragraph.end ? paragraph.end : lf;
      const end = hardEnd > start && text.charCodeAt(hardEnd - 1) === CR ? hardEnd - 1 : hardEnd;
      this.lines[2 * k] = start;
      this.lines[2 * k + 1] = end;
      start = hardEnd + 1;
      while (start < paragraph.end && (text.charCodeAt(start) === SPACE || text.charCodeAt(start) === TAB)) start += 1;
    }
  }

  /** Does the open paragraph hold anything besides link reference definitions (a setext heading needs it)? */
  private hasContentBeyondDefinitions(paragraph: Block): boolean {
    if (this.text.charCodeAt(paragraph.start) !== OPEN_BRACKET) return true;
    const content = paragraphContent(
      this.text,
      paragraph.start,
      paragraph.end,
      paragraph.contiguous ? undefined : this.lines.slice(0, 2 * paragraph.lineCount),
    );
    return definitionsAtStart(content).restFrom < content.to;
  }

  /** Records what a closed block yields; the block (popped off the stack by the caller) is then reused. */
  private finalize(block: Block): void {
    this.record(block);
    this.closed.push(block);
  }

  private record(block: Block): void {
    switch (block.kind) {
      case Kind.Paragraph:
        if (block.lineCount === 0) return;
        this.recordParagraph(
          block.start,
          block.end,
          block.contiguous ? undefined : this.lines.slice(0, 2 * block.lineCount),
          this.text.charCodeAt(block.start) === OPEN_BRACKET,
        );
        return;
      case Kind.Fence:
        this.out.codeBlocks.push({ start: block.start, end: block.end, fenced: true, info: block.info });
        return;
      case Kind.Indented:
        this.out.codeBlocks.push({ start: block.start, end: block.end, fenced: false, info: '' });
        return;
      case Kind.Html:
        this.out.htmlBlocks.push([block.start, block.end]);
        return;
      default:
    }
  }

  private recordParagraph(start: number, end: number, lines: number[] | undefined, mayDefine: boolean): void {
    const out = this.out;
    out.paragraphStarts.push(start);
    out.paragraphEnds.push(end);
    out.paragraphLines.push(lines);
    out.mayDefine.push(mayDefine);
  }
}

function canContain(parent: Kind, child: Kind): boolean {
  if (parent === Kind.List) return child === Kind.Item;
  return (parent === Kind.Document || parent === Kind.Quote || parent === Kind.Item) && child !== Kind.Item;
}

/** Blocks that take the line's remaining text as content. */
function acceptsLines(kind: Kind): boolean {
  return kind === Kind.Paragraph || kind === Kind.Fence || kind === Kind.Indented || kind === Kind.Html;
}

/** Can a block start with this character (when not indented)? `#`~*+_=<>0-9-` (commonmark.js). */
function maybeSpecial(c: number): boolean {
  return (
    c === HASH ||
    c === BACKTICK ||
    c === TILDE ||
    c === STAR ||
    c === PLUS ||
    c === UNDERSCORE ||
    c === EQUALS ||
    c === LESS_THAN ||
    c === GREATER_THAN ||
    c === MINUS ||
    (c >= 48 && c <= 57)
  );
}

/** The first word of a fence's info string (CommonMark §4.5: the language). */
function infoWord(text: string, from: number, to: number): string {
  let at = from;
  while (at < to && (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB)) at += 1;
  let end = at;
  while (end < to && text.charCodeAt(end) !== SPACE && text.charCodeAt(end) !== TAB) end += 1;
  return text.slice(at, end);
}

/** The block structure of `text` between `from` and `to` (default: the whole text). */
export function readBlocks(text: string, from = 0, to = text.length): BlockStructure {
  return new BlockPass(text).run(from, to);
}
