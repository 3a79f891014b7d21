// A method named for a secret given its literal, read for the generic secret assignment: builder and setter methods after `.`, `->` or Lua's `:` (`.password("…")`, `.apiKey("…")`, `.bearer_auth("…")`, a Redis client's `:auth("…")`).
// The method's name says what its one argument is, as an assignment's name does (docs/rules.md,
// secret/generic-assignment). Accessors (`getPassword("name")`) take a secret's name, never its value.
import { plainLiteralEnd } from './string-literal.js';
import { type Assignment, nameWords, pairedAssignment } from './assignment.js';

export type MethodKind = 'password' | 'secret';

/** A method's literal argument and the kind of value its name gives it. */
export interface MethodArgument {
  readonly assignment: Assignment;
  readonly kind: MethodKind;
}

const MAX_NAME = 64;
const MAX_VALUE = 512;
// Verbs whose argument names a secret or asks about one (`getToken("github")`, `hasPassword("x")`).
const accessorVerbs = new Set(['get', 'read', 'fetch', 'load', 'lookup', 'find', 'has', 'is', 'delete', 'remove', 'list', 'describe']);
const isWordChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/** Whether a method's name starts at `start`: after `.` (not `..`), `->`, or a single `:` after a receiver (Lua). */
function isMethodLead(text: string, start: number): boolean {
  const c = text.charCodeAt(start - 1);
  const before = text.charCodeAt(start - 2);
  if (c === 46) return before !== 46; // .
  if (c === 62) return before === 45; // ->
  return c === 58 && (isWordChar(before) || before === 41 || before === 93); // `red:auth(`, not `::` or `a: f(`
}

/**
 * The kind of value a method's name takes: a Redis client's `auth` takes its password, reqwest's
 * `bearer_auth` its token; any other name is judged as an assignment's (`password`, `apiKey`, `token`).
 */
function methodKind(name: string, nameKind: (name: string) => string | undefined): MethodKind | undefined {
  const words = nameWords(name);
  if (accessorVerbs.has(words[0] ?? '')) return undefined;
  if (words.length === 1 && words[0] === 'auth') return 'password';
  if (words.length === 2 && words[0] === 'bearer' && words[1] === 'auth') return 'secret';
  const kind = nameKind(name);
  return kind === 'password' || kind === 'secret' ? kind : undefined;
}

/**
 * The one quoted literal argument of the method whose name holds `index` and whose `(` is at
 * `open`, with the kind its name gives it; or undefined (a variable, a number, two arguments).
 */
export function secretMethodArgument(
  text: string,
  index: number,
  open: number,
  nameKind: (name: string) => string | undefined,
): MethodArgument | undefined {
  let start = index;
  while (start > index - MAX_NAME && isWordChar(text.charCodeAt(start - 1))) start--;
  if (!isMethodLead(text, start)) return undefined;
  let i = open + 1;
  while (i < open + 41 && isSpace(text.charCodeAt(i))) i++;
  const quote = text.charCodeAt(i);
  if (quote !== 34 && quote !== 39 && quote !== 96) return undefined; // " ' `
  const valueStart = i + 1;
  const end = plainLiteralEnd(text, valueStart, quote, MAX_VALUE);
  if (end === -1) return undefined;
  let close = end + 1;
  while (close < end + 41 && isSpace(text.charCodeAt(close))) close++;
  if (text.charCodeAt(close) !== 41) return undefined; // )
  const name = text.slice(start, open);
  const kind = methodKind(name, nameKind);
  if (kind === undefined) return undefined;
  return { assignment: pairedAssignment(text, start, open, valueStart, end, String.fromCharCode(quote), name), kind };
}

/** The literals (case-sensitive) that wake a client's `auth` method, whose name holds no secret's word. */
export const AUTH_METHOD_TRIGGERS = ['.auth(', ':auth(', '->auth('];
