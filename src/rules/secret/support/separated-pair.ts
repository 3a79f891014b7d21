// Secret names whose values stand in another element: plist `<key>`/`<string>`, XML `name="…"` properties, CloudFormation and Bicep parameter defaults, Markdown table columns.
// Each reader starts at a keyword hit inside the name and answers the value the notation pairs with
// it, or nothing; every walk is bounded, so a flood of names costs a constant per hit
// (docs/rules.md, secret/generic-assignment).
import { charTable, isAt, runEnd } from '../engine/chars.js';
import type { Assignment } from './assignment.js';

const NAME = charTable('A-Za-z0-9', '_.-');
const MAX_NAME = 80;
const MAX_VALUE = 512;
/** How far a parameter's properties are read below its name (lines, characters). */
const MAX_PROPERTY_LINES = 12;
const MAX_BLOCK = 800;
const MAX_TABLE_ROWS = 64;
const MAX_ROW = 1000;
/** No pair: one shared empty answer (most hits have none). */
const NONE: readonly Assignment[] = [];

const isBlank = (c: number): boolean => c === 32 || c === 9;

/** `needle` within `max` characters after `from` (a bounded look: a flood of hits stays linear), or -1. */
function findWithin(text: string, needle: string, from: number, max: number): number {
  const i = text.slice(from, from + max + needle.length).indexOf(needle);
  return i === -1 ? -1 : from + i;
}

/** The start of the line holding `at`, looked for at most `max` characters back, or -1. */
function lineStartWithin(text: string, at: number, max: number): number {
  let p = at;
  while (p > 0 && p > at - max && text.charCodeAt(p - 1) !== 10) p--;
  return p === 0 || text.charCodeAt(p - 1) === 10 ? p : -1;
}

/** The end of the line holding `at` (its `\n`, or the text's end), looked for at most `max` characters on, or -1. */
function lineEndWithin(text: string, at: number, max: number): number {
  const stop = Math.min(text.length, at + max + 1);
  for (let i = at; i < stop; i++) if (text.charCodeAt(i) === 10) return i;
  return text.length - at <= max ? text.length : -1;
}

// The row last looked for: [rowFrom, rowTo) holds hits whose line is `row` (undefined: longer than a row may be).
let rowText: string | undefined;
let rowFrom = -1;
let rowTo = -1;
let rowSpan: [number, number] | undefined;

/**
 * The line holding `index` when it is no longer than MAX_ROW, remembered over the range it answers for:
 * a flood of hits on one long line is walked once per MAX_ROW characters.
 */
function rowOf(text: string, index: number): [number, number] | undefined {
  if (text === rowText && index >= rowFrom && index < rowTo) return rowSpan;
  rowText = text;
  const start = lineStartWithin(text, index, MAX_ROW);
  const end = lineEndWithin(text, index, MAX_ROW);
  rowSpan = start === -1 || end === -1 || end - start > MAX_ROW ? undefined : [start, end];
  rowFrom = rowSpan === undefined ? index : start;
  rowTo = rowSpan === undefined ? (end === -1 ? index + MAX_ROW : end) : end;
  return rowSpan;
}

function pair(text: string, nameStart: number, nameEnd: number, valueStart: number, valueEnd: number, quote: string): Assignment {
  return {
    nameStart,
    nameEnd,
    name: text.slice(nameStart, nameEnd),
    valueStart,
    valueEnd,
    value: text.slice(valueStart, valueEnd),
    quote,
    elided: false,
    netrc: false,
  };
}

/** A value that runs to `closer` on its line, within MAX_VALUE: it ends at the first `<` or line break (read in place). Its end, or -1. */
function valueTo(text: string, at: number, closer: string): number {
  const stop = Math.min(text.length, at + MAX_VALUE + 1);
  let end = at;
  while (end < stop) {
    const c = text.charCodeAt(end);
    if (c === 60 || c === 10 || c === 13) break; // another element or a line break
    end++;
  }
  return end < stop && text.startsWith(closer, end) ? end : -1;
}

/** A plist's `<key>Name</key>` followed by `<string>value</string>`. */
function plistPair(text: string, nameStart: number, nameEnd: number): Assignment | undefined {
  if (!text.startsWith('<key>', nameStart - 5) || !text.startsWith('</key>', nameEnd)) return undefined;
  let at = nameEnd + 6;
  const stop = at + 80;
  while (at < stop && (isBlank(text.charCodeAt(at)) || text.charCodeAt(at) === 10 || text.charCodeAt(at) === 13)) at++;
  if (!text.startsWith('<string>', at)) return undefined;
  const end = valueTo(text, at + 8, '</string>');
  return end === -1 ? undefined : pair(text, nameStart, nameEnd, at + 8, end, '<');
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
  if (text.charCodeAt(at) === 62) {
    // >
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
  return p === 0 || text.charCodeAt(p - 1) === 10 ? at - p : -1;
}

const YAML_PROPERTY =
  /^([ \t]+)(Type|Default|NoEcho|Description|MinLength|MaxLength|AllowedPattern|ConstraintDescription):[ \t]*(.*?)[ \t]*\r?$/;

/**
 * A CloudFormation or SAM parameter (YAML): `DBPassword:` alone on its line, its properties indented
 * below, one of them `Type:`, and a literal `Default:`. NoEcho hides the value from the console, not
 * from the template.
 */
function yamlParameterDefault(text: string, nameStart: number, nameEnd: number): Assignment | undefined {
  if (text.charCodeAt(nameEnd) !== 58) return undefined; // :
  const indent = onlyBlanksBefore(text, nameStart);
  if (indent === -1) return undefined;
  let at = nameEnd + 1;
  while (at < nameEnd + 9 && isBlank(text.charCodeAt(at))) at++;
  if (text.charCodeAt(at) === 13) at++;
  if (text.charCodeAt(at) !== 10) return undefined;
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
      while (end > start && (isBlank(text.charCodeAt(end - 1)) || text.charCodeAt(end - 1) === 13)) end--;
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
  if (text.charCodeAt(nameStart - 1) !== 34 || text.charCodeAt(nameEnd) !== 34) return undefined;
  // `":` tested in place first (a flood of quoted names ends here).
  let colon = nameEnd + 1;
  while (colon < nameEnd + 5 && isBlank(text.charCodeAt(colon))) colon++;
  if (text.charCodeAt(colon) !== 58) return undefined;
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

const TABLE_DELIMITER = /^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+(?:[ \t]*:?-{3,}:?[ \t]*)?\r?$/;

/** The cells of a table row: [start, end) of each, between its pipes. */
function cellsOf(text: string, lineStart: number, lineEnd: number): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  let at = lineStart;
  while (at < lineEnd && isBlank(text.charCodeAt(at))) at++;
  if (text.charCodeAt(at) !== 124) return cells; // |
  let start = at + 1;
  for (let i = start; i < lineEnd; i++) {
    if (text.charCodeAt(i) === 124 && text.charCodeAt(i - 1) !== 92) {
      cells.push([start, i]);
      start = i + 1;
    }
  }
  return cells;
}

function trimmed(text: string, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  while (s < e && isBlank(text.charCodeAt(s))) s++;
  while (e > s && (isBlank(text.charCodeAt(e - 1)) || text.charCodeAt(e - 1) === 13)) e--;
  return [s, e];
}

// The header row last read: its other hits add nothing (every secret column is read at its first).
let tableText: string | undefined;
let tableHeaderStart = -1;

/**
 * A Markdown table whose header cells name secrets (`Client secret`, `API key`, `Password`): each
 * row's cell of such a column, bare or a code span, paired with the header's name (its words joined
 * by `_`). The hit must be in the header row: the line after it is the delimiter row.
 */
function tableColumns(text: string, lineStart: number, headerEnd: number, namesSecret: (name: string) => boolean): readonly Assignment[] {
  if (tableText === text && tableHeaderStart === lineStart) return NONE;
  let lineEnd = headerEnd;
  if (lineEnd === text.length) return NONE;
  const delimiterEnd = lineEndWithin(text, lineEnd + 1, MAX_ROW);
  if (delimiterEnd === -1 || !TABLE_DELIMITER.test(text.slice(lineEnd + 1, delimiterEnd))) return NONE;
  tableText = text;
  tableHeaderStart = lineStart;
  const columns: Array<{ column: number; nameStart: number; nameEnd: number; name: string }> = [];
  cellsOf(text, lineStart, lineEnd).forEach(([cellStart, cellEnd], column) => {
    const [nameStart, nameEnd] = trimmed(text, cellStart, cellEnd);
    const label = text.slice(nameStart, nameEnd);
    if (label.length > MAX_NAME || !/^[A-Za-z][A-Za-z0-9 _-]*$/.test(label)) return;
    const name = label.replace(/[ -]+/g, '_');
    if (namesSecret(name)) columns.push({ column, nameStart, nameEnd, name });
  });
  const found: Assignment[] = [];
  let rowStart = delimiterEnd + 1;
  for (let n = 0; n < MAX_TABLE_ROWS && columns.length > 0 && rowStart < text.length; n++) {
    lineEnd = lineEndWithin(text, rowStart, MAX_ROW);
    if (lineEnd === -1) break;
    const row = cellsOf(text, rowStart, lineEnd);
    // The table ends at a line that is no row, or at the delimiter of the next table's header.
    if (row.length === 0 || TABLE_DELIMITER.test(text.slice(rowStart, lineEnd))) break;
    for (const { column, nameStart, nameEnd, name } of columns) {
      const cell = row[column];
      if (cell === undefined) continue;
      let [s, e] = trimmed(text, cell[0], cell[1]);
      let quote = '';
      if (e - s > 2 && text.charCodeAt(s) === 96 && text.charCodeAt(e - 1) === 96) {
        s++;
        e--;
        quote = '`';
      }
      if (e > s && e - s <= MAX_VALUE) found.push({ ...pair(text, nameStart, nameEnd, s, e, quote), name });
    }
    rowStart = lineEnd + 1;
  }
  return found;
}

/**
 * The values a separated notation pairs with the name holding `index`, or none. `[]` when no such
 * notation stands here (the caller then reads an ordinary assignment).
 */
export function readSeparatedPairs(text: string, index: number, namesSecret: (name: string) => boolean): readonly Assignment[] {
  let nameStart = index;
  while (nameStart > index - MAX_NAME && isAt(text, nameStart - 1, NAME)) nameStart--;
  const nameEnd = runEnd(text, index, NAME, MAX_NAME);
  if (nameEnd - nameStart > MAX_NAME) return NONE;
  const before = text.charCodeAt(nameStart - 1);
  const after = text.charCodeAt(nameEnd);
  let found: Assignment | undefined;
  if (before === 62 && after === 60)
    found = plistPair(text, nameStart, nameEnd); // > <
  else if (before === 34 || before === 39) found = propertyPair(text, nameStart, nameEnd) ?? jsonParameterDefault(text, nameStart, nameEnd);
  else if (after === 58) found = yamlParameterDefault(text, nameStart, nameEnd);
  else if (isBlank(before) && isBlank(after)) found = bicepParameter(text, nameStart, nameEnd);
  else if (isBlank(before) && after === 44) found = flowMappingPair(text, nameStart, nameEnd); // ,
  if (found !== undefined) return [found];
  // A table's header cell: the hit's line opens with `|`.
  if (!isBlank(before) && before !== 124) return NONE;
  const line = rowOf(text, index);
  if (line === undefined) return NONE;
  let p = line[0];
  while (p < nameStart && isBlank(text.charCodeAt(p))) p++;
  return text.charCodeAt(p) === 124 ? tableColumns(text, line[0], line[1], namesSecret) : NONE; // |
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
