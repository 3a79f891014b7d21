// A password echoed into a command that reads it from standard input: `echo 'pw' | docker login -u u --password-stdin`, `--passwd-on-stdin`, `passwd --stdin`, `smbpasswd -s`, and any command whose word logs in, initialises or unlocks (`kinit`, `iinit`, `p4 login`, `bw unlock`) (docs/rules.md, secret/basic-auth).
import { charTable, inTable } from '../engine/chars.js';
import type { Emit } from '../engine/types.js';
import { passwordJudge } from './command-words.js';

/** The literals (lower case) that wake this reading: a stdin option, or a tool that reads its password there. */
export const stdinPasswordTriggers = ['stdin', 'init', 'unlock', 'smbpasswd'];
/** basic-auth's own literals that also wake it: a command's word that logs in. */
export const stdinLoginWords = ['login', 'logon', 'signin', 'auth'];

// How far back on its line the pipe and the echo may stand.
const MAX_BACK = 320;
// Before the pipe, to the line's end: `echo` (with -n/-e) or `printf '%s'`, one literal, an optional `)`
// closing a subshell (`(echo 'pw'; echo 'pw') | smbpasswd -s`); the literal is group 3 (quoted) or 4.
const PRODUCER =
  /(?:^|[\s;(&`])(?:echo(?:[ \t]+-[neE]{1,3})?|printf(?:[ \t]+(["'])%s(?:\\n)?\1)?)[ \t]+(?:(["'])([^"'\r\n]{8,256}?)(?:\\n)?\2|([^\s"'|;&()`$]{8,256}))[ \t]*\)?[ \t]*$/;
// A stdin option that carries a password (`--password-stdin`, `--passwd-on-stdin`) or passwd's own `--stdin`.
const OPTION_CHAR = charTable('A-Za-z0-9', '_-');
const STDIN_OPTION = /--(?:pass(?:wd|word)?[-_](?:on[-_]|from[-_])?)?stdin$/i;
// What may follow a command's word: a blank, the line's or the command's end.
const WORD_END = charTable(' \t\r\n;|&)`');

/** The reader of one scan: handles a hit of one of stdinPasswordTriggers. */
export function stdinPasswordReader(text: string, emit: Emit): (index: number, literal: string) => void {
  const judge = passwordJudge();
  // A range known to hold no pipe and no line break: a flood of hits on one line walks it once.
  let clearFrom = 0;
  let clearTo = 0;
  return (index, literal) => {
    if (literal === 'stdin') {
      // The option's whole word: `--password-stdin`, not `stdin` in prose or a path.
      let start = index;
      while (start > index - 24 && inTable(OPTION_CHAR, text.charCodeAt(start - 1))) start--;
      const option = text.slice(start, index + 5);
      if (!STDIN_OPTION.test(option)) return;
      if (option.toLowerCase() === '--stdin' && !/\bpasswd\b/.test(text.slice(Math.max(0, start - 64), start))) return;
    } else if (literal === 'smbpasswd') {
      if (!/^smbpasswd[ \t][^|\n]*-[a-z]*s/i.test(text.slice(index, index + 64))) return;
    } else {
      // A word of the command ending in the literal (`kinit`, `iinit`, `p4 … login`, `bw unlock`), never an option.
      const end = index + literal.length;
      if (end < text.length && !inTable(WORD_END, text.charCodeAt(end))) return;
      let start = index;
      while (start > index - 24 && inTable(OPTION_CHAR, text.charCodeAt(start - 1))) start--;
      if (text.charCodeAt(start) === 45) return; // -
    }
    // The pipe before the command, on the same line.
    let pipe = index;
    const floor = Math.max(0, index - MAX_BACK);
    while (pipe > floor) {
      if (pipe > clearFrom && pipe <= clearTo) {
        pipe = clearFrom;
        continue;
      }
      const c = text.charCodeAt(pipe - 1);
      if (c === 124 || c === 10) break; // | \n
      pipe--;
    }
    if (pipe < index) {
      clearFrom = text.charCodeAt(pipe - 1) === 124 || text.charCodeAt(pipe - 1) === 10 ? pipe : Math.max(pipe, floor);
      clearTo = index;
    }
    if (pipe <= floor || text.charCodeAt(pipe - 1) !== 124 || text.charCodeAt(pipe - 2) === 124) return; // not `||`
    const between = text.slice(pipe, index);
    if (/[;&]/.test(between)) return; // another command
    let lineStart = pipe - 1;
    while (lineStart > floor && text.charCodeAt(lineStart - 1) !== 10) lineStart--;
    const m = PRODUCER.exec(text.slice(lineStart, pipe - 1));
    if (m === null) return;
    const password = m[3] ?? m[4] ?? '';
    if (!judge(password, '', false)) return;
    // The first time it is written (a subshell echoes it twice: `(echo 'pw'; echo 'pw') | smbpasswd -s`).
    const offset = text.indexOf(password, lineStart);
    emit({
      offset,
      end: offset + password.length,
      secret: password,
      kind: 'secret',
      family: 'Password piped to a command',
      validated: false,
    });
  };
}
