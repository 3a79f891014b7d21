// A user and a password as the last two arguments after a subcommand that creates a user, sets a password or logs in, read by the verb's words whatever the tool (`add_user NAME PW`, `change_password NAME PW`, `user add NAME PW`, fossil's `user password NAME PW`, SteamCMD's `+login NAME PW`, PocketBase's `superuser upsert EMAIL PW`, `<tool> add NAME 'PW'`), and the last argument of any `*passwd -b` (docs/rules.md, secret/basic-auth).
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
// PocketBase's `superuser upsert EMAIL PW` creates the account or sets its password.
const SUBJECTS = ['user', 'login', 'passwd', 'password', 'superuser'];
const ACTIONS = ['add', 'create', 'set', 'change', 'upsert'];
// After a `*passwd` tool: its flags, one holding `b` (the password is on the command line, not prompted for).
const BATCH_FLAGS = /(?:[ \t]+-[A-Za-z]{1,8}){1,4}/y;
const BATCH = /-[A-Za-z]*b/;
// With `-n` the result is printed, so no file is named.
const NO_FILE = /-[A-Za-z]*n/;
// A package's version or requirement (`react-dom@^18`, `numpy>=1.26`, `urllib3<2`): a package manager's `add`, not a password.
const PACKAGE_VERSION = /@[\^~]?\d|[<>]|[=~!]=/;
const MAX_POSITIONALS = 3;
/** `a`, `c`, `s` or `u` in either case: how an action's word opens (most words are refused without a slice). */
const opensAction = (c: number): boolean => (c | 32) === 97 || (c | 32) === 99 || (c | 32) === 115 || (c | 32) === 117;

// The words are compared in place, ignoring ASCII case: every hit of `pass` or `user` reads its word,
// and a slice and a regular expression per hit show in keyword floods (docs/benchmarks.md).

/** Whether text[start, end) is `word` (lower case), ignoring ASCII case. */
function isWord(text: string, start: number, end: number, word: string): boolean {
  return end - start === word.length && startsWithWord(text, start, word);
}

/** Whether `word` (lower case) stands at `at`, ignoring ASCII case. */
function startsWithWord(text: string, at: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) if ((text.charCodeAt(at + k) | 32) !== word.charCodeAt(k)) return false;
  return true;
}

/** Whether text[start, end) is one of `words`. */
function isOneOf(text: string, start: number, end: number, words: readonly string[]): boolean {
  for (let k = 0; k < words.length; k++) if (isWord(text, start, end, words[k] as string)) return true;
  return false;
}

/** Whether text[start, end) is one of `firsts`, then optionally `_` or `-`, then one of `seconds`. */
function isPair(text: string, start: number, end: number, firsts: readonly string[], seconds: readonly string[]): boolean {
  for (let k = 0; k < firsts.length; k++) {
    const first = firsts[k] as string;
    if (end - start <= first.length || !startsWithWord(text, start, first)) continue;
    let rest = start + first.length;
    const c = text.charCodeAt(rest);
    if (c === 95 || c === 45) rest++; // _ -
    if (isOneOf(text, rest, end, seconds)) return true;
  }
  return false;
}

/** One word holding an action and a subject (`add_user`, `useradd`, `set-password`), or `login`/`+login` alone. */
function isVerb(text: string, start: number, end: number): boolean {
  if (text.charCodeAt(start) === 43) return isWord(text, start + 1, end, 'login'); // +
  return isWord(text, start, end, 'login') || isPair(text, start, end, ACTIONS, SUBJECTS) || isPair(text, start, end, SUBJECTS, ACTIONS);
}

/** A `*passwd` tool other than htpasswd (basic-auth.ts reads htpasswd's own). */
function isPasswdTool(text: string, start: number, end: number): boolean {
  return end - start >= 6 && startsWithWord(text, end - 6, 'passwd') && !isWord(text, start, end, 'htpasswd');
}

/** The reader of one scan: handles a hit of one of accountVerbTriggers or `login`. */
export function accountVerbReader(text: string, emit: Emit): (index: number) => void {
  const judge = passwordJudge();
  // The word wordAround found, in place of a record per hit: keyword floods wake this reader at every word.
  let wordStart = 0;
  let wordEnd = 0;
  /** Whether a blank-separated word stands around `index` (letters, digits, `_`, `-`, a leading `+`), blanks or a line's edges parting it: then [wordStart, wordEnd). */
  const wordAround = (index: number): boolean => {
    let start = index;
    while (start > index - 24 && inTable(VERB_CHAR, text.charCodeAt(start - 1))) start--;
    if (text.charCodeAt(start - 1) === 43) start--; // +
    let end = index;
    while (end < index + 32 && inTable(VERB_CHAR, text.charCodeAt(end))) end++;
    const lead = text.charCodeAt(start - 1);
    if (start > 0 && !isBlank(lead) && lead !== LF && lead !== 96) return false; // `
    wordStart = start;
    wordEnd = end;
    return isBlank(text.charCodeAt(end));
  };
  /** Whether the word before `start` on its line, parted by blanks, is an action's. */
  const actionBefore = (start: number): boolean => {
    let end = start;
    while (end > start - 8 && isBlank(text.charCodeAt(end - 1))) end--;
    let s = end;
    while (s > end - 8 && inTable(VERB_CHAR, text.charCodeAt(s - 1))) s--;
    return end < start && opensAction(text.charCodeAt(s)) && isOneOf(text, s, end, ACTIONS);
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
  /**
   * The positional arguments from `at` to the command's end (or the next option), at most three,
   * none of them a password's keyword: such words are a notation of their own, generic-assignment's:
   * .netrc's `login u password p`, SQL's `LOGIN PASSWORD 'p'` (docs/rules.md,
   * secret/generic-assignment). Refused at that word, before the rest are read.
   */
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
      if (word === undefined || isOneOf(text, word.start, word.end, SUBJECTS)) return undefined;
      words.push(word);
      i = word.end + (word.quoted ? 1 : 0);
    }
    return words.length >= min ? words : undefined;
  };
  const report = (words: readonly Word[]): void => {
    const password = words[words.length - 1] as Word;
    const user = words[words.length - 2] as Word;
    const secret = text.slice(password.start, password.end);
    if (judge(secret, text.slice(user.start, user.end), false))
      emit({ offset: password.start, end: password.end, secret, kind: 'secret', family: 'Password on a command line', validated: false });
  };
  return (index) => {
    // An option (`--db-password`) is no verb: refused before anything is sliced.
    if (!wordAround(index) || text.charCodeAt(wordStart) === 45) return; // -
    const start = wordStart;
    const end = wordEnd;
    // `*passwd -b FILE USER PW` (`-nb USER PW`), as htpasswd's is read (basic-auth.ts reads htpasswd's own).
    if ((text.charCodeAt(end - 1) | 32) === 100 && isPasswdTool(text, start, end)) {
      BATCH_FLAGS.lastIndex = end;
      const flags = BATCH_FLAGS.exec(text)?.[0] ?? '';
      if (BATCH.test(flags)) {
        const words = positionals(end + flags.length, 2);
        if (words !== undefined && words.length === (NO_FILE.test(flags) ? 2 : 3) && !inSentence(text, start)) report(words);
        return;
      }
    }
    // `<tool> add USER 'PW'` (Kamailio's `kamctl add 922 'pw'`): a lone `add` right after the tool, the password quoted; a package's version is none.
    if (isWord(text, start, end, 'add')) {
      const words = toolOpens(start) ? positionals(end, 2) : undefined;
      const password = words?.length === 2 ? words[1] : undefined;
      if (words !== undefined && password?.quoted === true && !PACKAGE_VERSION.test(text.slice(password.start, password.end)))
        report(words);
      return;
    }
    // Two words (`user add`, `add user`) name the verb as one does.
    let after = end;
    if (!isVerb(text, start, end)) {
      if (!isOneOf(text, start, end, SUBJECTS)) return;
      if (!actionBefore(start)) {
        const next = skipBlanks(text, end);
        // fossil's `user password NAME PW`: a user's word, then a password's.
        const setsPassword = (text.charCodeAt(start) | 32) === 117 && (text.charCodeAt(next) | 32) === 112; // u p
        if (!opensAction(text.charCodeAt(next)) && !setsPassword) return;
        after = next;
        while (after < next + 8 && inTable(VERB_CHAR, text.charCodeAt(after))) after++;
        if (
          !isOneOf(text, next, after, ACTIONS) &&
          !(setsPassword && (isWord(text, next, after, 'password') || isWord(text, next, after, 'passwd')))
        )
          return;
      }
    }
    const words = positionals(after, 2);
    // Asked last: most hits of a trigger word are refused by the cheaper checks above.
    if (words !== undefined && !inSentence(text, start)) report(words);
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
