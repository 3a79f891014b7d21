// List items that open with a parent path to a Markdown file (`- ../../shared/guide.md — Guide`, a
// skill's "References" list written as text): each names a document to read outside the skill
// (docs/rules.md, "reference/escapes-skill").
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { inUsersTree } from '../filters/users-tree.js';
import type { Reference } from '../reference.js';
import { placeOf } from './place.js';

/**
 * At a line start: a list marker, then a parent path to a Markdown file, then the end of the line or
 * a space. Tried only at the start of a line holding `../`: a multiline `^` scan tries every offset
 * of the text, and prose rarely has a parent path at all.
 */
const listItemParentPath =
  /[ \t]{0,12}(?:[-*+]|\d{1,9}[.)])[ \t]+((?:\.\.\/)+(?:[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\.(?:md|mdx|markdown))(?=[ \t\n\r\u2028\u2029]|$)/iy;

/** The line terminators of a JavaScript regular expression's `^` and `$` in multiline mode. */
function isLineTerminator(code: number): boolean {
  return code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
}

/**
 * Parent Markdown paths that open a list item in prose. A path later in the item ("compare with
 * ../notes.md") is prose about it, a parent path to anything but Markdown is the user's code, one in
 * a code block is a sample, and one whose line places it in the user's repository is the user's.
 */
export function listItemParentPaths(text: string, document: MarkdownDocument, bodyOffset: number): Reference[] {
  const refs: Reference[] = [];
  for (let parent = text.indexOf('../', bodyOffset); parent !== -1;) {
    let lineStart = parent;
    while (lineStart > 0 && !isLineTerminator(text.charCodeAt(lineStart - 1))) lineStart--;
    let lineEnd = parent + 3;
    while (lineEnd < text.length && !isLineTerminator(text.charCodeAt(lineEnd))) lineEnd++;
    // A line that starts before the body (the frontmatter's last line, when bodyOffset is inside a line) has no start to match at.
    if (lineStart >= bodyOffset) {
      listItemParentPath.lastIndex = lineStart;
      const match = listItemParentPath.exec(text);
      if (match !== null) {
        const target = match[1] as string;
        const at = match.index + match[0].length - target.length;
        if (placeOf(document, bodyOffset, at) === 'prose' && !inUsersTree(text, at))
          refs.push({ target, offset: at, kind: 'path', tentative: false });
      }
    }
    parent = text.indexOf('../', lineEnd);
  }
  return refs;
}
