// A strict, line-anchored frontmatter splitter (SPEC-NOTES §2). Not gray-matter: that
// library evaluates `---js` blocks as JavaScript and ends a block at any line starting with `---`.
// Here line 1 is exactly `---` (LF or CRLF) and the block ends at the first later line that is
// exactly `---`; nothing in the text is ever evaluated.
import type { FindingCode } from './finding-codes.js';

export interface SplitFinding {
  readonly code: FindingCode;
  readonly detail: string;
  /** UTF-16 offset in the SKILL.md text. */
  readonly offset: number;
  readonly data?: { readonly [key: string]: string | number };
}

export interface SplitResult {
  readonly findings: readonly SplitFinding[];
  /** The YAML between the delimiter lines and its offset, when a non-empty block was found. */
  readonly block: { readonly yaml: string; readonly offset: number } | undefined;
  /** Offset of the opening `---` (where block-level findings point). */
  readonly openerOffset: number;
  /** Offset where the body starts (text after the closing line, or the whole text). */
  readonly bodyOffset: number;
  readonly bodyKnown: boolean;
}

interface Line {
  readonly start: number;
  /** Offset of the terminating LF, or the text length for the last line. */
  readonly end: number;
  /** The line without its LF and without one CR directly before the LF. */
  readonly content: string;
}

function lineAt(text: string, start: number): Line {
  const lf = text.indexOf('\n', start);
  const end = lf === -1 ? text.length : lf;
  const cut = lf !== -1 && end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
  return { start, end, content: text.slice(start, cut) };
}

const afterLine = (text: string, line: Line): number => Math.min(line.end + 1, text.length);
const isBlank = (content: string): boolean => /^[ \t\r]*$/.test(content);
const isCommentOrBlank = (content: string): boolean => /^[ \t\r]*(#.*)?$/.test(content);

/** Classifies an opening line that starts with `---` but is not exactly `---`. */
function classifyOpener(rest: string): { code: FindingCode; detail: string } {
  if (/^-+/.test(rest)) return { code: 'delimiter/extra-dashes', detail: `---${rest}`.trimEnd() };
  const language = /^[A-Za-z][A-Za-z0-9_+-]*/.exec(rest);
  if (language !== null) return { code: 'delimiter/language', detail: language[0] };
  if (/^[ \t]+$/.test(rest)) return { code: 'delimiter/trailing-whitespace', detail: JSON.stringify(rest) };
  if (rest.startsWith('\r')) return { code: 'delimiter/trailing-text', detail: 'a carriage return without a line feed (CR line endings)' };
  return { code: 'delimiter/trailing-text', detail: JSON.stringify(rest.length > 40 ? `${rest.slice(0, 40)}…` : rest) };
}

/** Finds the first line after `from` that is exactly `---`. */
function findClosing(text: string, from: number): Line | undefined {
  for (let at = from; at < text.length;) {
    const line = lineAt(text, at);
    if (line.content === '---') return line;
    if (line.end >= text.length) return undefined;
    at = line.end + 1;
  }
  return undefined;
}

/**
 * The line number of a `---` line right after the HTML comment opening at `start` (blank lines
 * between them), read within the first 4 KiB; undefined when there is none.
 */
function openerAfterComment(text: string, start: number): number | undefined {
  const close = text.indexOf('-->', start + 4);
  if (close === -1 || close > 4096) return undefined;
  let line = lineAt(text, close);
  if (line.content.slice(line.content.indexOf('-->') + 3).trim() !== '' || line.end >= text.length) return undefined;
  do line = lineAt(text, line.end + 1);
  while (isBlank(line.content) && line.end < text.length);
  if (line.content !== '---') return undefined;
  let number = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < line.start; at = text.indexOf('\n', at + 1)) number += 1;
  return number;
}

export function splitFrontmatter(text: string): SplitResult {
  const findings: SplitFinding[] = [];
  let at = 0;
  if (text.charCodeAt(0) === 0xfeff) {
    findings.push({ code: 'delimiter/bom', detail: 'U+FEFF', offset: 0 });
    at = 1;
  }
  const contentStart = at;

  // Leading blank lines are reported only when a delimiter follows them; otherwise the file simply
  // has no frontmatter.
  let blankLines = 0;
  let first = lineAt(text, at);
  while (isBlank(first.content) && first.end < text.length) {
    blankLines += 1;
    first = lineAt(text, first.end + 1);
  }

  if (!first.content.startsWith('---')) {
    // A block opened only after an HTML comment (a linter's directive) is one no host reads: say where it is.
    const later = first.content.trimStart().startsWith('<!--') ? openerAfterComment(text, first.start) : undefined;
    if (later !== undefined)
      findings.push({ code: 'delimiter/after-comment', detail: first.content.slice(0, 40), offset: contentStart, data: { line: later } });
    else findings.push({ code: 'delimiter/missing', detail: first.content.slice(0, 40), offset: contentStart });
    return { findings, block: undefined, openerOffset: contentStart, bodyOffset: contentStart, bodyKnown: true };
  }
  if (blankLines > 0) {
    findings.push({ code: 'delimiter/leading-blank-lines', detail: String(blankLines), offset: contentStart, data: { count: blankLines } });
  }

  const openerOffset = first.start;
  const opened = first.end >= text.length ? text.length : first.end + 1;
  if (first.content !== '---') {
    const { code, detail } = classifyOpener(first.content.slice(3));
    findings.push({ code, detail, offset: openerOffset });
    const closing = findClosing(text, opened);
    if (closing === undefined) return { findings, block: undefined, openerOffset, bodyOffset: text.length, bodyKnown: false };
    return { findings, block: undefined, openerOffset, bodyOffset: afterLine(text, closing), bodyKnown: true };
  }

  const closing = findClosing(text, opened);
  if (closing === undefined) {
    findings.push({ code: 'delimiter/unclosed', detail: 'end of file', offset: openerOffset });
    return { findings, block: undefined, openerOffset, bodyOffset: text.length, bodyKnown: false };
  }

  // Lines other splitters would take as the end of the block (`...`, `--- `, `----`): front-matter
  // style splitters close on `...`, gray-matter on any line that starts with `---`.
  let onlyComments = true;
  for (let lineStart = opened; lineStart < closing.start;) {
    const line = lineAt(text, lineStart);
    if (line.content.startsWith('---') || line.content.startsWith('...')) {
      findings.push({ code: 'delimiter/ambiguous-line', detail: JSON.stringify(line.content.slice(0, 20)), offset: line.start });
    }
    if (!isCommentOrBlank(line.content)) onlyComments = false;
    lineStart = line.end + 1;
  }

  const bodyOffset = afterLine(text, closing);
  if (onlyComments) {
    findings.push({ code: 'delimiter/empty', detail: '', offset: openerOffset });
    return { findings, block: undefined, openerOffset, bodyOffset, bodyKnown: true };
  }
  return { findings, block: { yaml: text.slice(opened, closing.start), offset: opened }, openerOffset, bodyOffset, bodyKnown: true };
}
