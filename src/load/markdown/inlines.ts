// The inline reading of one paragraph that references need (CommonMark §6): code spans, autolinks
// and raw HTML (which bind tighter than link brackets), and links and images by the spec's bracket
// algorithm — a link's text may wrap across lines and nest brackets, a link inside a link's text
// wins over the outer one, `[text][label]`, `[label][]` and `[label]` resolve through the
// document's definitions. Emphasis is not read: it never changes where a link or code span is.
import { type Content, sourceOffset } from './content.js';
import type { MarkdownLink } from './markdown-link.js';
import { unescapeDestination } from './entities.js';
import {
  isAsciiPunctuation,
  linkDestination,
  linkLabelEnd,
  linkTitleEnd,
  normalizeLabel,
  skipSpaceAndOneLineEnding,
} from './link-syntax.js';
import { BACKSLASH, BACKTICK, CLOSE_BRACKET, CLOSE_PAREN, EXCLAMATION, LESS_THAN, OPEN_BRACKET, OPEN_PAREN } from './char-codes.js';

/** What the inline pass found, in source offsets, appended to by each paragraph. */
export interface InlineFindings {
  readonly links: MarkdownLink[];
  /** Source ranges of whole links (from `[`, `![` or `<` to the end), in the order found. */
  readonly claimStarts: number[];
  readonly claimEnds: number[];
  /** Code spans as flat [start, end) pairs including the backticks, sorted. */
  readonly codeSpans: number[];
}

/** The characters the scan acts on: `\\`, a backtick, `<`, `!`, `[` and `]`. */
const actingCharacter = /[\\`<!\[\]]/g;
const autolink = /<[A-Za-z][A-Za-z0-9.+-]{1,31}:[^<>\x00-\x20]*>/y;
const emailAutolink =
  /<[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*>/y;
// CommonMark §6.6 raw HTML: open and closing tags, comments, processing instructions, declarations, CDATA.
const ATTRIBUTE = '(?:\\s+[a-zA-Z_:][a-zA-Z0-9:._-]*(?:\\s*=\\s*(?:[^"\'=<>`\\x00-\\x20]+|\'[^\']*\'|"[^"]*"))?)';
const rawHtml = new RegExp(
  `(?:<[A-Za-z][A-Za-z0-9-]*${ATTRIBUTE}*\\s*/?>|</[A-Za-z][A-Za-z0-9-]*\\s*>|<!---?>|<!--[\\s\\S]*?-->|<\\?[\\s\\S]*?\\?>|<![A-Za-z][^>]*>|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>)`,
  'y',
);

/**
 * The open brackets of one paragraph, as parallel arrays (a hostile paragraph may hold a million):
 * where each `[` (or the `!` of `![`) is, whether it opens an image, whether it can still make a
 * link, and whether another bracket opened after it (its text then cannot be a label).
 */
class Openers {
  readonly at: number[] = [];
  /** Bit flags per opener: IMAGE, ACTIVE, BRACKET_AFTER. */
  readonly flags: number[] = [];
  count = 0;
  /** Every link opener below this index is inactive already (keeps deactivation linear). */
  inactiveBelow = 0;

  push(at: number, image: boolean): void {
    const count = this.count;
    if (count > 0) this.flags[count - 1] = (this.flags[count - 1] as number) | BRACKET_AFTER;
    this.at[count] = at;
    this.flags[count] = image ? IMAGE | ACTIVE : ACTIVE;
    this.count = count + 1;
  }

  pop(): void {
    this.count -= 1;
    if (this.inactiveBelow > this.count) this.inactiveBelow = this.count;
  }

  /** Empty again for the next paragraph; a hostile paragraph's long arrays are let go. */
  reset(): void {
    this.count = 0;
    this.inactiveBelow = 0;
    if (this.at.length > maxKeptOpeners) {
      this.at.length = 0;
      this.flags.length = 0;
    }
  }

  /** A link was made: no link opener below the top can make one any more (no links in links). */
  deactivateLinks(): void {
    for (let i = this.inactiveBelow; i < this.count; i++)
      if (((this.flags[i] as number) & IMAGE) === 0) this.flags[i] = (this.flags[i] as number) & ~ACTIVE;
    this.inactiveBelow = this.count;
  }
}

/** Openers kept allocated between paragraphs (a paragraph with more gets fresh arrays next time). */
const maxKeptOpeners = 1024;
/**
 * The openers of the paragraph being read: one set reused paragraph after paragraph (a paragraph is
 * read to its end before the next starts), since a set per paragraph was most of what the inline
 * pass allocated.
 */
const paragraphOpeners = new Openers();

const IMAGE = 1;
const ACTIVE = 2;
const BRACKET_AFTER = 4;

/**
 * Where backtick runs of each length start in a paragraph, built on the first backtick: a run's
 * closer is the next run of the same length, found by binary search (CommonMark §6.1), so a
 * paragraph of runs of every length stays linear. Runs of one backtick (most code spans) go to one
 * list reused paragraph after paragraph, longer runs to a map made only for a paragraph that has
 * one: a map and a list per paragraph were an eighth of what reading Markdown allocated.
 */
class BacktickRuns {
  single: number[] = [];
  longer: Map<number, number[]> | undefined;

  /** Records the runs of `s` between `from` and `to`, forgetting the previous paragraph's. */
  read(s: string, from: number, to: number): void {
    if (this.single.length > maxKeptOpeners) this.single = [];
    else this.single.length = 0;
    this.longer = undefined;
    for (let j = s.indexOf('`', from); j !== -1 && j < to;) {
      let k = j;
      while (k < to && s.charCodeAt(k) === BACKTICK) k += 1;
      if (k - j === 1) this.single.push(j);
      else {
        this.longer ??= new Map();
        const list = this.longer.get(k - j);
        if (list === undefined) this.longer.set(k - j, [j]);
        else list.push(j);
      }
      j = s.indexOf('`', k);
    }
  }

  /** The sorted starts of the runs of `length` backticks (none: undefined or empty). */
  startsOf(length: number): readonly number[] | undefined {
    return length === 1 ? this.single : this.longer?.get(length);
  }
}

/** The backtick runs of the paragraph being read (one paragraph is read at a time, as the openers). */
const paragraphRuns = new BacktickRuns();

/** The first of the sorted `starts` at or after `from`, or -1. */
function firstAtOrAfter(starts: readonly number[], from: number): number {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[mid] as number) < from) lo = mid + 1;
    else hi = mid;
  }
  return lo < starts.length ? (starts[lo] as number) : -1;
}

/** Reads one paragraph's content; `definitions` maps normalised labels to their raw destinations. */
export function scanInlines(content: Content, definitions: ReadonlyMap<string, string>, out: InlineFindings): void {
  const s = content.text;
  const to = content.to;
  const openers = paragraphOpeners;
  openers.reset();
  let runsRead = false;
  // The paragraph alone (a slice shares the text's characters), so no search below runs past its end.
  const from = content.from;
  const paragraph = from === 0 && to === s.length ? s : s.slice(from, to);
  // Each `]` closes at most one opener: an opener with no `]` after it can never close, so a
  // paragraph of unclosed brackets keeps no stack.
  let closersLeft = 0;
  for (let j = paragraph.indexOf(']'); j !== -1; j = paragraph.indexOf(']', j + 1)) closersLeft += 1;
  for (let i = from; i < to;) {
    // Every other character only moves on by one: the native search goes straight to the next that acts.
    actingCharacter.lastIndex = i - from;
    if (!actingCharacter.test(paragraph)) break;
    i = from + actingCharacter.lastIndex - 1;
    const c = s.charCodeAt(i);
    if (c === BACKSLASH) {
      i += i + 1 < to && isAsciiPunctuation(s.charCodeAt(i + 1)) ? 2 : 1;
    } else if (c === BACKTICK) {
      let runEnd = i;
      while (runEnd < to && s.charCodeAt(runEnd) === BACKTICK) runEnd += 1;
      if (!runsRead) {
        paragraphRuns.read(s, i, to);
        runsRead = true;
      }
      const starts = paragraphRuns.startsOf(runEnd - i);
      const closeStart = starts === undefined ? -1 : firstAtOrAfter(starts, runEnd);
      if (closeStart === -1) {
        i = runEnd;
      } else {
        const close = closeStart + (runEnd - i);
        out.codeSpans.push(sourceOffset(content, i), sourceOffset(content, close - 1) + 1);
        i = close;
      }
    } else if (c === LESS_THAN) {
      autolink.lastIndex = i;
      if (autolink.test(s) && autolink.lastIndex <= to) {
        const end = autolink.lastIndex;
        const raw = s.slice(i + 1, end - 1);
        out.links.push({ kind: 'autolink', raw, target: raw, offset: sourceOffset(content, i + 1), image: false });
        out.claimStarts.push(sourceOffset(content, i));
        out.claimEnds.push(sourceOffset(content, end - 1) + 1);
        i = end;
        continue;
      }
      emailAutolink.lastIndex = i;
      if (emailAutolink.test(s) && emailAutolink.lastIndex <= to) {
        i = emailAutolink.lastIndex;
        continue;
      }
      rawHtml.lastIndex = i;
      if (rawHtml.test(s) && rawHtml.lastIndex <= to) {
        i = rawHtml.lastIndex;
        continue;
      }
      i += 1;
    } else if (c === EXCLAMATION && i + 1 < to && s.charCodeAt(i + 1) === OPEN_BRACKET) {
      if (closersLeft > 0) openers.push(i, true);
      i += 2;
    } else if (c === OPEN_BRACKET) {
      if (closersLeft > 0) openers.push(i, false);
      i += 1;
    } else if (c === CLOSE_BRACKET) {
      closersLeft -= 1;
      i = closeBracket(content, i, openers, definitions, out);
    } else {
      i += 1;
    }
  }
}

/** At a `]`: a link or image if the brackets, destination or label say so; returns where to go on. */
function closeBracket(
  content: Content,
  at: number,
  openers: Openers,
  definitions: ReadonlyMap<string, string>,
  out: InlineFindings,
): number {
  const s = content.text;
  const to = content.to;
  const top = openers.count - 1;
  if (top < 0) return at + 1;
  const flags = openers.flags[top] as number;
  if ((flags & ACTIVE) === 0) {
    openers.pop();
    return at + 1;
  }
  const openerAt = openers.at[top] as number;
  const image = (flags & IMAGE) !== 0;
  const textStart = image ? openerAt + 2 : openerAt + 1;
  let end = -1;
  let rawStart = 0;
  let rawEnd = 0;
  let label: string | undefined;
  let kind: 'inline' | 'reference' = 'inline';
  if (at + 1 < to && s.charCodeAt(at + 1) === OPEN_PAREN) {
    // Inline link: `(` destination? title? `)`.
    let p = skipSpaceAndOneLineEnding(s, at + 2, to);
    let ok = true;
    if (p < to && s.charCodeAt(p) === CLOSE_PAREN) {
      rawStart = rawEnd = p;
    } else {
      const destination = linkDestination(s, p, to);
      if (destination === undefined) ok = false;
      else {
        rawStart = destination.rawStart;
        rawEnd = destination.rawEnd;
        p = destination.end;
        const beforeTitle = skipSpaceAndOneLineEnding(s, p, to);
        if (beforeTitle > p) {
          const titleEnd = linkTitleEnd(s, beforeTitle, to);
          p = titleEnd === -1 ? beforeTitle : skipSpaceAndOneLineEnding(s, titleEnd, to);
        }
      }
    }
    if (ok && p < to && s.charCodeAt(p) === CLOSE_PAREN) end = p + 1;
  }
  if (end === -1) {
    // Reference link: full `[text][label]`, collapsed `[text][]` or shortcut `[text]`.
    const labelEnd = at + 1 < to ? linkLabelEnd(s, at + 1, to) : -1;
    let labelText: string | undefined;
    if (labelEnd !== -1 && labelEnd - at - 1 > 2) labelText = s.slice(at + 2, labelEnd - 1);
    else if ((flags & BRACKET_AFTER) === 0) labelText = s.slice(textStart, at);
    if (labelText !== undefined && labelText.length <= 999 && definitions.size > 0) {
      const normalised = normalizeLabel(labelText);
      if (normalised !== '' && definitions.has(normalised)) {
        label = normalised;
        kind = 'reference';
        end = labelEnd !== -1 ? labelEnd : at + 1;
      }
    }
  }
  openers.pop();
  if (end === -1) return at + 1;
  const raw = kind === 'inline' ? s.slice(rawStart, rawEnd) : (definitions.get(label as string) as string);
  out.links.push({
    kind,
    raw,
    target: unescapeDestination(raw),
    offset: sourceOffset(content, kind === 'inline' ? rawStart : openerAt),
    image,
  });
  out.claimStarts.push(sourceOffset(content, openerAt));
  out.claimEnds.push(sourceOffset(content, end - 1) + 1);
  // No links inside a link's text: earlier link openers can no longer make links.
  if (!image) openers.deactivateLinks();
  return end;
}
