// A header's value written before its name, read for the header rule: Swift's `setValue("…", forHTTPHeaderField: "X-API-Key")` and Objective-C's `[request setValue:@"…" forHTTPHeaderField:@"Authorization"]` (`addValue` too).
// The value is judged under the header's name as if written `Name: value` (docs/rules.md, secret/auth-header).

const FIELD = 'forHTTPHeaderField:';
const MAX_VALUE = 1024;
const isBlank = (c: number): boolean => c === 32 || c === 9;
const setters = ['setValue', 'addValue'];

/** Back over blanks from `at`, at most `limit` of them. */
function blanksBack(text: string, at: number, limit = 8): number {
  let p = at;
  while (p > at - limit && isBlank(text.charCodeAt(p - 1))) p--;
  return p;
}

/**
 * Where the value of the header named at `nameStart` (inside its string literal) starts, when the
 * name is a `forHTTPHeaderField:` argument after a literal value; -1 otherwise. Read backwards a
 * bounded distance: the name's quote (and Objective-C's `@`), the label, `,` in Swift, the value's
 * literal, then `setValue(`/`setValue:` or `addValue`.
 */
export function valueBeforeHeaderField(text: string, nameStart: number): number {
  let p = nameStart;
  if (text.charCodeAt(p - 1) !== 34) return -1; // "
  p--;
  if (text.charCodeAt(p - 1) === 64) p--; // @
  p = blanksBack(text, p);
  if (!text.startsWith(FIELD, p - FIELD.length)) return -1;
  p = blanksBack(text, p - FIELD.length);
  if (text.charCodeAt(p - 1) === 44) p = blanksBack(text, p - 1); // ,
  if (text.charCodeAt(p - 1) !== 34) return -1; // the value's closing quote
  const close = p - 1;
  let open = close - 1;
  while (open > close - MAX_VALUE && open >= 0) {
    const c = text.charCodeAt(open);
    if (c === 34) break;
    if (c === 10 || c === 92) return -1; // a line break or an escape
    open--;
  }
  if (text.charCodeAt(open) !== 34) return -1;
  let q = open;
  if (text.charCodeAt(q - 1) === 64) q--; // @
  q = blanksBack(text, q);
  const mark = text.charCodeAt(q - 1);
  if (mark !== 40 && mark !== 58) return -1; // ( :
  for (const setter of setters) if (text.startsWith(setter, q - 1 - setter.length)) return open + 1;
  return -1;
}
