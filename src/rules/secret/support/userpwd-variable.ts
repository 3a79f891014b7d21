// A name that joins a user and a password holding `user:password`: GDAL's `GDAL_HTTP_USERPWD='u:pw'`, libcurl's `CURLOPT_USERPWD, "u:pw"` (the names generic-assignment reads, `*USERPASS`, `*_USER_PASS`, `*CREDENTIALS`, are its own) (docs/rules.md, secret/basic-auth).
import { isChosenPassword } from '../engine/judge.js';
import type { Emit } from '../engine/types.js';

/** The literal (lower case) that wakes the reading. */
export const userpwdTriggers = ['userpwd'];

// Sticky after `userpwd`: the rest of the name, `=`, `:`, `=>` or a call's `,`, then `user` (group 2) `:` `password` (group 3), quoted alike.
const USERPWD_VALUE = /\w{0,32}["']?[ \t]*(?:=>?|:|,)[ \t]*(["']?)([^\s"':$]{1,128}):([^\s"']{1,256})\1/y;

/** The reader of one scan: handles a hit of `userpwd`. */
export function userpwdReader(text: string, emit: Emit): (index: number) => void {
  return (index) => {
    USERPWD_VALUE.lastIndex = index + 7;
    const m = USERPWD_VALUE.exec(text);
    const password = m?.[3] ?? '';
    if (m === null || !isChosenPassword(password, m[2] ?? '')) return;
    const end = USERPWD_VALUE.lastIndex - (m[1] ?? '').length;
    emit({ offset: end - password.length, end, secret: password, kind: 'secret', family: 'Password on a command line', validated: false });
  };
}
