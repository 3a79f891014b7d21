// A Robot Framework variable table's scalar: `${PASSWORD}    value` (two blanks or more, or a tab, part the cells) in a `*** Variables ***` section.
// The variable's name names the value as an assignment's does (docs/rules.md, secret/generic-assignment).
import { charTable, inTable } from '../engine/chars.js';
import { type Assignment, pairedAssignment } from './assignment.js';

const NAME_CHAR = charTable('A-Za-z0-9', '_.-');

// Sticky after the name's `}`: the cell separator, then the value's cell (group 1; a cell with blanks is a phrase).
const CELL = /(?: {2,}|\t)[ \t]*([^ \t\r\n]{1,512})/y;

/** Whether the text holds a variable table (asked once per scan). */
export const holdsVariableTable = (text: string): boolean => text.includes('*** Variables ***');

/** The value of `${NAME}` at a line's start, whose name holds `index` and ends at `nameEnd`; or undefined. */
export function robotVariable(text: string, index: number, nameEnd: number): Assignment | undefined {
  let nameStart = index;
  while (nameStart > index - 64 && inTable(NAME_CHAR, text.charCodeAt(nameStart - 1))) nameStart--;
  if (text.charCodeAt(nameEnd) !== 125 || text.charCodeAt(nameStart - 1) !== 123 || text.charCodeAt(nameStart - 2) !== 36) return undefined; // } { $
  if (nameStart > 2 && text.charCodeAt(nameStart - 3) !== 10) return undefined; // the line's first cell
  CELL.lastIndex = nameEnd + 1;
  const m = CELL.exec(text);
  const value = m?.[1];
  return m === null || value === undefined
    ? undefined
    : pairedAssignment(text, nameStart, nameEnd, CELL.lastIndex - value.length, CELL.lastIndex, '');
}
