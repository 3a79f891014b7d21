// A password given in a sentence, read for the generic secret assignment (docs/rules.md,
// "secret/generic-assignment"): the password's own word, then at most whose it is (`for deploy`) and
// a linking `is`/`was`/`:`/`=`/`→`, then the value, on the same line: "user deploy / password …",
// "the password is `…`", "use password … when asked", "the password for `deploy` is …". The value is
// then judged as any password is, so prose ("password is configured in Vault") stays quiet.
import { charTable, isAt } from '../engine/chars.js';
import { isStrongPassword } from '../engine/judge.js';
import { type Assignment, pairedAssignment } from './assignment.js';

// Sticky at the word: its value is group 1 (backticks), 2 (single quotes), 3 (double quotes) or 4
// (bare, a sentence's closing mark left out).
const PROSE =
  /(?:password|passwd|passphrase|pw)(?:[ \t]+for[ \t]+(?:`[^`\s]{1,64}`|'[^'\s]{1,64}'|"[^"\s]{1,64}"|[\w.@-]{1,64}))?(?:[ \t]*(?:is|was|:|=|->|\u2192))?[ \t]+(?:`([^`\s]{8,128})`|'([^'\s]{8,128})'|"([^"\s]{8,128})"|([^\s`'"]{8,128}?))(?=[.,;:)]?(?:[ \t\r\n`]|$))/iy;

const WORD_CHAR = charTable('A-Za-z0-9', '_');

/** The value a sentence gives the password's word at `index`, or undefined. */
export function prosePassword(text: string, index: number): Assignment | undefined {
  // A word of its own: not the end of a longer name (`db_password`, `--password`, `$PASSWORD`).
  const before = text.charCodeAt(index - 1);
  if (isAt(text, index - 1, WORD_CHAR) || before === 45 || before === 36) return undefined; // - $
  PROSE.lastIndex = index;
  const m = PROSE.exec(text);
  if (m === null) return undefined;
  const group = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : m[3] !== undefined ? 3 : 4;
  const value = m[group] ?? '';
  const quote = group === 1 ? '`' : group === 2 ? "'" : group === 3 ? '"' : '';
  // A bare word in a sentence is read as a password only when it looks generated or mixes three
  // classes ("asks for the app password interactively:" is prose).
  if (quote === '' && !isStrongPassword(value, '', { passwordPlace: true })) return undefined;
  const valueEnd = index + m[0].length - (quote === '' ? 0 : 1);
  const nameEnd = index + (/^[a-z]+/i.exec(m[0])?.[0].length ?? 0);
  return pairedAssignment(text, index, nameEnd, valueEnd - value.length, valueEnd, quote);
}
