// A reference with a literal fallback, read for the generic secret assignment: the shell's and Compose's `${NAME:-value}` (`:=` too) and Spring's `${name:value}` placeholder default.
// The default is what runs wherever the variable is unset, so a literal secret there ships as surely
// as one assigned (docs/rules.md, secret/generic-assignment). `${NAME:?message}` is an error message
// and `${NAME:+alt}` an alternative used only when the variable is set: neither is a default.
import { charTable, isAt } from '../engine/chars.js';
import { type Assignment, pairedAssignment } from './assignment.js';

const NAME_CHAR = charTable('A-Za-z0-9', '_.-');
const MAX_NAME = 80;
const MAX_DEFAULT = 256;

/**
 * The default of the `${…}` reference whose name holds `index` and ends at `nameEnd`, paired with the
 * name; or undefined. The default is read up to its `}` on the same line and holds no other
 * reference (`${A:-${B}}`) or blank; quotes around it are the shell's, not the value's.
 */
export function parameterDefault(text: string, index: number, nameEnd: number): Assignment | undefined {
  if (text.charCodeAt(nameEnd) !== 58) return undefined; // :
  let nameStart = index;
  while (nameStart > index - MAX_NAME && isAt(text, nameStart - 1, NAME_CHAR)) nameStart--;
  if (text.charCodeAt(nameStart - 1) !== 123 || text.charCodeAt(nameStart - 2) !== 36) return undefined; // ${
  let start = nameEnd + 1;
  const op = text.charCodeAt(start);
  if (op === 45 || op === 61)
    start++; // - =
  else if (op === 63 || op === 43) return undefined; // ? +
  let end = start;
  const stop = Math.min(text.length, start + MAX_DEFAULT + 1);
  while (end < stop) {
    const c = text.charCodeAt(end);
    if (c === 125) break; // }
    if (c === 36 || c === 123 || c === 32 || c === 9 || c === 10 || c === 13) return undefined; // $ { blank break
    end++;
  }
  if (text.charCodeAt(end) !== 125 || end === start) return undefined;
  const first = text.charCodeAt(start);
  const quoted = (first === 34 || first === 39) && end - start >= 2 && text.charCodeAt(end - 1) === first;
  if (quoted) return pairedAssignment(text, nameStart, nameEnd, start + 1, end - 1, text[start] as string);
  return pairedAssignment(text, nameStart, nameEnd, start, end, '');
}
