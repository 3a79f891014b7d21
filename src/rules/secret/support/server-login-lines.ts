// A user and a password in servers' own configuration lines, read after their keyword: NUT's upsmon.conf `MONITOR ups@host 1 USER PW primary`, Asterisk's `register => user:PW@host/ext`, and Jetty's (Rundeck's) realm.properties `user: PW,role…` below the file's `username: password` comment or name (docs/rules.md, secret/basic-auth).
import { isChosenPassword } from '../engine/judge.js';
import type { Emit } from '../engine/types.js';
import { isBlank, LF } from './char-codes.js';

/** The literals (lower case) that wake these readings. */
export const serverLoginTriggers = ['monitor', 'register =>', 'register=>', 'username: password', 'realm.properties'];

// Sticky after `MONITOR`: the UPS, its power value, the user (group 1), the password (group 3, quoted in 2) and the system's role
// (https://networkupstools.org/docs/man/upsmon.conf.html).
const UPS_MONITOR =
  /[ \t]+\S{1,128}[ \t]+\d{1,3}[ \t]+([^\s"']{1,128})[ \t]+(["']?)([^\s"']{1,256})\2[ \t]+(?:primary|secondary|master|slave)\b/y;
// Sticky after `=>`: an optional transport, `user[@domain]` (group 1), `:`, the secret (group 2), an optional auth user, `@host`.
const SIP_REGISTER = /[ \t]*(?:[a-z]{2,5}:\/\/)?([^\s:@/]{1,64}(?:@[^\s:@/]{1,128})?):([^\s:@/]{1,256})(?::[^\s:@/]{1,64})?@[A-Za-z0-9[]/y;
// One realm.properties line: the user (group 1), the password (group 2), then its roles; a stored form (`MD5:`, `OBF:`, `CRYPT:`) is no password.
const REALM_USER = /^[ \t]*([\w.@-]{1,64})[ \t]*[:=][ \t]*(?!(?:md5|obf|crypt):)([^\s,]{1,256}),[ \t]*[\w-]/gim;
// How far below its comment or name the realm's users are read.
const REALM_SPAN = 4096;

/** The reader of one scan: handles a hit of one of serverLoginTriggers. */
export function serverLoginReader(text: string, emit: Emit): (index: number, literal: string) => void {
  let realmReadTo = 0;
  const report = (end: number, password: string, user: string): void => {
    if (isChosenPassword(password, user))
      emit({
        offset: end - password.length,
        end,
        secret: password,
        kind: 'secret',
        family: 'Password in a server configuration',
        validated: false,
      });
  };
  /** Whether only blanks stand between the line's start and `index`. */
  const opensLine = (index: number): boolean => {
    let l = index;
    while (l > index - 64 && isBlank(text.charCodeAt(l - 1))) l--;
    return l === 0 || text.charCodeAt(l - 1) === LF;
  };
  return (index, literal) => {
    if (literal === 'monitor') {
      if (!opensLine(index)) return;
      UPS_MONITOR.lastIndex = index + 7;
      const m = UPS_MONITOR.exec(text);
      if (m !== null) report(index + 7 + m[0].lastIndexOf(m[3] ?? '') + (m[3] ?? '').length, m[3] ?? '', m[1] ?? '');
    } else if (literal.startsWith('register')) {
      if (!opensLine(index)) return;
      const from = index + literal.length;
      SIP_REGISTER.lastIndex = from;
      const m = SIP_REGISTER.exec(text);
      const password = m?.[2] ?? '';
      if (m !== null) report(from + m[0].indexOf(`:${password}`) + 1 + password.length, password, m[1] ?? '');
    } else {
      // The users below the comment or the file's name, each line read once however often it is named.
      const from = Math.max(index, realmReadTo);
      realmReadTo = Math.min(text.length, index + REALM_SPAN);
      if (from >= realmReadTo) return;
      const lines = text.slice(from, realmReadTo);
      REALM_USER.lastIndex = 0;
      for (let m = REALM_USER.exec(lines); m !== null; m = REALM_USER.exec(lines)) {
        const password = m[2] ?? '';
        report(from + m.index + m[0].lastIndexOf(`${password},`) + password.length, password, m[1] ?? '');
      }
    }
  };
}
