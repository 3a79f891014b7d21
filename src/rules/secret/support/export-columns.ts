// Secrets in exported tables, read for the generic secret assignment (docs/rules.md,
// "secret/generic-assignment"): a CSV or TSV export whose header names a secret (`id,email,password`
// over its rows) gives each row's cell in that column as a value under the header's name. (Markdown
// tables are read as separated pairs: separated-pair.ts.) Lines are read through a bounded window and
// the last one is remembered, so a flood of names on one line is split once.
import { charTable, runStart } from '../engine/chars.js';
import { type Assignment, pairedAssignment } from './assignment.js';
import { COMMA, CR, DQUOTE, LF, SQUOTE, TAB, isBlank } from './char-codes.js';

/** No exported line is longer; a longer line is never read as a header. */
const MAX_LINE = 2048;
const MAX_ROWS = 64;
const SEMICOLON = 59;

interface Span {
  readonly start: number;
  readonly end: number;
}

/** A cell's content without blanks or one pair of quotes around it, and the quote taken off. */
interface Cell extends Span {
  readonly quote: string;
}

// A header cell: a column's name, not a value or prose.
const COLUMN_NAME = /^[A-Za-z_][\w .#/-]{0,63}$/;
const NAME_CHAR = charTable('A-Za-z0-9', '_.-');

/**
 * A reader of the values an export gives a secret-named header cell at `index` (a trigger's hit), or
 * undefined when the hit is not such a cell. `isSecretName` says whether a cell's text names a secret.
 */
export function exportColumnReader(text: string, isSecretName: (name: string) => boolean): (index: number) => Assignment[] | undefined {
  let memoLine: Span | undefined;
  let memoCells: { sep: number; cells: Cell[] } | undefined;
  // Each header cell is read once, however many trigger words its name holds (`secret_token`).
  let lastCell = -1;
  // The last hit found on a line too long to be an export's: a later hit with no line break since is on it too.
  let longLineAt = -1;
  // The rows read under the last header: a hit between its line and their end is in one of those rows.
  let rowsFrom = -1;
  let rowsReadTo = -1;
  return (index) => {
    if ((index > rowsFrom && index < rowsReadTo) || !inHeaderCell(text, index)) return undefined;
    if (longLineAt >= 0 && index >= longLineAt) {
      let at = longLineAt;
      while (at < index && text.charCodeAt(at) !== LF) at++;
      longLineAt = at === index ? index : -1;
      if (longLineAt >= 0) return undefined;
    }
    if (memoLine === undefined || index < memoLine.start || index > memoLine.end) {
      memoLine = lineAround(text, index);
      memoCells = undefined;
      if (memoLine === undefined) {
        longLineAt = index;
        return undefined;
      }
    }
    const line = memoLine;
    // An export's header starts its line; an indented one is code (a call's arguments, `a, b)`).
    if (line === undefined || line.end >= text.length || isBlank(text.charCodeAt(line.start))) return undefined;
    if (memoCells === undefined) {
      const sep = separatorOf(text, line);
      const cells = sep === 0 ? [] : cellsOf(text, line, sep);
      // Every cell a column's name: a header, not a row of values or a sentence with commas.
      memoCells = { sep, cells: cells.length >= 2 && cells.every((c) => COLUMN_NAME.test(text.slice(c.start, c.end))) ? cells : [] };
    }
    const { sep, cells } = memoCells;
    const named = cells.find((c) => c.start <= index && index < c.end);
    if (named === undefined || named.start === lastCell) return undefined;
    lastCell = named.start;
    const name = text.slice(named.start, named.end);
    if (!isSecretName(name)) return undefined;
    const column = cells.indexOf(named);
    const out: Assignment[] = [];
    let at = line.end;
    for (let row = 0; row < MAX_ROWS && at < text.length; row++) {
      const next = lineAround(text, at + 1);
      if (next === undefined) break;
      const values = cellsOf(text, next, sep);
      // A row has the header's width: the export ends at the first line that has not.
      if (values.length !== cells.length) break;
      const value = values[column] as Cell;
      if (value.end > value.start) out.push(pairedAssignment(text, named.start, named.end, value.start, value.end, value.quote, name));
      at = next.end;
    }
    rowsFrom = line.end;
    rowsReadTo = at;
    return out;
  };
}

/** The hit is in a cell's name: only name characters, then blanks or a quote, between it and a separator or the line's start. */
function inHeaderCell(text: string, index: number): boolean {
  let at = runStart(text, index, NAME_CHAR, 64) - 1;
  for (let k = 0; k < 4 && at >= 0; k++, at--) {
    const c = text.charCodeAt(at);
    if (c === COMMA || c === TAB || c === SEMICOLON || c === LF) return true;
    if (!isBlank(c) && c !== DQUOTE && c !== SQUOTE) return false;
  }
  return at < 0;
}

/** The line holding `at`, its carriage return left out, or undefined when it is longer than an export's line. */
function lineAround(text: string, at: number): Span | undefined {
  if (at > text.length) return undefined;
  let start = at;
  while (start > 0 && text.charCodeAt(start - 1) !== LF) if (at - --start >= MAX_LINE) return undefined;
  let end = at;
  while (end < text.length && text.charCodeAt(end) !== LF) if (++end - start >= MAX_LINE) return undefined;
  return { start, end: end > start && text.charCodeAt(end - 1) === CR ? end - 1 : end };
}

/** A TSV's tab, else a CSV's comma or semicolon; 0 for a line with none. */
function separatorOf(text: string, line: Span): number {
  const body = text.slice(line.start, line.end);
  if (body.includes('\t')) return TAB;
  if (body.includes(',')) return COMMA;
  return body.includes(';') ? SEMICOLON : 0;
}

/** A line's cells; a cell's `"…"` holds separators. */
function cellsOf(text: string, line: Span, sep: number): Cell[] {
  const out: Cell[] = [];
  let cellStart = line.start;
  let quoted = false;
  for (let i = line.start; i <= line.end; i++) {
    const c = i < line.end ? text.charCodeAt(i) : -1;
    if (c === DQUOTE) quoted = !quoted;
    else if (i === line.end || (c === sep && !quoted)) {
      out.push(trimmed(text, cellStart, i));
      cellStart = i + 1;
    }
  }
  return out;
}

function trimmed(text: string, from: number, to: number): Cell {
  let start = from;
  let end = to;
  while (start < end && isBlank(text.charCodeAt(start))) start++;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  const c = text.charCodeAt(start);
  if (end - start >= 2 && (c === DQUOTE || c === SQUOTE) && text.charCodeAt(end - 1) === c)
    return { start: start + 1, end: end - 1, quote: String.fromCharCode(c) };
  return { start, end, quote: '' };
}
