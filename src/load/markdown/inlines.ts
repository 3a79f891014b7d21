// The inline reading of one paragraph that references need (CommonMark §6): code spans, autolinks
// and raw HTML (which bind tighter than link brackets), and links and images by the spec's bracket
// algorithm — a link's text may wrap across lines and nest brackets, a link inside a link's text
// wins over the outer one, `[text][label]`, `[label][]` and `[label]` resolve through the
// document's definitions. Emphasis is not read: it never changes where a link or code span is.
import { type Content, sourceOffset } from './content.js';
import { isAsciiPunctuation, linkDestination, linkLabelEnd, linkTitleEnd, normalizeLabel, skipSpaceAndOneLineEnding } from './link-syntax.js';

const BACKSLASH = 92;
const BACKTICK = 96;
const LESS_THAN = 60;
const EXCLAMATION = 33;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;

export type InlineLinkKind = 'inline' | 'autolink' | 'reference';

/** What the inline pass found, in source offsets, appended to by each paragraph. */
export interface InlineFindings {
  /** Inline links and autolinks: raw destination (no angle brackets) and where it starts. */
  readonly linkKinds: InlineLinkKind[];
  readonly linkRaw: string[];
  readonly linkOffsets: number[];
  /** For reference links: the normalised label of the definition used. */
  readonly linkLabels: (string | undefined)[];
  readonly linkImage: boolean[];
  /** Source ranges of whole links (from `[` or `![` to the end), in order of their ends. */
  readonly claimStarts: number[];
  readonly claimEnds: number[];
  /** Code spans [start, end) including the backticks, in source offsets, sorted. */
  readonly codeSpanStarts: number[];
  readonly codeSpanEnds: number[];
}

export function emptyInlineFindings(): InlineFindings {
  return { linkKinds: [], linkRaw: [], linkOffsets: [], linkLabels: [], linkImage: [], claimStarts: [], claimEnds: [], codeSpanStarts: [], codeSpanEnds: [] };
}

const autolink = /<[A-Za-z][A-Za-z0-9.+-]{1,31}:[^<>\x00-\x20]*>/y;
const emailAutolink = /<[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*>/y;
// CommonMark §6.6 raw HTML: open and closing tags, comments, processing instructions, declarations, CDATA.
const ATTRIBUTE = '(?:\\s+[a-zA-Z_:][a-zA-Z0-9:._-]*(?:\\s*=\\s*(?:[^"\'=<>`\\x00-\\x20]+|\'[^\']*\'|"[^"]*"))?)';
const rawHtml = new RegExp(`(?:<[A-Za-z][A-Za-z0-9-]*${ATTRIBUTE}*\\s*/?>|</[A-Za-z][A-Za-z0-9-]*\\s*>|<!---?>|<!--[\\s\\S]*?-->|<\\?[\\s\\S]*?\\?>|<![A-Za-z][^>]*>|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>)`, 'y');

interface Opener {
  /** Content offset of `[` (or of `!` for an image). */
  readonly at: number;
  readonly textStart: number;
  readonly image: boolean;
  active: boolean;
  /** Another bracket opened after this one (its text then cannot be a label). */
  bracketAfter: boolean;
}

/** Reads one paragraph's content; `definitions` maps normalised labels to their use (any value). */
export function scanInlines(content: Content, definitions: ReadonlySet<string>, out: InlineFindings): void {
  const s = content.text;
  const to = content.to;
  const openers: Opener[] = [];
  // Backtick run lengths known to have no closer at or after a position (keeps hostile input linear).
  const noCloserFrom = new Map<number, number>();
  for (let i = content.from; i < to; ) {
    const c = s.charCodeAt(i);
    if (c === BACKSLASH) {
      i += i + 1 < to && isAsciiPunctuation(s.charCodeAt(i + 1)) ? 2 : 1;
    } else if (c === BACKTICK) {
      let runEnd = i;
      while (runEnd < to && s.charCodeAt(runEnd) === BACKTICK) runEnd += 1;
      const length = runEnd - i;
      const known = noCloserFrom.get(length);
      let close = -1;
      if (known === undefined || runEnd < known) {
        for (let j = s.indexOf('`', runEnd); j !== -1 && j < to; ) {
          let k = j;
          while (k < to && s.charCodeAt(k) === BACKTICK) k += 1;
          if (k - j === length) {
            close = k;
            break;
          }
          j = s.indexOf('`', k);
        }
        if (close === -1) noCloserFrom.set(length, runEnd);
      }
      if (close === -1) {
        i = runEnd;
      } else {
        out.codeSpanStarts.push(sourceOffset(content, i));
        out.codeSpanEnds.push(sourceOffset(content, close - 1) + 1);
        i = close;
      }
    } else if (c === LESS_THAN) {
      autolink.lastIndex = i;
      if (autolink.test(s) && autolink.lastIndex <= to) {
        const end = autolink.lastIndex;
        out.linkKinds.push('autolink');
        out.linkRaw.push(s.slice(i + 1, end - 1));
        out.linkOffsets.push(sourceOffset(content, i + 1));
        out.linkLabels.push(undefined);
        out.linkImage.push(false);
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
      if (openers.length > 0) (openers[openers.length - 1] as Opener).bracketAfter = true;
      openers.push({ at: i, textStart: i + 2, image: true, active: true, bracketAfter: false });
      i += 2;
    } else if (c === OPEN_BRACKET) {
      if (openers.length > 0) (openers[openers.length - 1] as Opener).bracketAfter = true;
      openers.push({ at: i, textStart: i + 1, image: false, active: true, bracketAfter: false });
      i += 1;
    } else if (c === CLOSE_BRACKET) {
      i = closeBracket(content, i, openers, definitions, out);
    } else {
      i += 1;
    }
  }
}

/** At a `]`: a link or image if the brackets, destination or label say so; returns where to go on. */
function closeBracket(content: Content, at: number, openers: Opener[], definitions: ReadonlySet<string>, out: InlineFindings): number {
  const s = content.text;
  const to = content.to;
  const opener = openers[openers.length - 1];
  if (opener === undefined) return at + 1;
  if (!opener.active) {
    openers.pop();
    return at + 1;
  }
  let end = -1;
  let rawStart = 0;
  let rawEnd = 0;
  let label: string | undefined;
  let kind: InlineLinkKind = 'inline';
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
    else if (!opener.bracketAfter) labelText = s.slice(opener.textStart, at);
    if (labelText !== undefined && labelText.length <= 999) {
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
  out.linkKinds.push(kind);
  out.linkRaw.push(kind === 'inline' ? s.slice(rawStart, rawEnd) : '');
  out.linkOffsets.push(sourceOffset(content, kind === 'inline' ? rawStart : opener.at));
  out.linkLabels.push(label);
  out.linkImage.push(opener.image);
  out.claimStarts.push(sourceOffset(content, opener.at));
  out.claimEnds.push(sourceOffset(content, end - 1) + 1);
  // No links inside a link's text: earlier link openers can no longer make links.
  if (!opener.image) for (const earlier of openers) if (!earlier.image) earlier.active = false;
  return end;
}
