// The provenance criterion (SPEC-NOTES §3 "Provenance"; DESIGN "Contract details"), kept in one
// place so the rule, its docs and its tests agree:
// - the opening paragraph is the first block of consecutive non-blank lines in the body, skipping
//   blank lines, ATX headings (`# …`), setext headings (a line underlined by === or ---) and lines
//   that are only an HTML comment;
// - it names the publisher: the config's publisher appears in it, case-insensitively, as a whole word;
// - it states origin: it contains "origin", "published by", "provided by", "maintained by",
//   "authored by", "bundled with", "distributed with", "distributed by", "ships with" or "shipped with";
// - it states limits: it contains "limit", "limits", "limited", "limitation(s)", "never", "does not",
//   "do not", "doesn't", "don't", "cannot", "can't", "read-only" or "only".

export interface OpeningParagraph {
  readonly text: string;
  /** Offset of its first line in the body text. */
  readonly offset: number;
}

const atxHeading = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const setextUnderline = /^ {0,3}(?:=+|-+)[ \t]*$/;
const commentLine = /^[ \t]*<!--.*-->[ \t]*$/;
const fence = /^ {0,3}(?:`{3,}|~{3,})/;
const blank = (line: string): boolean => line.trim() === '';

/** Reads lines lazily from the start of the body: only the opening paragraph is ever needed. */
function* linesOf(body: string): Generator<{ readonly text: string; readonly offset: number }> {
  for (let at = 0; at <= body.length; ) {
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
      if (blank(text) || atxHeading.test(text) || fence.test(text)) break;
      taken.push(text.trim());
    }
    return { text: taken.join(' '), offset };
  }
  return undefined;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const originCue = /\b(?:origin|published by|provided by|maintained by|authored by|bundled with|distributed with|distributed by|ships with|shipped with)\b/i;
const limitsCue = /\b(?:limits?|limited|limitations?|never|does not|do not|doesn't|don't|cannot|can't|read-only|only)\b/i;

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
