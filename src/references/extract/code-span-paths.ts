// Code spans that are nothing but a file path: under a directory the skill ships besides the Agent
// Skills ones (`templates/viewer.html` when templates/ exists), or a parent path to a Markdown file
// (`../shared/guide.md`) (docs/rules.md, "reference/unresolved" and "reference/escapes-skill").
import { DOT, SLASH } from '../../load/markdown/char-codes.js';
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { inUsersTree } from '../filters/users-tree.js';
import type { Reference } from '../reference.js';
import { forEachCodeSpanContent } from './code-span-content.js';
import type { SkillFileIndex } from '../resolve/skill-file-index.js';

/** A code span that holds nothing but a relative file path with an extension (`templates/viewer.html`). */
const wholeSpanPath =
  /^(?:\.\/)?([A-Za-z0-9_][A-Za-z0-9_.-]*)\/(?:[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\.[A-Za-z0-9]{1,10}$/;
/** A code span that is nothing but a parent path to a Markdown file (`../shared/guide.md`). */
const parentMarkdownPath = /^(?:\.\.\/)+(?:[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\.(?:md|mdx|markdown)$/i;

/** Words that introduce an example right before a code span: e.g., for example, such as, 如, 例如, 比如. */
const exampleLeadIn = /(?:\be\.?g\.|\bfor (?:example|instance)\b|\bsuch as\b|如|例如|比如)[^.;:\n]{0,6}[`]*$/i;

/**
 * Code spans outside the Agent Skills directories that name a file under a directory the skill
 * has (`templates/viewer.html` when the skill ships templates/): the span is nothing but that
 * path, so it names the skill's own file as surely as `references/x.md` does. A span that is
 * nothing but a parent path to a Markdown file (`../shared/guide.md`) names a document to read
 * outside the skill (reference/escapes-skill reports it). A span that is a path shown as an
 * example ("e.g. `wiki/api/x.md`"), a snippet (`open("data/x.csv")`), a path under a directory the
 * skill does not have (`docs/adr/x.md`, the user's), a parent path to anything but Markdown
 * (`../utils/date.ts`, the user's code), or a pattern is not one.
 */
export function wholeSpanPathReferences(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  topDirectories: ReadonlySet<string>,
): Reference[] {
  const refs: Reference[] = [];
  forEachCodeSpanContent(text, document, bodyOffset, (from, to) => {
    let start = from;
    let end = to;
    if (end - start > 300) return;
    if (text.charCodeAt(start) === 32 && text.charCodeAt(end - 1) === 32 && end - start > 2) {
      start += 1;
      end -= 1;
    }
    if (text.charCodeAt(start) === DOT && text.charCodeAt(start + 1) === DOT && text.charCodeAt(start + 2) === SLASH) {
      const content = text.slice(start, end);
      if (parentMarkdownPath.test(content) && !exampleLeadIn.test(text.slice(Math.max(0, start - 24), start)) && !inUsersTree(text, start))
        refs.push({ target: content, offset: start, kind: 'path', tentative: false });
      return;
    }
    if (topDirectories.size === 0) return;
    const content = text.slice(start, end);
    const match = wholeSpanPath.exec(content);
    if (match === null) return;
    const first = match[1] as string;
    if (first === 'references' || first === 'scripts' || first === 'assets' || !topDirectories.has(first)) return;
    // "(e.g. `wiki/api/x.md`)" shows the shape of a path, not a file to open.
    if (exampleLeadIn.test(text.slice(Math.max(0, start - 24), start))) return;
    refs.push({ target: content, offset: start, kind: 'path', tentative: false });
  });
  return refs;
}

/** The skill's top-level directories outside the Agent Skills ones, for wholeSpanPathReferences. */
export function topDirectoriesOf(index: SkillFileIndex): Set<string> {
  const top = new Set<string>();
  for (const directory of index.directories) {
    if (directory === '' || directory.includes('/') || directory.startsWith('.')) continue;
    if (directory !== 'references' && directory !== 'scripts' && directory !== 'assets') top.add(directory);
  }
  return top;
}
