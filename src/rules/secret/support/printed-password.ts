// A password a command printed after resetting or generating it, read for the generic secret assignment: a transcript's `New value: <pw>` line (elasticsearch-reset-password) within two lines of a line that says a password was reset, generated, set or changed (docs/rules.md, secret/generic-assignment).
import { type Assignment, pairedAssignment } from './assignment.js';

export const NEW_VALUE = 'new value:';

// The printed value: blanks, then one run without blanks that ends its line (group 1).
const PRINTED = /[ \t]+([^\s`'"<>]{8,128})[ \t]*(?:\r?\n|$)/y;
// A line that says what happened to a password: the password's word and a verb of the reset.
const RESET_LINE =
  /passw(?:or)?d[^\n]{0,120}\b(?:reset|re-?generated|generated|changed|set|created)\b|\b(?:reset|generated|changed|set|created)\b[^\n]{0,120}passw(?:or)?d/i;
const REACH = 400;

/** The value printed after `New value:` at `index` when a line at most two above says a password was reset or generated. */
export function printedPassword(text: string, index: number): Assignment | undefined {
  // The label opens its line (after indentation or a prompt's `> `), read back a bounded way.
  let lineStart = index;
  while (
    lineStart > index - 16 &&
    (text.charCodeAt(lineStart - 1) === 32 || text.charCodeAt(lineStart - 1) === 9 || text.charCodeAt(lineStart - 1) === 62)
  )
    lineStart--;
  if (lineStart > 0 && text.charCodeAt(lineStart - 1) !== 10) return undefined;
  PRINTED.lastIndex = index + NEW_VALUE.length;
  const m = PRINTED.exec(text);
  const value = m?.[1];
  if (m === null || value === undefined) return undefined;
  // The two lines above (blank lines skipped), read a bounded way back.
  let end = lineStart - 1;
  for (let n = 0; n < 2 && end > 0 && end > lineStart - REACH;) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    if (line.trim() !== '') {
      if (RESET_LINE.test(line)) {
        const valueStart = m.index + m[0].indexOf(value, 1);
        return pairedAssignment(text, index, index + NEW_VALUE.length - 1, valueStart, valueStart + value.length, '');
      }
      n++;
    }
    end = start - 1;
  }
  return undefined;
}
