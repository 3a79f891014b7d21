// Is a path written as where something is written? "Installed skills are tracked in
// `assets/registry.json`" or "the script saves `assets/chart.png`" names a state or output file the
// skill's scripts create at run time, not a file to read; it need not ship, and neither does any
// other mention of the same path in that file (docs/rules.md, reference/unresolved).
import { lineStartNear } from '../line-window.js';

/** "tracked in", "saved to", "is written into" right before the path or its code span. */
const storedIn =
  /\b(?:tracked|written|saved|stored|recorded|logged|kept|cached|persisted|appended)\s+(?:in|to|into|at|under)\s+(?:the\s+file\s+)?`*$/i;
/**
 * "writes", "saves to", "creates a" right before the path or its code span, or the same told to the
 * model ("write `config/prefs.yaml`", "save it to `out/report.md`"): a file made at run time.
 */
const writes =
  /\b(?:writes|saves|creates|generates|produces|outputs|write|save(?:\s+it)?|create)\s+(?:to\s+|into\s+)?(?:an?\s+|the\s+)?(?:new\s+)?(?:file\s+)?`*$/i;

/**
 * 写入 / 保存到 / 记录在 … (written into, saved to, recorded in) right before the path or its code
 * span, or before a short place ending in 的 ("写入 skills 目录下的 `notes.md`": into the skills directory's).
 */
const writtenInto = /(?:写入|写到|保存到|保存至|保存在|存到|存储到|存储在|记录到|记录在|输出到|生成)(?:[^`，。；：、\n]{1,16}的)?\s*`*$/;

/**
 * A code span restated in parentheses right after another ("`notes.md` 文件（即 `.claude/skills/a/notes.md`）",
 * "`notes.md` (i.e. `skills/a/notes.md`)"): the same file, so it is written where the first one is.
 * Group 1 is the first span's text; the restatement's own span may have begun (its path so far).
 */
const restatement = /`([^`\n]{1,200})`[^`\n]{0,12}[（(]\s*(?:即|也就是|i\.e\.,?|that is,?)\s*`[^`\n]*$/;

function writtenBefore(before: string): boolean {
  return storedIn.test(before) || writes.test(before) || writtenInto.test(before);
}

/** A path that a script of the skill (or the model) writes, going by the words right before it. */
export function isWrittenPath(text: string, offset: number): boolean {
  const lineStart = lineStartNear(text, offset, 160);
  // A code span may reach the path through the skill's directory from the project root ("saved to
  // `.agent/skills/x/output/log.txt`"): the words stand before the span.
  const before = text
    .slice(lineStart, offset)
    .replace(/`[^`\s]*\/$/, '`')
    .slice(-48);
  if (writtenBefore(before)) return true;
  // The restatement of a written path is written too; the first span is judged by the words before it.
  const restated = restatement.exec(text.slice(lineStart, offset));
  if (restated === null) return false;
  const firstSpan = lineStart + restated.index;
  return writtenBefore(text.slice(Math.max(lineStart, firstSpan - 48), firstSpan + 1));
}
