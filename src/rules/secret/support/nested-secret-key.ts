// A loose `key` member whose parent key names a cipher or a signature (Magento's `'crypt' => ['key' => '…']`, JSON's `"encryption": {"key": "…"}`), read for the generic secret assignment: the parent says the key is a secret, not a lookup key (docs/rules.md, secret/generic-assignment).
import type { Assignment } from './assignment.js';

// The parent's name, its `=>`, `:` or `=`, and the bracket that opens the member's map (PHP's `array(` too).
const PARENT = /(?:crypt|encryption|cipher|secret|signing)["']?\]?[ \t]*(?:=>|:|=)[ \t]*(?:array[ \t]*\(|\[|\{)$/i;
const REACH = 160;

/** Whether the `key` member sits in a map opened under a cipher's or a signature's name. */
export function isNestedSecretKey(text: string, a: Assignment): boolean {
  // Shorter than a secret's value: no walk (a flood of short keys costs nothing here).
  if (a.value.length < 16 || a.name.length !== 3 || a.name.toLowerCase() !== 'key') return false;
  // Back to the bracket that opens the member's map, over its earlier members (a bounded walk).
  let depth = 0;
  let i = a.nameStart - 1;
  for (const stop = Math.max(0, a.nameStart - REACH); i >= stop; i--) {
    const c = text.charCodeAt(i);
    if (c === 93 || c === 125 || c === 41)
      depth++; // ] } )
    else if (c === 91 || c === 123 || c === 40) {
      if (depth === 0) break;
      depth--;
    }
  }
  if (i < 0 || i < a.nameStart - REACH) return false;
  return PARENT.test(text.slice(Math.max(0, i - 40), i + 1));
}
