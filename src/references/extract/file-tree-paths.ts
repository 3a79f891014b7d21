// The file tree a skill draws of itself: a code block whose first line is the skill's own directory
// (`pdf-tools/`) and whose other lines each list one entry below it, drawn with tree marks (├──, └──,
// │, |--, `--) or indentation alone. Every file it lists is one the skill says it has (docs/rules.md,
// "reference/unresolved"); a tree rooted at any other name (`my-skill/`, the user's `src/`) is not, nor
// is one its lead-in says a run creates or outputs (a generator's output directory named like the skill).
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { leadInOf, outputLeadIn } from '../filters/output-tree.js';
import type { Reference } from '../reference.js';

/** Info strings of a block that may draw a tree: none, or a plain-text one. */
const treeInfo = new Set(['', 'text', 'txt', 'plaintext', 'plain', 'tree']);
/** A fence line (``` or ~~~, up to three spaces in). */
const fenceLine = /^ {0,3}(?:`{3,}|~{3,})/;
/**
 * One tree line: the marks before the entry (no letter, digit, `.` or `_`), the entry's name, and an
 * optional note after it (`# …`, `← …`, `<- …`, `-- …`, `— …`, or anything after two spaces).
 */
const treeLine = /^([^\p{L}\p{N}._]*)([^\s]+?)(?:(?:\s+(?:#|←|<-|--|—|–|\()|\s{2,}).*)?\s*$/u;
/** A name that stands for something else: a pattern, a placeholder or an ellipsis. */
const notAName = /[*?<>{}[\]$%…|]|^\.{2,}$/;
/** The longest line a tree is read from. */
const maxTreeLine = 300;
/** A file name with an extension. */
const hasExtension = /\.[A-Za-z0-9]{1,10}$/;

/** The files a tree of the skill `skillDirName` lists, as paths from the skill root. */
export function fileTreeReferences(text: string, document: MarkdownDocument, skillDirName: string): Reference[] {
  if (skillDirName === '' || skillDirName === '.') return [];
  const refs: Reference[] = [];
  for (const block of document.codeBlocks) {
    if (!treeInfo.has(block.info.toLowerCase())) continue;
    const slice = text.slice(block.start, block.end);
    // Cheap test first: the block must name the skill's directory at all.
    if (!slice.includes(`${skillDirName}/`) || outputLeadIn.test(leadInOf(text, block.start))) continue;
    treeOf(slice, block.start, skillDirName, refs);
  }
  return refs;
}

/** Adds the files of one block's tree to `refs`; a block with any line that is not a tree line adds nothing. */
function treeOf(slice: string, blockStart: number, skillDirName: string, refs: Reference[]): void {
  const found: Reference[] = [];
  /** The open directories, each with the column its name starts at. */
  const open: { column: number; name: string }[] = [];
  let rooted = false;
  let offset = 0;
  for (const line of slice.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    const content = line.replace(/\r$/, '');
    if (content.trim() === '' || fenceLine.test(content)) continue;
    // A tree line is short; a long one is no tree, and is not matched (a bound on the work per block).
    if (content.length > maxTreeLine) return;
    if (!rooted) {
      // The first line is the skill's directory, alone (a note after it is fine).
      const root = treeLine.exec(content);
      if (root === null || root[1] !== '' || root[2] !== `${skillDirName}/`) return;
      rooted = true;
      continue;
    }
    const entry = treeLine.exec(content);
    if (entry === null) return;
    const [, marks, name] = entry as unknown as [string, string, string];
    // A line of marks only (│) joins entries; an entry always sits below the root, marked or indented.
    if (name === '' || /^[^\p{L}\p{N}._]+$/u.test(name)) continue;
    if (marks === '') return;
    const column = Array.from(marks).length;
    while (open.length > 0 && open[open.length - 1]!.column >= column) open.pop();
    const isDirectory = name.endsWith('/');
    const bare = isDirectory ? name.slice(0, -1) : name;
    if (isDirectory) {
      open.push({ column, name: bare });
      continue;
    }
    if (notAName.test(bare) || bare.startsWith('.') || bare.includes('/') || !hasExtension.test(bare)) continue;
    // Under a hidden directory or one a pattern stands for, the tree shows no file of the skill.
    if (open.some((dir) => dir.name.startsWith('.') || notAName.test(dir.name))) continue;
    const path = [...open.map((dir) => dir.name), bare].join('/');
    found.push({ target: path, offset: blockStart + lineStart + marks.length, kind: 'path', tentative: false });
  }
  refs.push(...found);
}
