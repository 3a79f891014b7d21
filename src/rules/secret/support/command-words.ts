// The words of a shell command line as the readers of passwords on command lines see them: an argument (quoted or bare), the end of a command, one command continued over lines with `\`, the nearest option of a kind in the same command, and the judgement of a password read there (docs/rules.md, secret/basic-auth).
import { charTable, inTable } from '../engine/chars.js';
import { isChosenPassword, isStrongPassword } from '../engine/judge.js';
import { BACKSLASH, CR, isBlank, LF } from './char-codes.js';
import { VerdictMemo } from './verdict-memo.js';

const ARG_STOP = charTable(' \t\r\n"\'`;|&<>()');
const MAX_ARG = 256;
// How far apart two words of one command may stand: further, they are read as unrelated.
const MAX_COMMAND = 512;

export interface Word {
  readonly start: number;
  readonly end: number;
  /** Whether the word was written in quotes (start and end are inside them). */
  readonly quoted: boolean;
}

/** The argument at `at`: a quoted string (to its quote, on its line) or a bare word, at most 256 characters. */
export function wordAt(text: string, at: number): Word | undefined {
  const q = text.charCodeAt(at);
  const quoted = q === 34 || q === 39; // " '
  const start = quoted ? at + 1 : at;
  const stop = Math.min(text.length, start + MAX_ARG + 1);
  let end = start;
  while (end < stop && (quoted ? text.charCodeAt(end) !== q && text.charCodeAt(end) !== LF : !inTable(ARG_STOP, text.charCodeAt(end))))
    end++;
  if (end === start || end > start + MAX_ARG || (quoted && text.charCodeAt(end) !== q)) return undefined;
  return { start, end, quoted };
}

/** The position after the blanks (at most 16) at `at`. */
export function skipBlanks(text: string, at: number): number {
  let i = at;
  while (i < at + 16 && isBlank(text.charCodeAt(i))) i++;
  return i;
}

/** Whether the command ends at `at` (after blanks): a line break, the text's end, `;`, `|`, `&`, `)`, a backtick or a comment. */
export function endsCommand(text: string, at: number): boolean {
  const i = skipBlanks(text, at);
  if (i >= text.length) return true;
  const c = text.charCodeAt(i);
  return c === LF || c === CR || c === 59 || c === 124 || c === 38 || c === 41 || c === 96 || c === 35; // ; | & ) ` #
}

/** Whether a line break at `lf` is escaped by a `\` before it: the command goes on on the next line. */
export function continuesAt(text: string, lf: number): boolean {
  const before = text.charCodeAt(lf - 1) === CR ? lf - 2 : lf - 1;
  return text.charCodeAt(before) === BACKSLASH;
}

/** The first line break at or after `from` that no `\` escapes (where a command ends), or -1. */
function hardBreakFrom(text: string, from: number): number {
  let lf = text.indexOf('\n', from);
  while (lf !== -1 && continuesAt(text, lf)) lf = text.indexOf('\n', lf + 1);
  return lf;
}

/**
 * The nearest match of `pattern` (global) in the same command as an offset (near it, and no
 * unescaped line break between), asked in increasing offset order: the text is searched once,
 * forward, for the matches and for the line breaks, and only the nearest match on either side is
 * compared (a break that parts the nearest parts every one further away).
 */
export function optionNear(text: string, pattern: RegExp): (index: number) => RegExpExecArray | undefined {
  const search = new RegExp(pattern.source, pattern.flags);
  let before: RegExpExecArray | undefined;
  let next: RegExpExecArray | null | undefined;
  let breakBefore = -1;
  let breakAfter = -2;
  return (index) => {
    if (next === undefined) next = search.exec(text);
    while (next !== null && next.index < index) {
      before = next;
      next = search.exec(text);
    }
    while (breakAfter !== -1 && breakAfter < index) {
      if (breakAfter >= 0) breakBefore = breakAfter;
      breakAfter = hardBreakFrom(text, breakAfter + 1);
    }
    if (before !== undefined && before.index >= breakBefore && index - before.index <= MAX_COMMAND) return before;
    return next !== null && (breakAfter === -1 || next.index < breakAfter) && next.index - index <= MAX_COMMAND ? next : undefined;
  };
}

const IN_PASSWORD_PLACE = { passwordPlace: true };

/**
 * The judge's password test for one scan, each distinct value judged once per test (a flood that
 * repeats a command pays one judgement, docs/benchmarks.md): `strong` asks for a strong password,
 * else a chosen one; the user only refuses a password that repeats it.
 */
export function passwordJudge(): (password: string, user: string, strong: boolean) => boolean {
  const verdicts = new VerdictMemo();
  return (password, user, strong) => {
    if (user !== '' && password.toLowerCase() === user.toLowerCase()) return false;
    const how = strong ? 1 : 0;
    const kept = verdicts.get(password, how);
    if (kept !== -1) return kept === 1;
    return (
      verdicts.set(password, how, (strong ? isStrongPassword(password, '', IN_PASSWORD_PLACE) : isChosenPassword(password)) ? 1 : 0) === 1
    );
  };
}
