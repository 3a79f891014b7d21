// A keyword or symbol naming a secret followed by its literal, read for the generic secret assignment: Clojure's and EDN's maps (`{:user "app" :password "…"}`, `:db/password "…"`), and Ruby's and Elixir's symbol arguments (`set :password, "…"`).
// The symbol is the value's name as an assignment's name is (docs/rules.md, secret/generic-assignment);
// any other expression after it (`(System/getenv "X")`, `ENV["X"]`, `ask(…)`) is no literal.
import { plainLiteralEnd } from './string-literal.js';
import { type Assignment, pairedAssignment } from './assignment.js';

const MAX_NAME = 80;
const MAX_VALUE = 512;
const isNameChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46 || c === 47;
const isBlank = (c: number): boolean => c === 32 || c === 9;
// What may stand before a keyword's `:`: the text's start, a blank or a line break, or an opening bracket or `,`.
const isKeywordLead = (c: number): boolean =>
  Number.isNaN(c) || isBlank(c) || c === 10 || c === 13 || c === 123 || c === 40 || c === 91 || c === 44;

/**
 * The literal after the keyword or symbol whose name holds `index` and ends at `nameEnd`, paired
 * with the name (a namespaced keyword's last part: `:db/password` names a password); or undefined.
 * Between them: blanks (EDN, where a `,` is a blank too) or `,` and blanks (Ruby's arguments).
 */
export function symbolPair(text: string, index: number, nameEnd: number): Assignment | undefined {
  const after = text.charCodeAt(nameEnd);
  if (after !== 44 && !isBlank(after)) return undefined; // ,
  let start = index;
  while (start > index - MAX_NAME && isNameChar(text.charCodeAt(start - 1))) start--;
  if (text.charCodeAt(start - 1) !== 58 || !isKeywordLead(text.charCodeAt(start - 2))) return undefined; // :
  let i = nameEnd;
  if (text.charCodeAt(i) === 44) i++; // ,
  while (i < nameEnd + 9 && isBlank(text.charCodeAt(i))) i++;
  if (i === nameEnd) return undefined;
  const quote = text.charCodeAt(i);
  if (quote !== 34 && quote !== 39) return undefined; // " '
  const valueStart = i + 1;
  const end = plainLiteralEnd(text, valueStart, quote, MAX_VALUE);
  if (end === -1) return undefined;
  let nameStart = nameEnd;
  while (nameStart > start && text.charCodeAt(nameStart - 1) !== 47) nameStart--; // /
  return pairedAssignment(text, nameStart, nameEnd, valueStart, end, String.fromCharCode(quote));
}
