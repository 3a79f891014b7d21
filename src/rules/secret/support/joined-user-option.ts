// A user option whose value joins the user and the password: Samba's `-U user%password` (smbclient, rpcclient, `net rpc`) and lftp's `-u user,password`, the password also quoted (`-u user,'pw'`) (docs/rules.md, secret/basic-auth).
import type { Emit } from '../engine/types.js';
import { isBlank, isQuote, LF } from './char-codes.js';
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
    // `-u alice,'pw'`: the shell joins a bare `user,` and a quoted password into one word.
    const quoted = split === value.end - 1 && !value.quoted && isQuote(text.charCodeAt(value.end)) ? wordAt(text, value.end) : undefined;
    const start = quoted?.start ?? split + 1;
    const stop = quoted?.end ?? value.end;
    const password = text.slice(start, stop);
    if (password.includes(':') || !judge(password, text.slice(value.start, split), false)) return;
    emit({ offset: start, end: stop, secret: password, kind: 'secret', family: 'Password on a command line', validated: false });
  };
}
