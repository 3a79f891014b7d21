// Is a path written as an illustration under an "Example:" label? Skill-writing guides list the
// files a skill might have ("**Examples**: `references/finance.md` for schemas", or a list after a
// paragraph that opens with "Example:"); those name files of the reader's future skill, not of this
// one (docs/rules.md, reference/unresolved). Only that explicit label counts: "e.g." and "for
// example" inside a sentence often introduce the skill's own files, and stay references.

const NEWLINE = 10;
/** "Example:" / "**Examples**:" (also 示例：) before the path on its line. */
const labelBefore = /(?:^|[\s(>|*_])(?:examples?|示例)(?:\*\*|__)?\s*[:：]/i;
/** A paragraph that opens with the label ("Example: When building a skill…"). */
const labelOpening = /^\s*(?:\*\*|__)?(?:examples?|for example|示例)\b/i;
const listItem = /^\s*(?:[-*+]|\d{1,9}[.)])\s/;
/** How many lines to look back for a list's lead-in paragraph. */
const maxLookBack = 60;

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The line that ends just before `start` (its start), or -1 at the top of the text. */
function previousLineStart(text: string, start: number): number {
  return start === 0 ? -1 : lineStart(text, start - 1);
}

export function isUnderExampleLabel(text: string, offset: number): boolean {
  const start = lineStart(text, offset);
  if (labelBefore.test(text.slice(start, offset))) return true;
  const lineEnd = text.indexOf('\n', start);
  if (!listItem.test(text.slice(start, lineEnd === -1 ? text.length : lineEnd))) return false;
  // Up through the list (items and their indented continuations), then blank lines, to the
  // paragraph that leads into it; read that paragraph's first line.
  let at = start;
  let steps = 0;
  const lineAt = (from: number): string => {
    const end = text.indexOf('\n', from);
    return text.slice(from, end === -1 ? text.length : end);
  };
  for (let up = previousLineStart(text, at); up !== -1 && steps < maxLookBack; up = previousLineStart(text, at), steps++) {
    const line = lineAt(up);
    if (line.trim() === '' || !(listItem.test(line) || /^\s/.test(line))) break;
    at = up;
  }
  for (
    let up = previousLineStart(text, at);
    up !== -1 && lineAt(up).trim() === '' && steps < maxLookBack;
    up = previousLineStart(text, at), steps++
  )
    at = up;
  let paragraph = previousLineStart(text, at);
  if (paragraph === -1 || lineAt(paragraph).trim() === '' || listItem.test(lineAt(paragraph))) return false;
  for (let up = previousLineStart(text, paragraph); up !== -1 && steps < maxLookBack; up = previousLineStart(text, up), steps++) {
    const line = lineAt(up);
    if (line.trim() === '' || listItem.test(line) || line.startsWith('#') || text.charCodeAt(up) === NEWLINE) break;
    paragraph = up;
  }
  return labelOpening.test(lineAt(paragraph));
}
