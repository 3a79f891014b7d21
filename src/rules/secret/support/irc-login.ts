// A password sent to an IRC network: `IDENTIFY [account] PW` to NickServ (a client's `/msg NickServ …` or `/ns …`, a bot's raw `PRIVMSG NickServ :IDENTIFY nick PW`) and the registration's `PASS PW` beside its `NICK` or `USER` line (RFC 2812 §3.1.1) (docs/rules.md, secret/basic-auth).
import type { Emit } from '../engine/types.js';
import { passwordJudge } from './command-words.js';

/** The literal that wakes this reading; basic-auth's `pass` wakes it too where `PASS ` is written in capitals. */
export const ircLoginTriggers = ['nickserv', '/ns identify '];

// A value ends the message: the line's end, a closing quote, or an escaped `\r`/`\n` in a string.
const END = String.raw`(?=[ \t]*(?:$|[\r\n"'\x60]|\\[rn]))`;
// After `NickServ`: blanks or a message's `:` (or the call's next string: `privmsg("NickServ", "IDENTIFY …")`), `IDENTIFY`, an optional account (group 1), the password (group 2).
const IDENTIFY = new RegExp(
  String.raw`(?:["']?[ \t]*,[ \t]*["'])?[ \t]*:?[ \t]*identify[ \t]+(?:([^\s"'\x60\\]{1,64})[ \t]+)?([^\s"'\x60\\]{1,256})` + END,
  'iy',
);
// Sticky at `PASS`, opening a line (after indentation), a string or an escaped line (`\nPASS`):
// an optional `:` and the password (group 1).
const PASS_LINE = new RegExp(String.raw`(?<=(?:^|[\n"']|\\n)[ \t]*)PASS :?([^\s"'\x60\\]{1,256})` + END, 'y');
// The registration's other lines, near the `PASS` line: what says the text speaks IRC.
const REGISTRATION = /(?:^|[\s"'n])(?:NICK|USER) /;

/** The reader of one scan: handles a hit of `nickserv`, `/ns identify ` or `pass` (then `PASS ` may stand there). */
export function ircLoginReader(text: string, emit: Emit): (index: number, literal: string) => void {
  const judge = passwordJudge();
  return (index, literal) => {
    const pass = literal === 'pass';
    const pattern = pass ? PASS_LINE : IDENTIFY;
    // `/ns` is clients' alias for NickServ.
    pattern.lastIndex = pass ? index : literal === 'nickserv' ? index + 8 : index + 3;
    const m = pattern.exec(text);
    const password = (pass ? m?.[1] : m?.[2]) ?? '';
    // The value first: its verdict is remembered, and a flood of weak values reads no registration.
    if (m === null || !judge(password, pass ? '' : (m[1] ?? ''), false)) return;
    if (pass && !REGISTRATION.test(text.slice(Math.max(0, index - 240), index + 240))) return;
    const end = pattern.lastIndex;
    emit({ offset: end - password.length, end, secret: password, kind: 'secret', family: 'Password on a command line', validated: false });
  };
}
