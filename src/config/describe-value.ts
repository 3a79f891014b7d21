// Untrusted text (a config value or path, an environment value) quoted for a message through the one
// quoting helper (src/runtime/quote-text.ts): controls, separators, bidi controls and lone surrogates
// escaped, long values cut, so an error that echoes a hostile config or environment never prints a raw
// newline, NUL or terminal escape.
import { quoteText } from '../runtime/quote-text.js';

/** Most characters shown by default, counted after escaping. */
const defaultShown = 200;

/** `"value"` with controls escaped and `"` and `\` as in JSON, cut after `maxShown` characters (200). */
export function describeValue(value: string, maxShown = defaultShown): string {
  return quoteText(value, { max: maxShown });
}
