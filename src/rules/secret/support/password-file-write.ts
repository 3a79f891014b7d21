// A literal written to a file named for a password (`echo '…' > /data/geth/password.txt`, `printf '%s' '…' | tee ~/.vault_pass`), read for the generic secret assignment: the file's name says what the literal is (docs/rules.md, secret/generic-assignment).
import { charTable, isAt } from '../engine/chars.js';
import { type Assignment, pairedAssignment } from './assignment.js';

const PATH_CHAR = charTable('A-Za-z0-9', '_.~/-');
// Sticky at the command's word, to the path: `echo [-n|-e]` or `printf ['%s\n']`, the literal, then `>`/`>>` or `| [sudo] tee [-a]`.
const WRITTEN =
  /(?:echo(?:[ \t]+-[neE]{1,2})?|printf(?:[ \t]+(["'])%s(?:\\n)?\1)?)[ \t]+(?:(["'])([^"'$`\\\s]{1,256})\2|([^"'$`\\\s;|&<>]{1,256}))[ \t]*(?:>>?|\|[ \t]*(?:sudo[ \t]+)?tee(?:[ \t]+-a)?)[ \t]*$/y;

/** The literal written to the file whose name holds the trigger at `index`, or undefined. */
export function passwordFileWrite(text: string, index: number): Assignment | undefined {
  let start = index;
  while (start > index - 128 && isAt(text, start - 1, PATH_CHAR)) start--;
  // The trigger is in the file's own name, not a folder's.
  let end = index;
  while (end < index + 64 && isAt(text, end, PATH_CHAR)) if (text.charCodeAt(end++) === 47) return undefined; // /
  // Checked in place first: `>` or `tee`/`-a` right before the path (most hits are names, not paths).
  let before = start;
  while (before > start - 8 && (text.charCodeAt(before - 1) === 32 || text.charCodeAt(before - 1) === 9)) before--;
  if (text.charCodeAt(before - 1) !== 62 && !text.startsWith('tee', before - 3) && !text.startsWith('-a', before - 2)) return undefined; // >
  // The last `echo` or `printf` within a bounded distance back on the path's line (native searches:
  // a flood on one line costs no more than its length).
  const line = Math.max(0, start - 400);
  const command = text.slice(line, start);
  const word = Math.max(command.lastIndexOf('echo'), command.lastIndexOf('printf'));
  if (word === -1 || command.includes('\n', word) || (word > 0 && !/[\s;&|(]/.test(command[word - 1] ?? ''))) return undefined;
  WRITTEN.lastIndex = word;
  const m = WRITTEN.exec(command);
  const value = m?.[3] ?? m?.[4];
  if (m === null || value === undefined) return undefined;
  const valueStart = line + word + m[0].lastIndexOf(value, m[0].length - 1);
  return pairedAssignment(text, start, end, valueStart, valueStart + value.length, m[2] ?? '', 'password');
}
