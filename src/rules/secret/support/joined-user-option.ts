// A user option whose value joins the user and the password: Samba's `-U user%password` (smbclient, rpcclient, `net rpc`) and lftp's `-u user,password` (docs/rules.md, secret/basic-auth).
import type { Emit } from '../engine/types.js';
import { isBlank, LF } from './char-codes.js';
import { passwordJudge, skipBlanks, wordAt } from './command-words.js';

/** The reader of one scan: handles a hit of `-u`, `-U` or `--user` (`--username`). */
export function joinedUserReader(text: string, emit: Emit): (index: number, literal: string) => void {
  const judge = passwordJudge();
  return (index, literal) => {
    const lead = text.charCodeAt(index - 1);
    if (index > 0 && !isBlank(lead) && lead !== LF) return;
    let end = index + literal.length;
    if (literal === '--user' && text.startsWith('name', end)) end += 4;
    const eq = literal === '--user' && text.charCodeAt(end) === 61; // =
    const at = eq ? end + 1 : skipBlanks(text, end);
    if (at === end && !eq) return;
    const value = wordAt(text, at);
    if (value === undefined) return;
    // Samba joins with `%` (`-U`, `--user`), lftp with `,` (`-u`, `--user`).
    let split = value.start;
    while (split < value.end && text.charCodeAt(split) !== 37 && text.charCodeAt(split) !== 44) split++; // % ,
    const mark = text.charCodeAt(split);
    if (split === value.end || (literal === '-U' && mark !== 37) || (literal === '-u' && mark !== 44)) return;
    const user = text.slice(value.start, split);
    const password = text.slice(split + 1, value.end);
    if (password.includes(':') || !judge(password, user, false)) return;
    emit({ offset: split + 1, end: value.end, secret: password, kind: 'secret', family: 'Password on a command line', validated: false });
  };
}
