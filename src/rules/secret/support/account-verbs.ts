// A user and a password as the last two arguments after a subcommand that creates a user, sets a password or logs in, read by the verb's words whatever the tool (`add_user NAME PW`, `change_password NAME PW`, `user add NAME PW`, fossil's `user password NAME PW`, SteamCMD's `+login NAME PW`, `<tool> add NAME 'PW'`), and the last argument of any `*passwd -b` (docs/rules.md, secret/basic-auth).
import { charTable, inTable } from '../engine/chars.js';
import type { Emit } from '../engine/types.js';
import { BACKSLASH, CR, isBlank, LF } from './char-codes.js';
import { endsCommand, passwordJudge, skipBlanks, wordAt, type Word } from './command-words.js';

/**
 * The literals (lower case) that wake this reading (`login` is basic-auth's already). `pass` wakes it
 * at `passwd`: a literal `passwd` would take that offset from generic-assignment's `pass`.
 */
export const accountVerbTriggers = ['user', 'pass', 'password', 'add'];

const VERB_CHAR = charTable('A-Za-z0-9', '_-');
const SUBJECT = '(?:user|login|passwd|password)';
const ACTION = '(?:add|create|set|change)';
// One word holding both (`add_user`, `useradd`, `set-password`), or `login`/`+login` alone.
const VERB = new RegExp(`^(?:${ACTION}[_-]?${SUBJECT}|${SUBJECT}[_-]?${ACTION}|\\+?login)$`, 'i');
const SUBJECT_WORD = new RegExp(`^${SUBJECT}$`, 'i');
const ACTION_WORD = new RegExp(`^${ACTION}$`, 'i');
// After a `*passwd` tool: its flags, one holding `b` (the password is on the command line, not prompted for).
const BATCH_FLAGS = /(?:[ \t]+-[A-Za-z]{1,8}){1,4}/y;
const BATCH = /-[A-Za-z]*b/;
// With `-n` the result is printed, so no file is named.
const NO_FILE = /-[A-Za-z]*n/;
const PASSWD_TOOL = /^(?!htpasswd$).*passwd$/i;
// A package's version or requirement (`react-dom@^18`, `numpy>=1.26`, `urllib3<2`): a package manager's `add`, not a password.
const PACKAGE_VERSION = /@[\^~]?\d|[<>]|[=~!]=/;
const MAX_POSITIONALS = 3;
/** `a`, `c` or `s` in either case: how an action's word opens (most words are refused without a slice). */
const opensAction = (c: number): boolean => (c | 32) === 97 || (c | 32) === 99 || (c | 32) === 115;

/** The reader of one scan: handles a hit of one of accountVerbTriggers or `login`. */
export function accountVerbReader(text: string, emit: Emit): (index: number) => void {
  const judge = passwordJudge();
  /** The blank-separated word around `index` (letters, digits, `_`, `-`, a leading `+`), if blanks or a line's edges part it. */
  const wordAround = (index: number): { start: number; end: number } | undefined => {
    let start = index;
    while (start > index - 24 && inTable(VERB_CHAR, text.charCodeAt(start - 1))) start--;
    if (text.charCodeAt(start - 1) === 43) start--; // +
    let end = index;
    while (end < index + 32 && inTable(VERB_CHAR, text.charCodeAt(end))) end++;
    const lead = text.charCodeAt(start - 1);
    if (start > 0 && !isBlank(lead) && lead !== LF && lead !== 96) return undefined; // `
    return isBlank(text.charCodeAt(end)) ? { start, end } : undefined;
  };
  /** Whether the word before `start` on its line, parted by blanks, is an action's. */
  const actionBefore = (start: number): boolean => {
    let end = start;
    while (end > start - 8 && isBlank(text.charCodeAt(end - 1))) end--;
    let s = end;
    while (s > end - 8 && inTable(VERB_CHAR, text.charCodeAt(s - 1))) s--;
    return end < start && opensAction(text.charCodeAt(s)) && ACTION_WORD.test(text.slice(s, end));
  };
  /** Whether one word, the tool's, stands before `start` and opens its line, a code span or a `$ ` prompt. */
  const toolOpens = (start: number): boolean => {
    let end = start;
    while (end > start - 8 && isBlank(text.charCodeAt(end - 1))) end--;
    let s = end;
    while (s > end - 32 && inTable(VERB_CHAR, text.charCodeAt(s - 1))) s--;
    let l = s;
    while (l > s - 8 && isBlank(text.charCodeAt(l - 1))) l--;
    const c = text.charCodeAt(l - 1);
    return end < start && s < end && (l === 0 || c === LF || c === 96 || c === 36); // ` $
  };
  /** The positional arguments from `at` to the command's end (or the next option), at most three. */
  const positionals = (at: number, min: number): Word[] | undefined => {
    const words: Word[] = [];
    let i = at;
    for (;;) {
      let next = skipBlanks(text, i);
      // A `\` ending the line continues the command on the next one.
      if (
        text.charCodeAt(next) === BACKSLASH &&
        (text.charCodeAt(next + 1) === LF || (text.charCodeAt(next + 1) === CR && text.charCodeAt(next + 2) === LF))
      )
        next = skipBlanks(text, text.indexOf('\n', next) + 1);
      if (next === i || endsCommand(text, next) || text.charCodeAt(next) === 45 || text.charCodeAt(next) === 43) break; // - +
      const word = words.length < MAX_POSITIONALS ? wordAt(text, next) : undefined;
      if (word === undefined) return undefined;
      words.push(word);
      i = word.end + (word.quoted ? 1 : 0);
    }
    return words.length >= min ? words : undefined;
  };
  const report = (words: readonly Word[]): void => {
    const password = words[words.length - 1] as Word;
    const user = words[words.length - 2] as Word;
    const secret = text.slice(password.start, password.end);
    // A password's keyword among them makes them a notation of its own, generic-assignment's:
    // .netrc's `login u password p`, SQL's `LOGIN PASSWORD 'p'` (docs/rules.md, secret/generic-assignment).
    if (words.some((w) => SUBJECT_WORD.test(text.slice(w.start, w.end)))) return;
    if (judge(secret, text.slice(user.start, user.end), false))
      emit({ offset: password.start, end: password.end, secret, kind: 'secret', family: 'Password on a command line', validated: false });
  };
  return (index) => {
    const word = wordAround(index);
    // An option (`--db-password`) is no verb: refused before anything is sliced.
    if (word === undefined || text.charCodeAt(word.start) === 45) return; // -
    const verb = text.slice(word.start, word.end);
    // `*passwd -b FILE USER PW` (`-nb USER PW`), as htpasswd's is read (basic-auth.ts reads htpasswd's own).
    if ((text.charCodeAt(word.end - 1) | 32) === 100 && PASSWD_TOOL.test(verb)) {
      BATCH_FLAGS.lastIndex = word.end;
      const flags = BATCH_FLAGS.exec(text)?.[0] ?? '';
      if (BATCH.test(flags)) {
        const words = positionals(word.end + flags.length, 2);
        if (words !== undefined && words.length === (NO_FILE.test(flags) ? 2 : 3) && !inSentence(text, word.start)) report(words);
        return;
      }
    }
    // `<tool> add USER 'PW'` (Kamailio's `kamctl add 922 'pw'`): a lone `add` right after the tool, the password quoted; a package's version is none.
    if (verb.length === 3 && (verb.charCodeAt(0) | 32) === 97 && /^add$/i.test(verb)) {
      const words = toolOpens(word.start) ? positionals(word.end, 2) : undefined;
      const password = words?.length === 2 ? words[1] : undefined;
      if (words !== undefined && password?.quoted === true && !PACKAGE_VERSION.test(text.slice(password.start, password.end)))
        report(words);
      return;
    }
    // Two words (`user add`, `add user`) name the verb as one does.
    let after = word.end;
    if (!VERB.test(verb)) {
      if (!SUBJECT_WORD.test(verb)) return;
      if (!actionBefore(word.start)) {
        const next = skipBlanks(text, word.end);
        // fossil's `user password NAME PW`: a user's word, then a password's.
        const setsPassword = (verb.charCodeAt(0) | 32) === 117 && (text.charCodeAt(next) | 32) === 112; // u p
        if (!opensAction(text.charCodeAt(next)) && !setsPassword) return;
        after = next;
        while (after < next + 8 && inTable(VERB_CHAR, text.charCodeAt(after))) after++;
        const second = text.slice(next, after);
        if (!ACTION_WORD.test(second) && !(setsPassword && /^(?:password|passwd)$/i.test(second))) return;
      }
    }
    const words = positionals(after, 2);
    // Asked last: most hits of a trigger word are refused by the cheaper checks above.
    if (words !== undefined && !inSentence(text, word.start)) report(words);
  };
}

// Words of a sentence (`accounts are not allowed to login from anywhere:`): a command's words before
// its verb are a tool, `sudo`, a container's `exec`, never these.
const SENTENCE_WORD =
  /^(?:the|a|an|is|are|was|not|to|can|may|must|will|you|your|we|our|they|this|that|and|or|of|for|in|on|with|from|if|when|then|please)$/i;

/** Whether the words before the verb at `start`, back to its line's or code span's start, read as a sentence. */
function inSentence(text: string, start: number): boolean {
  let p = start;
  while (p > 0 && p > start - 120) {
    const c = text.charCodeAt(p - 1);
    if (c === 10 || c === 96) break; // a line break or a code span's backtick
    p--;
  }
  // The blank-parted words from there to the verb, walked without splitting the line.
  let count = 0;
  for (let i = p; i < start;) {
    while (i < start && isBlank(text.charCodeAt(i))) i++;
    if (i === start) break;
    const from = i;
    while (i < start && !isBlank(text.charCodeAt(i))) i++;
    if (++count > 6 || (i - from <= 6 && SENTENCE_WORD.test(text.slice(from, i)))) return true;
  }
  return false;
}
