// A password echoed into a command that reads it from standard input: `echo 'pw' | docker login -u u --password-stdin`, `--passwd-on-stdin`, `passwd --stdin`, `smbpasswd -s`, any command whose word logs in, initialises or unlocks (`kinit`, `iinit`, `p4 login`, `bw unlock`), one whose word names a password, a passphrase or a secret it sets or takes (`vncpasswd -f`, `--set-password`, `--passphrase-fd`, `wrangler secret put`), and sudo's `-S` (docs/rules.md, secret/basic-auth).
import { charTable, inTable } from '../engine/chars.js';
import type { Emit } from '../engine/types.js';
import { isBlank } from './char-codes.js';
import { passwordJudge } from './command-words.js';

/** The literals (lower case) that wake this reading: a stdin option, or a tool that reads its password there. */
export const stdinPasswordTriggers = ['stdin', 'init', 'unlock', 'smbpasswd', 'sudo -s'];
/**
 * basic-auth's literals that also wake it: a command's word that logs in, or one that names what it
 * sets or takes a password, a passphrase, a pre-shared key or a secret (`vncpasswd`, `--set-password`,
 * `--passphrase-fd`, `wrangler secret put`), and sudo's `-S`.
 */
export const stdinLoginWords = ['login', 'logon', 'signin', 'auth', 'pass', 'password', 'secret', 'psk'];

// How far back on its line the pipe and the echo may stand.
const MAX_BACK = 320;
// Before the pipe, to the line's end: `echo` (with -n/-e) or `printf '%s'`, one literal, an optional `)`
// closing a subshell (`(echo 'pw'; echo 'pw') | smbpasswd -s`); the literal is group 3 (quoted) or 4.
const PRODUCER =
  /(?:^|[\s;(&`"])(?:echo(?:[ \t]+-[neE]{1,3})?|printf(?:[ \t]+(["'])%s(?:\\n)?\1)?)[ \t]+(?:(["'])([^"'\r\n]{8,256}?)(?:\\n)?\2|([^\s"'|;&()`$]{8,256}))[ \t]*\)?[ \t]*$/;
// A stdin option that carries a password (`--password-stdin`, `--passwd-on-stdin`) or passwd's own `--stdin`.
const OPTION_CHAR = charTable('A-Za-z0-9', '_-');
const WORD_CHAR = charTable('A-Za-z0-9', '_.-');
const STDIN_OPTION = /--(?:pass(?:wd|word)?[-_](?:on[-_]|from[-_])?)?stdin$/i;
// What may follow a command's word: a blank, the line's or the command's end (also in quotes: `cmd /c "…"`).
const WORD_END = charTable(' \t\r\n;|&)`"\'');
// A word that names a password, a passphrase or a pre-shared key: an option (`--set-password`,
// `-storepasswd`, `--passphrase-fd`) or a command's word ending in one (`vncpasswd`, `set-password`).
const PASSWORD_WORD = /^-[\w.-]*(?:passw(?:or)?d|passphrase|psk)|(?:passw(?:or)?d|passphrase|psk)$/i;
// `secret` as a subcommand that stores what it reads (`wrangler secret put NAME`, `<tool> secret set`).
const SECRET_VERB = /^secrets?[ \t]+(?:versions?[ \t]+)?(?:put|set|add|create|import)\b/i;

/** The reader of one scan: handles a hit of one of stdinPasswordTriggers. */
export function stdinPasswordReader(text: string, emit: Emit): (index: number, literal: string) => void {
  const judge = passwordJudge();
  // The first `echo` or `printf` at or after an offset, asked at offsets that never decrease: searched
  // again only past the one found, so a text without one is searched once (docs/benchmarks.md).
  let echo = -1;
  let printf = -1;
  const producerAt = (from: number): number => {
    if (from > echo) echo = text.indexOf('echo', from) >>> 0; // none: past every offset
    if (from > printf) printf = text.indexOf('printf', from) >>> 0;
    return Math.min(echo, printf);
  };
  // The last `|` and the last line break before a hit, found by searching forward only (hits come in
  // text order), so neither a flood of hits on one line nor a long line is walked back per hit.
  let pipeBefore = -1;
  let pipeNext = -2; // -2: not searched yet; -1: none ahead
  let lineBefore = -1;
  let lineNext = -2;
  const advance = (index: number): void => {
    if (pipeNext === -2) pipeNext = text.indexOf('|');
    while (pipeNext !== -1 && pipeNext < index) ((pipeBefore = pipeNext), (pipeNext = text.indexOf('|', pipeNext + 1)));
    if (lineNext === -2) lineNext = text.indexOf('\n');
    while (lineNext !== -1 && lineNext < index) ((lineBefore = lineNext), (lineNext = text.indexOf('\n', lineNext + 1)));
  };
  return (index, literal) => {
    // The pipe before the command, on the same line and within reach (not `||`): most hits (a word in
    // prose) stand on a line with none, and are refused before their word is read.
    const floor = Math.max(0, index - MAX_BACK);
    advance(index);
    if (pipeBefore < floor || pipeBefore < lineBefore || text.charCodeAt(pipeBefore - 1) === 124) return;
    if (literal === 'stdin') {
      // The option's whole word: `--password-stdin`, not `stdin` in prose or a path.
      let start = index;
      while (start > index - 24 && inTable(OPTION_CHAR, text.charCodeAt(start - 1))) start--;
      const option = text.slice(start, index + 5);
      if (!STDIN_OPTION.test(option)) return;
      if (option.toLowerCase() === '--stdin' && !/\bpasswd\b/.test(text.slice(Math.max(0, start - 64), start))) return;
    } else if (literal === 'sudo -s') {
      // sudo's `-S` reads the password from standard input (`-s` runs a shell).
      if (text.charCodeAt(index + 6) !== 83 || !inTable(WORD_END, text.charCodeAt(index + 7))) return; // S
    } else if (literal === 'smbpasswd') {
      if (!/^smbpasswd[ \t][^|\n]*-[a-z]*s/i.test(text.slice(index, index + 64))) return;
    } else if (literal === 'secret') {
      if (!isBlank(text.charCodeAt(index - 1)) || !SECRET_VERB.test(text.slice(index, index + 32))) return;
    } else if (literal.startsWith('p')) {
      // The whole word around the literal; smbpasswd's own reading says when it reads standard input,
      // and chpasswd's pair is generic-assignment's (support/chpasswd-line.ts).
      let start = index;
      while (start > index - 32 && inTable(WORD_CHAR, text.charCodeAt(start - 1))) start--;
      let end = index + literal.length;
      while (end < index + 32 && inTable(WORD_CHAR, text.charCodeAt(end))) end++;
      if (end < text.length && !inTable(WORD_END, text.charCodeAt(end))) return;
      // A command's word ends in `d`, `e` or `k` (`…passwd`, `…phrase`, `…psk`): most words (`pass`) are refused unsliced.
      const last = text.charCodeAt(end - 1) | 32;
      if (text.charCodeAt(start) !== 45 && last !== 100 && last !== 101 && last !== 107) return; // - d e k
      const word = text.slice(start, end);
      if (!PASSWORD_WORD.test(word) || /^(?:smb|ch)passwd$|stdin$/i.test(word)) return;
    } else {
      // A word of the command ending in the literal (`kinit`, `iinit`, `p4 … login`, `bw unlock`), never an option.
      const end = index + literal.length;
      if (end < text.length && !inTable(WORD_END, text.charCodeAt(end))) return;
      let start = index;
      while (start > index - 24 && inTable(OPTION_CHAR, text.charCodeAt(start - 1))) start--;
      if (text.charCodeAt(start) === 45) return; // -
    }
    // Most commands are fed by no echo (docs/benchmarks.md).
    if (producerAt(floor) >= index) return;
    const pipe = pipeBefore + 1;
    const between = text.slice(pipe, index);
    if (/[;&]/.test(between)) return; // another command
    if (producerAt(floor) >= pipe) return;
    let lineStart = pipe - 1;
    while (lineStart > floor && text.charCodeAt(lineStart - 1) !== 10) lineStart--;
    const m = PRODUCER.exec(text.slice(lineStart, pipe - 1));
    if (m === null) return;
    // The first line of what is echoed (`echo -e "pw\npw"` answers a prompt and its confirmation).
    const password = (m[3] ?? m[4] ?? '').split('\\n')[0] ?? '';
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
