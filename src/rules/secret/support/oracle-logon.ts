// Oracle's logon argument `user/password@connect` after its tools: `sqlplus -s scott/pw@db`, `rman target sys/pw@db`, `expdp system/pw@pdb …` (docs/rules.md, secret/basic-auth).
import { charTable, inTable } from '../engine/chars.js';
import type { Emit } from '../engine/types.js';
import { passwordJudge } from './command-words.js';

/** The tools (lower case) whose first argument may be a logon. */
export const oracleLogonTriggers = ['sqlplus', 'rman', 'expdp', 'impdp'];

// After the tool: its flags (`-s`, `-L`), rman's connection keyword, then `user/` (group 1: the user).
const LOGON = /(?:[ \t]+-[A-Za-z]{1,8})*(?:[ \t]+(?:target|auxiliary|catalog)[ \t]*=?)?[ \t]+([A-Za-z][\w$#.]{0,63})\//iy;
const WORD_BEFORE = charTable('A-Za-z0-9', '_-./');
const PASSWORD_STOP = charTable(' \t\r\n@"\'`|;&)');

/** The reader of one scan: handles a hit of one of oracleLogonTriggers. */
export function oracleLogonReader(text: string, emit: Emit): (index: number, literal: string) => void {
  const judge = passwordJudge();
  return (index, literal) => {
    if (inTable(WORD_BEFORE, text.charCodeAt(index - 1))) return;
    LOGON.lastIndex = index + literal.length;
    const m = LOGON.exec(text);
    if (m === null) return;
    let start = LOGON.lastIndex;
    // A quoted password (Oracle's way to hold `@` or `/`): `scott/"p@ss"@db`.
    const quoted = text.charCodeAt(start) === 34;
    if (quoted) start++;
    let end = start;
    while (end < start + 128 && end < text.length && (quoted ? text.charCodeAt(end) !== 34 : !inTable(PASSWORD_STOP, text.charCodeAt(end))))
      end++;
    const password = text.slice(start, end);
    if (password === '' || !judge(password, m[1] ?? '', false)) return;
    emit({ offset: start, end, secret: password, kind: 'secret', family: 'Password on a command line', validated: false });
  };
}
