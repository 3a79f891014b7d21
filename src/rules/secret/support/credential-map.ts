// A map from user names to passwords under a key that names users, logins, accounts, credentials or passwords (`"RegisteredUsers": { "alice": "…" }`, YAML's `users:` block, Python's `users = {"john": "…"}`), read for the generic secret assignment: each member's value is that user's password when it is a strong one; a map to roles, e-mail addresses, ids, flags or numbers holds none (docs/rules.md, secret/generic-assignment).
import { isStrongPassword } from '../engine/judge.js';
import { type Assignment, pairedAssignment } from './assignment.js';

// After the key's name: its closing quote, `:`, `=` or `=>`, then `{` (an inline map) or the line's end (a YAML block).
const OPEN = /["']?[ \t]*(?:=>|:|=)[ \t]*(?:(\{)|(?:#[^\n]*)?\r?\n)/y;
// One member: a user's name, quoted or bare, `:` or `=>`, a quoted value (group 4) or a bare one (group 5).
const MEMBER =
  /[ \t]*(?:\r?\n[ \t]*)?(["']?)([\w.@-]{1,64})\1[ \t]*(?:=>|:)[ \t]*(?:(["'])([^"'\r\n]{1,128})\3|([^\s,{}"'[\]#]{1,128}))[ \t]*(?:,|(?=\}|\r?\n|$))/y;
const MAX_MEMBERS = 16;

/** The members of the map opened after the key's name ends at `nameEnd`, read as the users' passwords. */
export function credentialMap(text: string, nameEnd: number): Assignment[] {
  OPEN.lastIndex = nameEnd;
  const open = OPEN.exec(text);
  if (open === null) return [];
  const inline = open[1] !== undefined;
  // A YAML block's members are indented under the key's line.
  const keyIndent = inline ? 0 : indentAt(text, text.lastIndexOf('\n', nameEnd) + 1);
  const found: Assignment[] = [];
  let at = OPEN.lastIndex;
  for (let n = 0; n < MAX_MEMBERS; n++) {
    if (!inline && indentAt(text, at) <= keyIndent) break;
    MEMBER.lastIndex = at;
    const m = MEMBER.exec(text);
    if (m === null) break;
    const user = m[2] ?? '';
    const quote = m[3] ?? '';
    const value = m[4] ?? m[5] ?? '';
    const valueEnd = m.index + m[0].lastIndexOf(value) + value.length;
    at = MEMBER.lastIndex;
    if (inline) while (at < text.length && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++;
    else if (text.charCodeAt(at) === 13) at++;
    if (!inline && text.charCodeAt(at) === 10) at++;
    if (!isStrongPassword(value, user, { passwordPlace: true })) continue;
    const nameStart = m.index + m[0].indexOf(user);
    found.push(pairedAssignment(text, nameStart, nameStart + user.length, valueEnd - value.length, valueEnd, quote));
  }
  return found;
}

/** The blanks that open the line starting at `start`. */
function indentAt(text: string, start: number): number {
  let i = start;
  while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
  return i - start;
}
