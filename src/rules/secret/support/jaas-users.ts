// The users of a JAAS login module's entry (Kafka's and ZooKeeper's `PlainLoginModule`, `DigestLoginModule`): each `user_<name>="…"` option is that user's password.
// The option's name is the user's, so no secret's word names the value: the module's word, read up to
// the entry's `;`, does (docs/rules.md, secret/generic-assignment).
import { type Assignment, pairedAssignment } from './assignment.js';

export const LOGIN_MODULE = 'LoginModule';
// A `user_<name>="v"` option, after a blank or a line break.
const USER_OPTION = /[ \t\r\n]user_[\w.-]{1,64}="([^"\\\r\n]{1,256})"/g;

/**
 * The `user_<name>` options of the entry whose module's word starts at `index`, read up to its `;`
 * (within 4000 characters), each handed to `found`; where the entry ends (a later module's word before it
 * is in the same entry: read once).
 */
export function jaasUserPasswords(text: string, index: number, found: (user: Assignment) => void): number {
  const entry = text.slice(index, index + 4000);
  const end = entry.indexOf(';');
  for (const m of (end === -1 ? entry : entry.slice(0, end)).matchAll(USER_OPTION)) {
    const value = m[1] as string;
    const valueEnd = index + m.index + m[0].length - 1;
    found(pairedAssignment(text, index + m.index + 1, valueEnd - value.length - 2, valueEnd - value.length, valueEnd, '"'));
  }
  return index + (end === -1 ? entry.length : end);
}
