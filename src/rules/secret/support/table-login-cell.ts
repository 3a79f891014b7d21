// A Markdown table cell giving a user and a password as `user / PW` (an inventory's `| PDU | 10.0.0.9 | admin / PW |`), read where the table's header names a login, an account, a credential or a password (docs/rules.md, secret/basic-auth).
import { charTable, inTable } from '../engine/chars.js';
import { isChosenPassword } from '../engine/judge.js';
import type { Emit } from '../engine/types.js';
import { isBlank, LF, PIPE } from './char-codes.js';

/** The literal that wakes the reading (case-sensitive): the cell's ` / `. */
export const tableLoginTriggers = [' / '];

const USER_CHAR = charTable('A-Za-z0-9', '_.@\\-');
// A `User` column alone lists accounts and their roles (`read / write`), not their passwords.
const HEADER = /login|logon|account|pass|cred|auth/i;
// How many lines above a cell its table's header may stand.
const MAX_ROWS = 200;

/** The reader of one scan: handles a hit of ` / `, in increasing order. */
export function tableLoginReader(text: string, emit: Emit): (index: number) => void {
  // A table row's start already traced to its header, and that header's verdict.
  let knownRow = -1;
  let knownHeader = false;
  /** Whether the row opening at `row` sits under a header naming a login, walked up once per table. */
  const headerNamesLogin = (row: number): boolean => {
    let line = row;
    for (let n = 0; n < MAX_ROWS && line > 0; n++) {
      if (line === knownRow) return knownHeader;
      const above = text.lastIndexOf('\n', line - 2) + 1;
      if (text.charCodeAt(above) !== PIPE) break;
      line = above;
    }
    knownRow = row;
    knownHeader = HEADER.test(text.slice(line, text.indexOf('\n', line) >>> 0));
    return knownHeader;
  };
  return (index) => {
    // The user: one word after the cell's `|` and blanks.
    let u = index;
    while (u > index - 64 && inTable(USER_CHAR, text.charCodeAt(u - 1))) u--;
    let bar = u;
    while (bar > u - 8 && isBlank(text.charCodeAt(bar - 1))) bar--;
    if (u === index || bar === u || text.charCodeAt(bar - 1) !== PIPE) return;
    // The password: one word, then blanks and the cell's `|`.
    let end = index + 3;
    while (
      end < index + 259 &&
      end < text.length &&
      !isBlank(text.charCodeAt(end)) &&
      text.charCodeAt(end) !== PIPE &&
      text.charCodeAt(end) !== LF
    )
      end++;
    let close = end;
    while (close < end + 8 && isBlank(text.charCodeAt(close))) close++;
    if (end === index + 3 || text.charCodeAt(close) !== PIPE) return;
    const password = text.slice(index + 3, end);
    if (!isChosenPassword(password, text.slice(u, index))) return;
    const row = text.lastIndexOf('\n', bar) + 1;
    if (text.charCodeAt(row) !== PIPE || !headerNamesLogin(row)) return;
    emit({ offset: index + 3, end, secret: password, kind: 'secret', family: 'Password in a table', validated: false });
  };
}
