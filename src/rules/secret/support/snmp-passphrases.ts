// SNMPv3's passphrases on a command line (net-snmp's `snmpget -v3 -l authPriv -u nms -a SHA -A 'pw' -x AES -X 'pw'`): `-A` (authentication) and `-X` (privacy) are passphrases where the same command gives a user-based security level or protocol (docs/rules.md, secret/basic-auth).
import type { Emit } from '../engine/types.js';
import { isBlank } from './char-codes.js';
import { optionNear, passwordJudge, skipBlanks, wordAt } from './command-words.js';

// The command's SNMPv3 security: `-l authPriv`/`authNoPriv`, or an authentication or privacy protocol (`-a SHA`, `-x AES`).
const SECURITY = /(?:^|[ \t])(?:-l[ \t]*auth(?:no)?priv|-[ax][ \t]*(?:md5|sha(?:-?\d{3})?|aes(?:-?\d{3})?c?|des))(?=[ \t\r\n]|$)/gim;

/** The reader of one scan, handed each `-A` and `-X` in increasing order. */
export function snmpPassphraseReader(text: string, emit: Emit): (index: number) => void {
  const securityNear = optionNear(text, SECURITY);
  const judge = passwordJudge();
  return (index) => {
    if ((index > 0 && !isBlank(text.charCodeAt(index - 1))) || !isBlank(text.charCodeAt(index + 2))) return;
    const value = wordAt(text, skipBlanks(text, index + 2));
    if (value === undefined || securityNear(index) === undefined) return;
    const secret = text.slice(value.start, value.end);
    if (judge(secret, '', false))
      emit({ offset: value.start, end: value.end, secret, kind: 'secret', family: 'Password on a command line', validated: false });
  };
}
