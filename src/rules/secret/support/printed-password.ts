// A password a command printed after resetting or generating it, read for the generic secret assignment: a transcript's `New value: <pw>` line (elasticsearch-reset-password) within two lines of a line that says a password was reset, generated, set or changed (docs/rules.md, secret/generic-assignment).
import { type Assignment, pairedAssignment } from './assignment.js';

export const NEW_VALUE = 'new value:';

// The label and the printed value: one run without blanks that ends its line (group 1).
const PRINTED = /new value:[ \t]+([^\s`'"<>]{8,128})[ \t]*(?:\r?\n|$)/iy;
// A line that says what happened to a password: the password's word and a verb of the reset, in either order.
const RESET =
  /passw(?:or)?d.{0,120}\b(?:reset|generated|changed|set|created)\b|\b(?:reset|generated|changed|set|created)\b.{0,120}passw(?:or)?d/i;

/** The value printed after `New value:` at `index` when one of the two lines above (blank ones skipped) says a password was reset or generated. */
export function printedPassword(text: string, index: number): Assignment | undefined {
  // The label opens its line (after indentation or a prompt's `> `), read back a bounded way.
  let start = index;
  while (start > index - 16 && /[ \t>]/.test(text[start - 1] ?? '')) start--;
  PRINTED.lastIndex = index;
  const m = start > 0 && text.charCodeAt(start - 1) !== 10 ? null : PRINTED.exec(text);
  const value = m?.[1];
  if (m === null || value === undefined) return undefined;
  const above = text.slice(Math.max(0, start - 400), start).split('\n');
  if (
    !above
      .filter((line) => line.trim() !== '')
      .slice(-2)
      .some((line) => RESET.test(line))
  )
    return undefined;
  const valueStart = index + m[0].indexOf(value, 10);
  return pairedAssignment(text, index, index + 9, valueStart, valueStart + value.length, '');
}
