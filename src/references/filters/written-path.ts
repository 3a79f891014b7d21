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

/** 写入 / 保存到 / 记录在 … (written into, saved to, recorded in) right before the path or its code span. */
const writtenInto = /(?:写入|写到|保存到|保存至|保存在|存到|存储到|存储在|记录到|记录在|输出到|生成)\s*`*$/;

/** A path that a script of the skill (or the model) writes, going by the words right before it. */
export function isWrittenPath(text: string, offset: number): boolean {
  const before = text.slice(lineStartNear(text, offset, 48), offset);
  return storedIn.test(before) || writes.test(before) || writtenInto.test(before);
}
