// An Erlang node's cookie, read for the generic secret assignment: `-setcookie <cookie>` (vm.args, `erl -setcookie`) and `*_ERLANG_COOKIE=<cookie>` (RabbitMQ's), where a cookie of 20 random upper-case letters, the shape Erlang and RabbitMQ generate, is a secret.
// The cookie is the shared secret that lets a node join the cluster and run code on it
// (docs/rules.md, secret/generic-assignment).
import { isPublishedExample } from './known-examples.js';
import { looksRandom } from '../engine/randomness.js';
import { isComposedOfCommonWords } from '../engine/judge.js';

/** The literals that wake these readings: the flag (case-sensitive) and the variable's end (case-insensitive). */
export const SETCOOKIE_TRIGGER = '-setcookie';
export const erlangCookieTriggers = ['erlang_cookie', 'erlangcookie'];

const MAX_COOKIE = 256;
const isBlank = (c: number): boolean => c === 32 || c === 9;
const isWordEnd = (c: number): boolean => Number.isNaN(c) || isBlank(c) || c === 10 || c === 13 || c === 34 || c === 39;

// Words a person writes into a cookie of that length (`MYSECRETERLANGCOOKIE`); a draw of 20 letters
// holds one of them about once in ten million.
const TYPED_WORD = /SECRET|COOKIE|ERLANG|RABBIT|CLUSTER|CHANGE|DEFAULT|EXAMPLE|SAMPLE|PASSWORD|DUMMY/;

/** The generated shape: 20 upper-case letters drawn at random (typed words or a run of one letter are not). */
export function isGeneratedCookie(value: string): boolean {
  return (
    /^[A-Z]{20}$/.test(value) &&
    looksRandom(value, 26) &&
    !TYPED_WORD.test(value) &&
    !isComposedOfCommonWords(value) &&
    !isPublishedExample(value)
  );
}

/** The cookie after `-setcookie` at `index` as [start, end, quote], or undefined. */
export function setcookieValue(text: string, index: number): [number, number, string] | undefined {
  const before = text.charCodeAt(index - 1);
  if (index > 0 && !isBlank(before) && before !== 10 && before !== 13) return undefined;
  let at = index + SETCOOKIE_TRIGGER.length;
  const from = at;
  while (at < from + 8 && isBlank(text.charCodeAt(at))) at++;
  if (at === from) return undefined;
  const q = text.charCodeAt(at);
  const quoted = q === 34 || q === 39;
  const start = quoted ? at + 1 : at;
  let end = start;
  while (
    end < start + MAX_COOKIE &&
    !(quoted ? text.charCodeAt(end) === q || text.charCodeAt(end) === 10 : isWordEnd(text.charCodeAt(end)))
  )
    end++;
  if (end === start || (quoted && text.charCodeAt(end) !== q)) return undefined;
  return [start, end, quoted ? String.fromCharCode(q) : ''];
}
