// List items that open with a parent path to a Markdown file (`- ../../shared/guide.md — Guide`, a
// skill's "References" list written as text): each names a document to read outside the skill
// (docs/rules.md, "reference/escapes-skill").
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { inUsersTree } from '../filters/users-tree.js';
import type { Reference } from '../reference.js';
import { placeOf } from './place.js';

/** A list marker, then a parent path to a Markdown file, then the end of the line or a space. */
const listItemParentPath =
  /^[ \t]{0,12}(?:[-*+]|\d{1,9}[.)])[ \t]+((?:\.\.\/)+(?:[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\.(?:md|mdx|markdown))(?=[ \t]|$)/gim;

/**
 * Parent Markdown paths that open a list item in prose. A path later in the item ("compare with
 * ../notes.md") is prose about it, a parent path to anything but Markdown is the user's code, one in
 * a code block is a sample, and one whose line places it in the user's repository is the user's.
 */
export function listItemParentPaths(text: string, document: MarkdownDocument, bodyOffset: number): Reference[] {
  if (!text.includes('../')) return [];
  const refs: Reference[] = [];
  listItemParentPath.lastIndex = bodyOffset;
  for (let match = listItemParentPath.exec(text); match !== null; match = listItemParentPath.exec(text)) {
    const target = match[1] as string;
    const at = match.index + match[0].length - target.length;
    if (placeOf(document, bodyOffset, at) !== 'prose') continue;
    if (inUsersTree(text, at)) continue;
    refs.push({ target, offset: at, kind: 'path', tentative: false });
  }
  return refs;
}
