// The provenance criterion, kept in one place so the rule, its docs and its tests agree (SPEC-NOTES
// §3 "Provenance"; DESIGN "Contract details"). Precisely:
// - the opening paragraph is the first block of consecutive non-blank lines in the body, skipping
//   blank lines, ATX headings (`# …`), setext headings (a line underlined by === or ---) and lines
//   that are only an HTML comment;
// - it names the publisher: the config's publisher appears in it, case-insensitively, as a whole word;
// - it states origin: it contains one of `originCues`, and limits: one of `limitsCues` (whole words,
//   case-insensitive).
import { fenceOpenedBy } from '../../load/markdown/fence.js';

/** Phrases that say where a skill comes from. */
export const originCues = [
  'origin',
  'provenance',
  'published by',
  'publishes',
  'publisher',
  'provided by',
  'maintained by',
  'authored by',
  'written by',
  'created by',
  'developed by',
  'made by',
  'released by',
  'comes from',
  'bundled with',
  'bundled in',
  'distributed with',
  'distributed by',
  'distributed as',
  'ships with',
  'shipped with',
  'packaged with',
] as const;

/** Phrases that state what a skill will not or cannot do. */
export const limitsCues = [
  'limit',
  'limits',
  'limited',
  'limitation',
  'limitations',
  'never',
  'not',
  'no',
  'cannot',
  "can't",
  "won't",
  "doesn't",
  "don't",
  'only',
  'read-only',
  'restricted',
] as const;

export interface OpeningParagraph {
  readonly text: string;
  /** Offset of its first line in the body text. */
  readonly offset: number;
}

const atxHeading = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const setextUnderline = /^ {0,3}(?:=+|-+)[ \t]*$/;
const commentLine = /^[ \t]*<!--.*-->[ \t]*$/;
const blank = (line: string): boolean => line.trim() === '';

/** Reads lines lazily from the start of the body: only the opening paragraph is ever needed. */
function* linesOf(body: string): Generator<{ readonly text: string; readonly offset: number }> {
  for (let at = 0; at <= body.length;) {
    const lf = body.indexOf('\n', at);
    const end = lf === -1 ? body.length : lf;
    yield { text: body.slice(at, end).replace(/\r$/, ''), offset: at };
    if (lf === -1) return;
    at = lf + 1;
  }
}

export function openingParagraph(body: string): OpeningParagraph | undefined {
  const lines = linesOf(body);
  let current = lines.next();
  // Skip what comes before the first paragraph.
  while (!current.done) {
    const line = current.value.text;
    if (blank(line) || atxHeading.test(line) || commentLine.test(line)) {
      current = lines.next();
      continue;
    }
    const next = lines.next();
    if (!next.done && setextUnderline.test(next.value.text)) {
      current = lines.next();
      continue;
    }
    // `line` starts the paragraph; `next` may continue it.
    const taken = [line.trim()];
    const offset = current.value.offset;
    for (let more = next; !more.done; more = lines.next()) {
      const text = more.value.text;
      if (blank(text) || atxHeading.test(text) || fenceOpenedBy(text, 0, text.length) !== undefined) break;
      taken.push(text.trim());
    }
    return { text: taken.join(' '), offset };
  }
  return undefined;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const phrases = (cues: readonly string[]): RegExp =>
  new RegExp(`(?<![A-Za-z0-9_-])(?:${cues.map((cue) => escapeRegExp(cue).replace(/ /g, '\\s+')).join('|')})(?![A-Za-z0-9_-])`, 'i');
const originCue = phrases(originCues);
const limitsCue = phrases(limitsCues);

export type ProvenanceGap = 'publisher' | 'origin' | 'limits';

/** What the paragraph fails to state, in a fixed order. */
export function provenanceGaps(paragraph: string, publisher: string): ProvenanceGap[] {
  const gaps: ProvenanceGap[] = [];
  const names = new RegExp(`(?<![A-Za-z0-9_-])${escapeRegExp(publisher)}(?![A-Za-z0-9_-])`, 'i');
  if (publisher === '' || !names.test(paragraph)) gaps.push('publisher');
  if (!originCue.test(paragraph)) gaps.push('origin');
  if (!limitsCue.test(paragraph)) gaps.push('limits');
  return gaps;
}
