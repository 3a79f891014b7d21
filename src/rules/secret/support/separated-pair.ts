// Secret names whose values stand in another element: plist `<key>`/`<string>`, Hadoop's `<name>`/`<value>`, unattend.xml's `<…Password><Value>`, XML `name="…"` properties, CloudFormation and Bicep parameter defaults, Markdown table columns.
// Each reader starts at a keyword hit inside the name and answers the value the notation pairs with
// it, or nothing; every walk is bounded, so a flood of names costs a constant per hit
// (docs/rules.md, secret/generic-assignment).
import { charTable, isAt, runEnd } from '../engine/chars.js';
import { type Assignment, pairedAssignment as pair } from './assignment.js';
import { BACKSLASH, BACKTICK, COLON, COMMA, CR, DQUOTE, GT, LF, LT, PIPE, isBlank, isQuote } from './char-codes.js';

const NAME = charTable('A-Za-z0-9', '_.-');
const MAX_NAME = 80;
const MAX_VALUE = 512;
/** How far a parameter's properties are read below its name (lines, characters). */
const MAX_PROPERTY_LINES = 12;
const MAX_BLOCK = 800;
const MAX_TABLE_ROWS = 64;
const MAX_ROW = 1000;
/** Header labels remembered per scan (a text holds few tables; a flood of distinct labels starts over). */
const MAX_LABELS = 1024;
/** No pair: one shared empty answer (most hits have none). */
const NONE: readonly Assignment[] = [];

/** `needle` within `max` characters after `from` (a bounded look: a flood of hits stays linear), or -1. */
function findWithin(text: string, needle: string, from: number, max: number): number {
  const i = text.slice(from, from + max + needle.length).indexOf(needle);
  return i === -1 ? -1 : from + i;
}

/** The start of the line holding `at`, looked for at most `max` characters back, or -1. */
function lineStartWithin(text: string, at: number, max: number): number {
  let p = at;
  while (p > 0 && p > at - max && text.charCodeAt(p - 1) !== LF) p--;
  return p === 0 || text.charCodeAt(p - 1) === LF ? p : -1;
}

/** The end of the line holding `at` (its `\n`, or the text's end), looked for at most `max` characters on, or -1. */
function lineEndWithin(text: string, at: number, max: number): number {
  const stop = Math.min(text.length, at + max + 1);
  for (let i = at; i < stop; i++) if (text.charCodeAt(i) === LF) return i;
  return text.length - at <= max ? text.length : -1;
}

/** A value that runs to `closer` on its line, within MAX_VALUE: it ends at the first `<` or line break (read in place). Its end, or -1. */
function valueTo(text: string, at: number, closer: string): number {
  const stop = Math.min(text.length, at + MAX_VALUE + 1);
  let end = at;
  while (end < stop) {
    const c = text.charCodeAt(end);
    if (c === LT || c === LF || c === CR) break; // another element or a line break
    end++;
  }
  return end < stop && text.startsWith(closer, end) ? end : -1;
}

// Between Hadoop's `<name>` and `<value>`: a `<description>`, optionally.
const DESCRIPTION = /[ \t\r\n]*<description>[^<]{0,400}<\/description>/y;

/** The value in `<open>…</…>` after blanks and line breaks from `at` (80 characters at most), closed on its line; or nothing. */
function elementAt(text: string, nameStart: number, nameEnd: number, at: number, open: string): Assignment | undefined {
  const stop = at + 80;
  while (at < stop && (isBlank(text.charCodeAt(at)) || text.charCodeAt(at) === LF || text.charCodeAt(at) === CR)) at++;
  if (!text.startsWith(open, at)) return undefined;
  const end = valueTo(text, at + open.length, `</${open.slice(1)}`);
  return end === -1 ? undefined : pair(text, nameStart, nameEnd, at + open.length, end, '<');
}

/** A name in one element whose value is the next element's text: a plist's `<key>`/`<string>`, Hadoop's `<name>`/`<value>`. */
function siblingPair(text: string, nameStart: number, nameEnd: number): Assignment | undefined {
  if (text.startsWith('<key>', nameStart - 5) && text.startsWith('</key>', nameEnd))
    return elementAt(text, nameStart, nameEnd, nameEnd + 6, '<string>');
  if (!text.startsWith('<name>', nameStart - 6) || !text.startsWith('</name>', nameEnd)) return undefined;
  DESCRIPTION.lastIndex = nameEnd + 7;
  return elementAt(text, nameStart, nameEnd, DESCRIPTION.test(text) ? DESCRIPTION.lastIndex : nameEnd + 7, '<value>');
}

// Before a quoted name: an element's `name=` attribute (`<property name="…password">`).
const NAME_ATTRIBUTE = /<[A-Za-z][\w:.-]{0,40}[ \t]+(?:[\w:.-]{1,40}=(["'])[^"'<>]{0,80}\1[ \t]+){0,3}name=$/;
const VALUE_ATTRIBUTE = /[ \t\r\n]{1,40}value=(["'])/y;

/** Hibernate's and Spring's `<property name="x.password">v</property>` and `<property name="x.password" value="v"/>`. */
function propertyPair(text: string, nameStart: number, nameEnd: number): Assignment | undefined {
  const quote = text[nameStart - 1] ?? '';
  if ((quote !== '"' && quote !== "'") || text[nameEnd] !== quote || !text.startsWith('name=', nameStart - 6)) return undefined;
  const lead = text.slice(Math.max(0, nameStart - 200), nameStart - 1);
  if (!NAME_ATTRIBUTE.test(lead.slice(lead.lastIndexOf('<')))) return undefined;
  const at = nameEnd + 1;
  if (text.charCodeAt(at) === GT) {
    const end = valueTo(text, at + 1, '</');
    return end === -1 || end === at + 1 ? undefined : pair(text, nameStart, nameEnd, at + 1, end, '<');
  }
  VALUE_ATTRIBUTE.lastIndex = at;
  const m = VALUE_ATTRIBUTE.exec(text);
  if (m === null) return undefined;
  const q = m[1] ?? '"';
  const start = VALUE_ATTRIBUTE.lastIndex;
  const end = findWithin(text, q, start, MAX_VALUE);
  if (end === -1 || end === start) return undefined;
  return pair(text, nameStart, nameEnd, start, end, q);
}

/** The indentation of the line starting at `lineStart`, or -1 when only blanks come before `at`. */
function onlyBlanksBefore(text: string, at: number): number {
  let p = at;
  while (p > at - 48 && isBlank(text.charCodeAt(p - 1))) p--;
  return p === 0 || text.charCodeAt(p - 1) === LF ? at - p : -1;
}

const YAML_PROPERTY =
  /^([ \t]+)(Type|Default|NoEcho|Description|MinLength|MaxLength|AllowedPattern|ConstraintDescription):[ \t]*(.*?)[ \t]*\r?$/;

/**
 * A CloudFormation or SAM parameter (YAML): `DBPassword:` alone on its line, its properties indented
 * below, one of them `Type:`, and a literal `Default:`. NoEcho hides the value from the console, not
 * from the template.
 */
function yamlParameterDefault(text: string, nameStart: number, nameEnd: number): Assignment | undefined {
  if (text.charCodeAt(nameEnd) !== COLON) return undefined;
  const indent = onlyBlanksBefore(text, nameStart);
  if (indent === -1) return undefined;
  let at = nameEnd + 1;
  while (at < nameEnd + 9 && isBlank(text.charCodeAt(at))) at++;
  if (text.charCodeAt(at) === CR) at++;
  if (text.charCodeAt(at) !== LF) return undefined;
  let typed = false;
  let found: { start: number; end: number; quote: string } | undefined;
  let line = at + 1;
  // Read in place: each property line's indentation, then its key compared where it starts.
  for (let n = 0; n < MAX_PROPERTY_LINES && line < text.length && line < at + MAX_BLOCK; n++) {
    let key = line;
    while (key < line + 48 && isBlank(text.charCodeAt(key))) key++;
    if (key - line <= indent) break;
    const next = lineEndWithin(text, key, MAX_VALUE + 16);
    if (next === -1) break;
    if (text.startsWith('Type:', key)) typed = true;
    else if (text.startsWith('Default:', key)) {
      let start = key + 8;
      while (start < next && isBlank(text.charCodeAt(start))) start++;
      let end = next;
      while (end > start && (isBlank(text.charCodeAt(end - 1)) || text.charCodeAt(end - 1) === CR)) end--;
      const q = text[start] === '"' || text[start] === "'" ? (text[start] ?? '') : '';
      if (q !== '' && end - start > 2 && text[end - 1] === q) found = { start: start + 1, end: end - 1, quote: q };
      else if (q === '' && end > start) found = { start, end, quote: '' };
    }
    line = next + 1;
  }
  return typed && found !== undefined ? pair(text, nameStart, nameEnd, found.start, found.end, found.quote) : undefined;
}

const JSON_OPEN = /"[ \t]*:[ \t]*\{/y;
const JSON_DEFAULT = /"Default"[ \t]*:[ \t]*"((?:[^"\\\r\n]|\\.){1,512})"/;

/** The same parameter in JSON: `"AdminPassword": { "Type": "String", "Default": "v" }`. */
function jsonParameterDefault(text: string, nameStart: number, nameEnd: number): Assignment | undefined {
  if (text.charCodeAt(nameStart - 1) !== DQUOTE || text.charCodeAt(nameEnd) !== DQUOTE) return undefined;
  // `":` tested in place first (a flood of quoted names ends here).
  let colon = nameEnd + 1;
  while (colon < nameEnd + 5 && isBlank(text.charCodeAt(colon))) colon++;
  if (text.charCodeAt(colon) !== COLON) return undefined;
  JSON_OPEN.lastIndex = nameEnd;
  if (!JSON_OPEN.test(text)) return undefined;
  const open = JSON_OPEN.lastIndex;
  const close = findWithin(text, '}', open, MAX_BLOCK);
  if (close === -1) return undefined;
  const body = text.slice(open, close);
  if (body.includes('{') || !body.includes('"Type"')) return undefined;
  const m = JSON_DEFAULT.exec(body);
  if (m === null) return undefined;
  const start = open + m.index + m[0].length - 1 - (m[1] ?? '').length;
  return pair(text, nameStart, nameEnd, start, start + (m[1] ?? '').length, '"');
}

// Before a Bicep parameter's name: `param` (after decorators such as `@secure()`); after it, its
// type and a default in single quotes.
const BICEP_LEAD = /(?:^|\n)[ \t]*(?:@[\w.]{1,40}\([^()\r\n]{0,80}\)[ \t]*){0,3}param[ \t]+$/;
const BICEP_TAIL = /[ \t]+[A-Za-z]\w{0,31}[ \t]*=[ \t]*'/y;

/** Bicep's typed parameter declaration: `param adminPassword string = 'v'`. */
function bicepParameter(text: string, nameStart: number, nameEnd: number): Assignment | undefined {
  let p = nameStart;
  while (p > nameStart - 8 && isBlank(text.charCodeAt(p - 1))) p--;
  if (!text.startsWith('param', p - 5)) return undefined;
  if (!BICEP_LEAD.test(text.slice(Math.max(0, nameStart - 160), nameStart))) return undefined;
  BICEP_TAIL.lastIndex = nameEnd;
  if (!BICEP_TAIL.test(text)) return undefined;
  const start = BICEP_TAIL.lastIndex;
  const end = findWithin(text, "'", start, MAX_VALUE);
  if (end === -1 || end === start || text.slice(start, end).includes('\n')) return undefined;
  return pair(text, nameStart, nameEnd, start, end, "'");
}

// A YAML flow mapping's `{ name: NAME, value: v }` (Ansible items, CI variable lists): `name:` after `{`
// or `,` before the name; `, value:` and the value (bare or quoted, to `,` or `}`) after it.
const FLOW_NAME_BEFORE = /[{,][ \t]{0,8}(?:name|key):[ \t]{1,8}$/;
const FLOW_VALUE_AFTER = /,[ \t]{0,8}value:[ \t]{1,8}(?:(["'])([^"'\r\n]{1,512})\1|([^\s,{}"'][^\s,{}]{0,511}))[ \t]*(?=[,}])/y;

function flowMappingPair(text: string, nameStart: number, nameEnd: number): Assignment | undefined {
  if (!FLOW_NAME_BEFORE.test(text.slice(Math.max(0, nameStart - 24), nameStart))) return undefined;
  FLOW_VALUE_AFTER.lastIndex = nameEnd;
  const m = FLOW_VALUE_AFTER.exec(text);
  if (m === null) return undefined;
  const value = m[2] ?? m[3] ?? '';
  const start = nameEnd + m[0].trimEnd().length - value.length - (m[1] ?? '').length;
  return pair(text, nameStart, nameEnd, start, start + value.length, m[1] ?? '');
}

/** Whether `text[start, end)` is a cell of a table's delimiter row: blanks, `:`, three `-` or more, `:`, blanks; where it ends, or -1. */
function delimiterCellEnd(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  if (i < end && text.charCodeAt(i) === COLON) i++;
  const dashes = i;
  while (i < end && text.charCodeAt(i) === 45) i++; // -
  if (i - dashes < 3) return -1;
  if (i < end && text.charCodeAt(i) === COLON) i++;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  return i;
}

/**
 * Whether the line `text[start, end)` is a table's delimiter row (`|---|:--:|`, `--- | ---`): cells
 * of dashes, each closed by `|` (the last one may be open), an optional `|` before the first, read
 * in place (the hits of a table's header ask this of every row).
 */
function isDelimiterRow(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  if (i < end && text.charCodeAt(i) === PIPE) i++;
  let closed = 0;
  for (;;) {
    const cellEnd = delimiterCellEnd(text, i, end);
    if (cellEnd === -1) break;
    if (cellEnd < end && text.charCodeAt(cellEnd) === PIPE) {
      closed++;
      i = cellEnd + 1;
      continue;
    }
    // An open last cell ends the row, or the row is none.
    if (closed > 0 && (cellEnd === end || (cellEnd === end - 1 && text.charCodeAt(cellEnd) === CR))) return true;
    break;
  }
  return closed > 0 && (i === end || (i === end - 1 && text.charCodeAt(i) === CR));
}

/**
 * The cells of a table row, between its pipes: the start and end of cell k at `bounds[2k]` and
 * `bounds[2k + 1]` (an array reused from row to row); their count.
 */
function cellsOf(text: string, lineStart: number, lineEnd: number, bounds: number[]): number {
  let at = lineStart;
  while (at < lineEnd && isBlank(text.charCodeAt(at))) at++;
  if (text.charCodeAt(at) !== PIPE) return 0;
  let count = 0;
  let start = at + 1;
  for (let i = start; i < lineEnd; i++) {
    if (text.charCodeAt(i) === PIPE && text.charCodeAt(i - 1) !== BACKSLASH) {
      bounds[2 * count] = start;
      bounds[2 * count + 1] = i;
      count++;
      start = i + 1;
    }
  }
  return count;
}

function trimmedStart(text: string, start: number, end: number): number {
  let s = start;
  while (s < end && isBlank(text.charCodeAt(s))) s++;
  return s;
}

function trimmedEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && (isBlank(text.charCodeAt(e - 1)) || text.charCodeAt(e - 1) === CR)) e--;
  return e;
}

const TABLE_LABEL = /^[A-Za-z][A-Za-z0-9 _-]*$/;

/** What may follow a name whose value stands elsewhere: `<`, `>`, a quote, `:`, `,` or a blank. */
const mayPairElsewhere = (c: number): boolean => c === LT || c === GT || isQuote(c) || c === COLON || c === COMMA || isBlank(c);

/**
 * What a text must hold for a pair to be found after this character: a Bicep parameter or a table's
 * delimiter row after a blank, a parameter's `Default` after `:`, a `Default` or an element's
 * `name=` after a quote, a plist `<string>` after `<`, a flow mapping's `value` after `,`.
 */
function pairWordsAfter(after: number): RegExp {
  if (isBlank(after)) return /\bparam[ \t]|\|[ \t]*:?-{3,}/;
  if (after === COLON) return /Default/;
  if (isQuote(after)) return /Default|name=/;
  if (after === LT) return /<string>|<value>/;
  if (after === GT) return /<Value>/;
  return /value/;
}

/**
 * The readers of one text (one scan): names whose values stand in another element, with what they
 * learned of the text so far (the row last looked for, the table header last read, which notations'
 * words the text holds at all).
 */
export class SeparatedPairs {
  // The row last looked for: [rowFrom, rowTo) holds hits whose line is `rowSpan` (undefined: longer than a row may be).
  private rowFrom = -1;
  private rowTo = -1;
  private rowSpan: [number, number] | undefined;
  // The header row last read: its other hits add nothing (every secret column is read at its first).
  private tableHeaderStart = -1;
  /** Per character after a name: whether the text holds its notations' word (pairWordsAfter). */
  private readonly wordsAfter = new Map<number, boolean>();
  /** The cells of the row being read (cellsOf). */
  private readonly cells: number[] = [];
  /** A header cell's label → the name it gives its column when that names a secret, else null. */
  private readonly columnNames = new Map<string, string | null>();

  constructor(
    private readonly text: string,
    private readonly namesSecret: (name: string) => boolean,
  ) {}

  /**
   * The values a separated notation pairs with the name holding `index`, or none; `after` is the
   * character after the name. Each notation has a mark, a blank or a `:` right after the name, and a
   * word of its own somewhere in the text (a Bicep `param` or a table's delimiter row after a blank,
   * a `Default` after `:`, …): a text without it (one test per scan and notation) spares floods of
   * `name word`, `key:` or `name,` every further look.
   */
  read(index: number, after: number): readonly Assignment[] {
    if (!mayPairElsewhere(after)) return NONE;
    let holds = this.wordsAfter.get(after);
    if (holds === undefined) this.wordsAfter.set(after, (holds = pairWordsAfter(after).test(this.text)));
    return holds ? this.pairsAt(index) : NONE;
  }

  private pairsAt(index: number): readonly Assignment[] {
    const text = this.text;
    let nameStart = index;
    while (nameStart > index - MAX_NAME && isAt(text, nameStart - 1, NAME)) nameStart--;
    const nameEnd = runEnd(text, index, NAME, MAX_NAME);
    if (nameEnd - nameStart > MAX_NAME) return NONE;
    const before = text.charCodeAt(nameStart - 1);
    const after = text.charCodeAt(nameEnd);
    let found: Assignment | undefined;
    if (before === GT && after === LT) found = siblingPair(text, nameStart, nameEnd);
    // An element named for a password holding it in a `<Value>` child (Windows' unattend.xml
    // `<AdministratorPassword>`; with `<PlainText>false`, the value is the password in base64: a secret still).
    else if (before === LT && after === GT) found = elementAt(text, nameStart, nameEnd, nameEnd + 1, '<Value>');
    else if (isQuote(before)) found = propertyPair(text, nameStart, nameEnd) ?? jsonParameterDefault(text, nameStart, nameEnd);
    else if (after === COLON) found = yamlParameterDefault(text, nameStart, nameEnd);
    else if (isBlank(before) && isBlank(after)) found = bicepParameter(text, nameStart, nameEnd);
    else if (isBlank(before) && after === COMMA) found = flowMappingPair(text, nameStart, nameEnd);
    if (found !== undefined) return [found];
    // A table's header cell: the hit's line opens with `|`.
    if (!isBlank(before) && before !== PIPE) return NONE;
    const line = this.rowOf(index);
    if (line === undefined) return NONE;
    let p = line[0];
    while (p < nameStart && isBlank(text.charCodeAt(p))) p++;
    return text.charCodeAt(p) === PIPE ? this.tableColumns(line[0], line[1]) : NONE;
  }

  /**
   * The line holding `index` when it is no longer than MAX_ROW, remembered over the range it answers for:
   * a flood of hits on one long line is walked once per MAX_ROW characters.
   */
  private rowOf(index: number): [number, number] | undefined {
    if (index >= this.rowFrom && index < this.rowTo) return this.rowSpan;
    const text = this.text;
    const start = lineStartWithin(text, index, MAX_ROW);
    const end = lineEndWithin(text, index, MAX_ROW);
    const span: [number, number] | undefined = start === -1 || end === -1 || end - start > MAX_ROW ? undefined : [start, end];
    this.rowSpan = span;
    this.rowFrom = span === undefined ? index : start;
    this.rowTo = span === undefined ? (end === -1 ? index + MAX_ROW : end) : end;
    return span;
  }

  /** The name a header cell's label gives its column (its words joined by `_`) when that names a secret. */
  private columnName(nameStart: number, nameEnd: number): string | undefined {
    const label = this.text.slice(nameStart, nameEnd);
    let name = this.columnNames.get(label);
    if (name === undefined) {
      name = label.length <= MAX_NAME && TABLE_LABEL.test(label) ? label.replace(/[ -]+/g, '_') : null;
      if (name !== null && !this.namesSecret(name)) name = null;
      if (this.columnNames.size >= MAX_LABELS) this.columnNames.clear();
      this.columnNames.set(label, name);
    }
    return name ?? undefined;
  }

  /**
   * A Markdown table whose header cells name secrets (`Client secret`, `API key`, `Password`): each
   * row's cell of such a column, bare or a code span, paired with the header's name. The hit must
   * be in the header row: the line after it is the delimiter row.
   */
  private tableColumns(lineStart: number, headerEnd: number): readonly Assignment[] {
    const text = this.text;
    if (this.tableHeaderStart === lineStart) return NONE;
    let lineEnd = headerEnd;
    if (lineEnd === text.length) return NONE;
    const delimiterEnd = lineEndWithin(text, lineEnd + 1, MAX_ROW);
    if (delimiterEnd === -1 || !isDelimiterRow(text, lineEnd + 1, delimiterEnd)) return NONE;
    this.tableHeaderStart = lineStart;
    const columns: Array<{ column: number; nameStart: number; nameEnd: number; name: string }> = [];
    const cells = this.cells;
    const headers = cellsOf(text, lineStart, lineEnd, cells);
    for (let column = 0; column < headers; column++) {
      const cellEnd = cells[2 * column + 1] as number;
      const nameStart = trimmedStart(text, cells[2 * column] as number, cellEnd);
      const nameEnd = trimmedEnd(text, nameStart, cellEnd);
      const name = this.columnName(nameStart, nameEnd);
      if (name !== undefined) columns.push({ column, nameStart, nameEnd, name });
    }
    const found: Assignment[] = [];
    let rowStart = delimiterEnd + 1;
    for (let n = 0; n < MAX_TABLE_ROWS && columns.length > 0 && rowStart < text.length; n++) {
      lineEnd = lineEndWithin(text, rowStart, MAX_ROW);
      if (lineEnd === -1) break;
      const row = cellsOf(text, rowStart, lineEnd, cells);
      // The table ends at a line that is no row, or at the delimiter of the next table's header.
      if (row === 0 || isDelimiterRow(text, rowStart, lineEnd)) break;
      for (const { column, nameStart, nameEnd, name } of columns) {
        if (column >= row) continue;
        const cellEnd = cells[2 * column + 1] as number;
        let s = trimmedStart(text, cells[2 * column] as number, cellEnd);
        let e = trimmedEnd(text, s, cellEnd);
        let quote = '';
        if (e - s > 2 && text.charCodeAt(s) === BACKTICK && text.charCodeAt(e - 1) === BACKTICK) {
          s++;
          e--;
          quote = '`';
        }
        if (e > s && e - s <= MAX_VALUE) found.push(pair(text, nameStart, nameEnd, s, e, quote, name));
      }
      rowStart = lineEnd + 1;
    }
    return found;
  }
}

// AWS CDK's `SecretValue.unsafePlainText("v")` (and the older `plainText`): a secret written into the
// stack's template in clear. Sticky after `Secret`; group 2 is the literal.
const PLAIN_SECRET_VALUE = /Value\.(?:unsafeP|p)lainText\([ \t]*(["'`])([^"'`\r\n$]{1,512})\1/y;

/** The literal of a CDK plain-text SecretValue whose `Secret` starts at `index`, or nothing. */
export function readPlainSecretValue(text: string, index: number): Assignment | undefined {
  PLAIN_SECRET_VALUE.lastIndex = index + 6;
  const m = PLAIN_SECRET_VALUE.exec(text);
  const value = m?.[2];
  if (m === null || value === undefined) return undefined;
  const end = PLAIN_SECRET_VALUE.lastIndex - 1;
  return pair(text, index, index + 11, end - value.length, end, m[1] ?? '"');
}
