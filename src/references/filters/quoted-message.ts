// Is a path inside text the skill has the model write out? A block quote led in by "open with:",
// "reply:", "post this comment:" or "inform the user:" is a release body, a comment or a reply: its
// links are read where that text is posted (the user's repository, the issue tracker), not in the
// skill (docs/rules.md, "reference/unresolved"). A quote led in any other way ("See:", "Read first:")
// is the skill speaking, and its links are references.
import { lineEndNear, lineStartNear } from '../line-window.js';

/** A block quote line (`> …`). */
const quoteLine = /^ {0,3}>/;
/** How many quote lines, then blank lines, are climbed to the lead-in. */
const maxLookBack = 40;
/**
 * A lead-in that hands the quote to the model to write: the line, or its clause after a comma or
 * "then", opens with a verb of writing or answering and ends with a colon ("**If no release exists**,
 * open with:", "Then inform the user:", "Reply with:", "post this comment:"). "Open", "start" and
 * "begin" write only when they open a text *with* the quote; "Start here:", "Open the checklist:" and
 * "Before answering:" lead in the model's own reading, whose links are the skill's.
 */
const writeOutLeadIn =
  /(?:^|[,;]|\bthen\b|\band\b)\W*(?:(?:open|start|begin)\b[^:：\n]{0,40}\bwith|(?:reply|respond|answer|post|comment|write|say|send|tell|inform|notify|message|announce)\b[^:：\n]{0,40})[:：]\s*(?:\*\*|__)?\s*$/i;

function lineAt(text: string, start: number): string {
  return text.slice(start, lineEndNear(text, start));
}

function previousLineStart(text: string, start: number): number {
  return start === 0 ? -1 : lineStartNear(text, start - 1);
}

export function isInQuotedMessage(text: string, offset: number): boolean {
  let at = lineStartNear(text, offset);
  if (!quoteLine.test(lineAt(text, at))) return false;
  let steps = 0;
  // Up through the quote, then the blank lines before it, to the lead-in line.
  for (
    let up = previousLineStart(text, at);
    up !== -1 && steps < maxLookBack && quoteLine.test(lineAt(text, up));
    up = previousLineStart(text, up), steps++
  )
    at = up;
  for (let up = previousLineStart(text, at); up !== -1 && steps < maxLookBack; up = previousLineStart(text, up), steps++) {
    const line = lineAt(text, up);
    if (line.trim() === '') continue;
    return writeOutLeadIn.test(line);
  }
  return false;
}
