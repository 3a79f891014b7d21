// strongSwan's and Libreswan's ipsec.secrets lines: `[ids] : PSK "…"`, `: EAP "…"`, `: XAUTH "…"` (also `0x` hex and `0s` base64 values), a pre-shared key or a user's password after its type.
// The type's word after ` : ` says what the value is (docs/rules.md, secret/generic-assignment); `: RSA`
// names a key file and is not read.
import { type Assignment, pairedAssignment } from './assignment.js';

// The types read; `psk` is the generic rule's own trigger already.
export const IPSEC_TYPES = ['EAP ', 'XAUTH '];
// Sticky after ` : `: the type, blanks, a quoted value (group 1) or a `0x`/`0s` word (group 2).
const SECRET_LINE = /[A-Z]{3,5}[ \t]+(?:"([^"\\\r\n]{1,256})"|(0[xs][\w+/=]{8,512}))/y;

/** The value of the secret whose type's word starts at `index`, after ` : ` on an ipsec.secrets line; or undefined. */
export function ipsecSecret(text: string, index: number): Assignment | undefined {
  if (text.charCodeAt(index - 1) !== 32 || text.charCodeAt(index - 2) !== 58) return undefined; // ` :`
  SECRET_LINE.lastIndex = index;
  const m = SECRET_LINE.exec(text);
  const value = m?.[1] ?? m?.[2];
  if (m === null || value === undefined) return undefined;
  const end = SECRET_LINE.lastIndex - (m[1] === undefined ? 0 : 1);
  return pairedAssignment(text, index, index + 3, end - value.length, end, m[1] === undefined ? '' : '"');
}
