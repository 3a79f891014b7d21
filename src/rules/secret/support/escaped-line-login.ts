// A password's line inside a string whose lines are written as escapes, a text protocol's login sent by `printf` or `echo -e`: Asterisk AMI's `'Action: Login\r\nUsername: u\r\nSecret: PW\r\n'`, POP3's and FTP's `'USER u\r\nPASS PW\r\n'`; the escaped `\n` starts the line (docs/rules.md, secret/basic-auth).
import { charTable, inTable } from '../engine/chars.js';
import type { Emit } from '../engine/types.js';
import { passwordJudge } from './command-words.js';

/** The literals (lower case) that wake the reading: an escaped line break, then a password's field. */
export const escapedLineLoginTriggers = ['\\nsecret:', '\\npassword:', '\\npass ', '\\npass:'];

// Where the value stops: a blank, the next escape, a quote or the line's end.
const VALUE_STOP = charTable(' \t\r\n\\\'"`');
const MAX_VALUE = 256;

/** The reader of one scan: handles a hit of one of escapedLineLoginTriggers. */
export function escapedLineLoginReader(text: string, emit: Emit): (index: number, literal: string) => void {
  const judge = passwordJudge();
  return (index, literal) => {
    let start = index + literal.length;
    while (text.charCodeAt(start) === 32) start++;
    let end = start;
    while (end < start + MAX_VALUE && end < text.length && !inTable(VALUE_STOP, text.charCodeAt(end))) end++;
    // The value ends at the next escape or the string's quote, never mid-word.
    const c = text.charCodeAt(end);
    if (end === start || (c !== 92 && c !== 39 && c !== 34)) return; // \ ' "
    const secret = text.slice(start, end);
    if (judge(secret, '', false))
      emit({ offset: start, end, secret, kind: 'secret', family: 'Password on a command line', validated: false });
  };
}
