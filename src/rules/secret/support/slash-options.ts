// Windows-style options giving a user and a password to one command, read by their shape: FreeRDP's `/u:NAME '/p:PW'`, schtasks' `/RU NAME /RP PW`, IIS appcmd's `/processModel.userName:NAME /processModel.password:PW`, cmdkey's `/user:NAME /pass:PW`, tf's `/login:NAME,PW`; elsewhere `/p:` is a path or a property, so only beside a user's option (docs/rules.md, secret/basic-auth).
import type { Emit } from '../engine/types.js';
import { isBlank, isQuote, LF } from './char-codes.js';
import { optionNear, passwordJudge, skipBlanks, wordAt } from './command-words.js';

// A user's option: `/u:`, `/user:`, `/username:`, `/x.userName:` or schtasks' `/RU NAME`; group 2 is the user.
const USER_OPTION = /(?:^|[\s'"])\/(?:(?:u|(?:\w+\.)?user(?:name)?):|ru[ \t]+)(["']?)([^\s"'/][^\s"']{0,127})\1/gim;

/** The reader of one scan, handed each `/p:`, `/pass:`, `/rp`, `/password:`, `.password:` and `/login:` in increasing order; true when a user's option stands in the command. */
export function slashOptionReader(text: string, emit: Emit): (index: number, literal: string) => boolean {
  const userNear = optionNear(text, USER_OPTION);
  const judge = passwordJudge();
  return (index, literal) => {
    let start = index;
    // `/processModel.password:`: the option's word opens at its slash.
    if (literal[0] === '.') while (start > index - 64 && text.charCodeAt(start) !== 47 && /[\w./]/.test(text[start - 1] ?? '')) start--;
    const lead = text.charCodeAt(start - 1);
    if (text.charCodeAt(start) !== 47 || (start > 0 && !isBlank(lead) && !isQuote(lead) && lead !== LF)) return false;
    let at = index + literal.length;
    if (literal === '/rp') {
      if (!isBlank(text.charCodeAt(at))) return false;
      at = skipBlanks(text, at);
    }
    // Team Foundation's `/login:DOMAIN\user,PW` (`/login:.,PAT` for a token): the user and the password joined by a comma.
    if (literal === '/login:') {
      const value = wordAt(text, at);
      const comma = value === undefined ? -1 : text.indexOf(',', value.start);
      if (
        value !== undefined &&
        comma !== -1 &&
        comma < value.end &&
        judge(text.slice(comma + 1, value.end), text.slice(value.start, comma), false)
      )
        emit({
          offset: comma + 1,
          end: value.end,
          secret: text.slice(comma + 1, value.end),
          kind: 'secret',
          family: 'Password on a command line',
          validated: false,
        });
      return true;
    }
    const user = userNear(index);
    if (user === undefined) return false;
    const value = wordAt(text, at);
    if (value !== undefined && judge(text.slice(value.start, value.end), user[2] ?? '', false))
      emit({
        offset: value.start,
        end: value.end,
        secret: text.slice(value.start, value.end),
        kind: 'secret',
        family: 'Password on a command line',
        validated: false,
      });
    return true;
  };
}
