// The value of a password option (`-p`, `-P`, `--password`, `-password`, `--pass`, `--db-password`) on the command line of any tool, read by the command's shape rather than the tool's name: a user given in the same command, a host given to a quoted strong `-p`, a long option opening a continued line, or an archiver's `-P`/`-p` (also quoted, `'-ppw'`, and RAR's `-hppw`) (docs/rules.md, secret/basic-auth).
import { charTable, inTable } from '../engine/chars.js';
import type { Emit } from '../engine/types.js';
import { isBlank, isQuote, LF } from './char-codes.js';
import { continuesAt, optionNear, passwordJudge, skipBlanks, wordAt } from './command-words.js';

const OPTION_CHAR = charTable('A-Za-z0-9', '_-');
// A long option named for a password, or the single-dash `-password`/`-pass`.
const LONG_PASSWORD = /^(?:-|--(?:[a-z0-9]+[-_])*)(?:password|passwd|pass)$/i;
// A long option whose name ends glued to a password's short word (`--connectpw`, `--enablepw`, `--adminpwd`): read without a user.
const GLUED_PASSWORD = /^--[a-z0-9_-]{0,24}[a-z0-9](?:pw|pwd|passwd)$/i;
// A user given to the command: `-u NAME`, `-U NAME`, `-user NAME`, `--user`, `--username`, `--login`
// (also prefixed: `--db-user`); group 2 is the name. A value opening with `-` is the next option.
const USER_OPTION =
  /(?:^|[ \t`(])(?:-[uU]|-[uU]ser(?:[nN]ame)?|--(?:[A-Za-z0-9]+[-_])*(?:user|username|login))(?:[ \t]+|=)(["']?)([^\s"'`;|&<>()-][^\s"'`;|&<>()]{0,127})\1/gm;
// A host given to the command (`-H host`, `--host`): with it a quoted strong `-p` is a login's (RCON's `-H h -P 25575 -p 'pw'`).
const HOST_OPTION = /(?:^|[ \t`(])(?:-H|--host)(?:[ \t]+|=)[^\s-]/gm;
// An archiver as the command (`zip -P pw`, `7z a -ppw`, `unzip -P pw`, `rar a -ppw`): its `-P`/`-p` is the archive's password.
const ARCHIVER = /(?:^[ \t]*(?:\$[ \t]+)?|[;&|(`][ \t]*|sudo[ \t]+)(?:zip|unzip|7z[arz]?|rar|unrar)(?:\.exe)?[ \t]/gm;
// A command whose word names a credential store (`condor_store_cred -c add -p 'pw'`): its `-p` is the password.
const CREDENTIAL_TOOL = /(?:^|[\s;&|(`])[\w.-]{0,32}(?:cred|passwd)[\w.-]{0,32}[ \t]/gim;
// A package and its version (`npx -p typescript@5.4.2`, `pnpm dlx -p @scope/cli@^2`): `-p` names a package there.
const PACKAGE_SPEC = /^(?:@[a-z0-9._-]+\/)?[a-z0-9._-]+@[\^~]?\d[\w.*-]*$/;

/** The reader of one scan, handed the offset of each `-p` (either case) that basic-auth does not read itself, in increasing order. */
export function passwordOptionReader(text: string, emit: Emit): (index: number) => void {
  const userNear = optionNear(text, USER_OPTION);
  const hostNear = optionNear(text, HOST_OPTION);
  const archiverNear = optionNear(text, ARCHIVER);
  const credentialToolNear = optionNear(text, CREDENTIAL_TOOL);
  const judge = passwordJudge();
  const report = (start: number, end: number): void =>
    emit({ offset: start, end, secret: text.slice(start, end), kind: 'secret', family: 'Password on a command line', validated: false });
  return (index) => {
    let start = index;
    while (start > index - 24 && inTable(OPTION_CHAR, text.charCodeAt(start - 1))) start--;
    const lead = text.charCodeAt(start - 1);
    // An option in quotes (`7z a '-ppw'`) is read glued only.
    const inQuotes = isQuote(lead);
    if (text.charCodeAt(start) !== 45 || (start > 0 && !isBlank(lead) && lead !== LF && lead !== 96 && !inQuotes)) return; // - `
    let end = index + 2;
    while (end < index + 32 && inTable(OPTION_CHAR, text.charCodeAt(end))) end++;
    const short = end - start === 2;
    // A password's long option ends in `s` or `d` (`pass`, `passwd`, `password`): most options (`-pypi`,
    // `-PuTTY`, `-print`) are told apart without a slice and a regular expression.
    const last = text.charCodeAt(end - 1) | 32;
    const longPassword = !short && (last === 115 || last === 100) && LONG_PASSWORD.test(text.slice(start, end)); // s d
    // RAR's `-hp<password>` also encrypts the names.
    const from = text.charCodeAt(index + 1) === 104 ? index + 3 : index + 2; // h
    // An option whose name ends in `pw`, `pwd` or `passwd` (`--connectpw`, `--enablepw`) is a password's.
    const pwName = !short && (last === 119 || last === 100) && GLUED_PASSWORD.test(text.slice(start, end)); // w d
    // 7-Zip's and RAR's `-p<password>`, glued to its option; the archiver is asked first, as its search is shared by every hit.
    if (start === index && !short && !pwName && text.charCodeAt(from - 1) === 112 && !longPassword) {
      if (archiverNear(index) === undefined) return;
      const glued = wordAt(text, from);
      if (glued !== undefined && judge(text.slice(glued.start, glued.end), '', true)) report(glued.start, glued.end);
      return;
    }
    if (inQuotes || (!short && !longPassword && !pwName)) return;
    const eq = !short && text.charCodeAt(end) === 61; // =
    const at = eq ? end + 1 : skipBlanks(text, end);
    if (at === end && !eq) return;
    const value = wordAt(text, at);
    if (value === undefined || (!value.quoted && text.charCodeAt(value.start) === 45)) return; // another option
    const password = text.slice(value.start, value.end);
    if (short && PACKAGE_SPEC.test(password)) return;
    const user = userNear(index);
    if (user !== undefined) {
      if (judge(password, user[2] ?? '', false)) report(value.start, value.end);
      return;
    }
    if (pwName) {
      if (judge(password, '', false)) report(value.start, value.end);
      return;
    }
    if (short) {
      // zip's `-P pw`, RCON's quoted `-p 'pw'` beside a host: only a strong value (a port, a path, a profile is none).
      const strong = (archiverNear(index) !== undefined || (value.quoted && hostNear(index) !== undefined)) && judge(password, '', true);
      if (strong || (credentialToolNear(index) !== undefined && judge(password, '', false))) report(value.start, value.end);
      return;
    }
    // A long option opening a line that continues a command (`  --db-password 'pw' \`), read where it stands.
    let lineStart = start;
    while (lineStart > start - 64 && isBlank(text.charCodeAt(lineStart - 1))) lineStart--;
    if (text.charCodeAt(lineStart - 1) === LF && continuesAt(text, lineStart - 1) && judge(password, '', false))
      report(value.start, value.end);
  };
}
