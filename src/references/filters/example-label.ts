// Is a path written as an illustration? Skill-writing guides list the files a skill might have
// ("**Examples**: `references/finance.md` for schemas", a list after a paragraph that opens with
// "Example:", a quoted sample conversation under an "Example" heading, or "code rewritten every
// time (e.g., `scripts/rotate_pdf.py`)"); those name files of the reader's future skill or of the
// user's project, not of this one (docs/rules.md, reference/unresolved). An inline "e.g." counts
// only when its line does not say the skill bundles the file ("a bundled converter (e.g.
// `scripts/convert.py`)" stays a reference).
import { lineEndNear, lineStartNear } from '../line-window.js';

const NEWLINE = 10;
/** "Example:" / "**Examples**:" (also 示例：) before the path on its line. */
const labelBefore = /(?:^|[\s(>|*_])(?:examples?|示例)(?:\*\*|__)?\s*[:：]/i;
/** A paragraph that opens with the label ("Example: When building a skill…"). */
const labelOpening = /^\s*(?:\*\*|__)?(?:examples?|for example|示例)\b/i;
const listItem = /^\s*(?:[-*+]|\d{1,9}[.)])\s/;
/** How many lines to look back for a list's lead-in paragraph. */
const maxLookBack = 60;

function lineStart(text: string, offset: number): number {
  return lineStartNear(text, offset);
}

/** The line from `from` to its end (read no further than the line window). */
function lineAt(text: string, from: number): string {
  return text.slice(from, lineEndNear(text, from));
}

/** The line that ends just before `start` (its start), or -1 at the top of the text. */
function previousLineStart(text: string, start: number): number {
  return start === 0 ? -1 : lineStart(text, start - 1);
}

/** A block quote line (`> …`), as sample transcripts are written. */
const quoteLine = /^ {0,3}>/;
/** An ATX heading that names examples ("## Complete Example Interaction", "### Examples"). */
const exampleHeading = /^ {0,3}#{1,6}\s.*\bexamples?\b/i;

/** Is the line at `start` a block quote line in a section whose heading names examples? */
function inQuotedExample(text: string, start: number): boolean {
  if (!quoteLine.test(lineAt(text, start))) return false;
  for (let up = previousLineStart(text, start), steps = 0; up !== -1 && steps < 400; up = previousLineStart(text, up), steps++) {
    if (text.charCodeAt(up) !== 35 && text.charCodeAt(up) !== 32) continue;
    const line = lineAt(text, up);
    if (/^ {0,3}#{1,6}\s/.test(line)) return exampleHeading.test(line);
  }
  return false;
}

export function isUnderExampleLabel(text: string, offset: number): boolean {
  const start = lineStart(text, offset);
  const before = text.slice(start, offset);
  // The label ends with a colon: a line without one is answered by a native search, not the pattern.
  if ((before.includes(':') || before.includes('：')) && labelBefore.test(before)) return true;
  if (inQuotedExample(text, start)) return true;
  if (!listItem.test(lineAt(text, start))) return false;
  // Up through the list (items and their indented continuations), then blank lines, to the
  // paragraph that leads into it; read that paragraph's first line.
  let at = start;
  let steps = 0;
  for (let up = previousLineStart(text, at); up !== -1 && steps < maxLookBack; up = previousLineStart(text, at), steps++) {
    const line = lineAt(text, up);
    if (line.trim() === '' || !(listItem.test(line) || /^\s/.test(line))) break;
    at = up;
  }
  for (
    let up = previousLineStart(text, at);
    up !== -1 && lineAt(text, up).trim() === '' && steps < maxLookBack;
    up = previousLineStart(text, at), steps++
  )
    at = up;
  let paragraph = previousLineStart(text, at);
  if (paragraph === -1 || lineAt(text, paragraph).trim() === '' || listItem.test(lineAt(text, paragraph))) return false;
  for (let up = previousLineStart(text, paragraph); up !== -1 && steps < maxLookBack; up = previousLineStart(text, up), steps++) {
    const line = lineAt(text, up);
    if (line.trim() === '' || listItem.test(line) || line.startsWith('#') || text.charCodeAt(up) === NEWLINE) break;
    paragraph = up;
  }
  return labelOpening.test(lineAt(text, paragraph));
}

/** "e.g." / "for example" / "for instance" (also 例如, 比如) right before the path or its code span. */
const inlineLeadIn = /(?:\be\.g\.|\bfor (?:example|instance)\b|例如|比如)[,，:：]?\s{0,2}`*$/i;
/** Words by which a line says the file is the skill's own. */
const ownFile = /\b(?:bundled|included|provided|ships?|shipped|this skill|the skill's|our)\b/i;

/** A parenthesis opened by "e.g." and still open at the path, one of its list ("(e.g., `a.md`, `Read b.md`)"). */
const openExampleList = /\(\s*(?:e\.g\.|for example)(?:[^()]|\([^()]*\))*$/i;

/** A path right after an inline "e.g.", or in the list it opens in parentheses, on a line that does not claim the file for the skill. */
export function isInlineExample(text: string, offset: number): boolean {
  const before = text.slice(lineStart(text, offset), offset);
  return (inlineLeadIn.test(before.slice(-24)) || openExampleList.test(before)) && !ownFile.test(before);
}
