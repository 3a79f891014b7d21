// Is a path the label of the code block after it? A heading that names a file and is followed at once
// by a fenced block in that file's language ("### Python Script Template (scripts/helper.py)" over
// ```python) shows the file's content where it stands: the reader is handed the text (often a template
// for a file of their own), not sent to open a file the skill must ship; a path inside that block that
// names the same file (`# Usage: ./helper.sh <args>`) is the block speaking of itself (docs/rules.md,
// reference/unresolved). A heading over a block in another language ("### Running scripts/check.py" over
// ```bash) and a sentence before a block ("See scripts/check.py:") label nothing.
import { lineEndNear, lineStartNear } from '../line-window.js';

/** Fence info strings by the extensions they show. */
const LANGUAGES: Record<string, readonly string[]> = {
  py: ['python', 'py', 'python3'],
  sh: ['bash', 'sh', 'shell', 'zsh'],
  js: ['javascript', 'js', 'mjs'],
  mjs: ['javascript', 'js', 'mjs'],
  ts: ['typescript', 'ts'],
  md: ['markdown', 'md'],
  json: ['json'],
  yaml: ['yaml', 'yml'],
  yml: ['yaml', 'yml'],
  ps1: ['powershell', 'ps1', 'pwsh'],
  rb: ['ruby', 'rb'],
  go: ['go'],
};

const HEADING = /^ {0,3}#{1,6}\s/;
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([\w+-]*)/;
/** How many lines a block is read back for its opening fence. */
const MAX_BLOCK_LINES = 400;

function extensionOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot === -1 || dot < path.lastIndexOf('/') ? '' : path.slice(dot + 1).toLowerCase();
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The line starting at `start`, and where the next one starts (-1 at the end). */
function lineFrom(text: string, start: number): { line: string; next: number } {
  const end = lineEndNear(text, start);
  return { line: text.slice(start, end), next: end < text.length && text.charCodeAt(end) === 10 ? end + 1 : -1 };
}

/** Whether the fence opened on `line` shows a file with `path`'s extension. */
function showsFile(line: string, path: string): boolean {
  const language = FENCE.exec(line)?.[2]?.toLowerCase();
  return language !== undefined && language !== '' && (LANGUAGES[extensionOf(path)]?.includes(language) ?? false);
}

/** The path `target` at `offset` stands in a heading that labels the block right after it. */
function isHeadingLabel(text: string, offset: number, target: string): boolean {
  const start = lineStartNear(text, offset);
  if (!HEADING.test(text.slice(start, offset))) return false;
  let { next } = lineFrom(text, start);
  for (let k = 0; k < 3 && next !== -1; k++) {
    const { line, next: after } = lineFrom(text, next);
    if (line.trim() !== '') return showsFile(line, target);
    next = after;
  }
  return false;
}

/** The path is inside a fenced block whose heading label names a file of the same name. */
function isInLabelledBlock(text: string, offset: number, target: string): boolean {
  // Up from the path's line to the block's opening fence, then to the heading above it.
  let at = lineStartNear(text, offset);
  for (let k = 0; k < MAX_BLOCK_LINES && at > 0; k++) {
    at = lineStartNear(text, at - 1);
    const { line } = lineFrom(text, at);
    if (!FENCE.test(line)) continue;
    let up = at;
    for (let j = 0; j < 3 && up > 0; j++) {
      up = lineStartNear(text, up - 1);
      const above = lineFrom(text, up).line;
      if (above.trim() === '') continue;
      if (!HEADING.test(above)) return false;
      const name = baseName(target);
      const labelled = above.match(/[\w./-]+\.[A-Za-z0-9]{1,5}\b/g) ?? [];
      return labelled.some((path) => baseName(path) === name && showsFile(line, path));
    }
    return false;
  }
  return false;
}

export function isCodeBlockLabel(text: string, offset: number, target: string): boolean {
  return isHeadingLabel(text, offset, target) || isInLabelledBlock(text, offset, target);
}
