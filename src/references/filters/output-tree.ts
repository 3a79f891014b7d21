// Is a path the root line of a tree drawn in a code block whose lead-in says a run makes it
// ("Generates complete chart structure:", then `{baseDir}/charts/app/` over ├── lines)? The tree is
// what the skill creates, not a file it ships (docs/rules.md, "reference/unresolved"); a tree under
// any other lead-in ("This skill contains:") keeps its root checked.
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { codeBlockAt } from '../../load/markdown/offset-search.js';

/**
 * A lead-in that makes the tree a run's output or the user's: "the generator creates", "outputs",
 * "in your project", 生成 / 创建 / 输出 (generate, create, output), 作成 / 出力, 생성 / 만들.
 */
export const outputLeadIn =
  /\b(?:creat|generat|writ|output|produc|scaffold|your (?:project|repo|app|codebase)|the user's)|生成|创建|輸出|输出|作成|出力|생성|만들/i;
/** The paragraph right before a block (back to the blank line above it), at most 300 characters. */
export function leadInOf(text: string, blockStart: number): string {
  const before = text.slice(Math.max(0, blockStart - 300), blockStart).replace(/\s+$/, '');
  const blank = before.search(/\n[ \t]*\n(?![\s\S]*\n[ \t]*\n)/);
  return blank === -1 ? before : before.slice(blank);
}

/** The line under the root: tree marks first (├──, └──, │, |--, `--, +--). */
const treeMarks = /^[ \t]*(?:[├└│]|\|--|`--|\+--)/;
/** What may follow the root path on its line: spaces, a note. */
const rootLineRest = /^\S*[ \t]*(?:(?:#|←|<-|--|—).*)?\r?$/;

export function isOutputTreeRoot(text: string, document: MarkdownDocument, offset: number): boolean {
  const block = codeBlockAt(document.codeBlocks, offset);
  if (block === undefined) return false;
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  if (lineEnd === -1 || lineEnd - lineStart > 300 || text.slice(lineStart, offset).trim() !== '') return false;
  if (!rootLineRest.test(text.slice(offset, lineEnd))) return false;
  const nextEnd = text.indexOf('\n', lineEnd + 1);
  const next = text.slice(lineEnd + 1, nextEnd === -1 ? Math.min(text.length, lineEnd + 301) : Math.min(nextEnd, lineEnd + 301));
  return treeMarks.test(next) && outputLeadIn.test(leadInOf(text, block.start));
}
