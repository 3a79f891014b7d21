// A network's `accounts` list of private keys, read for the generic secret assignment: Hardhat's and Truffle's `accounts: ["0x<64 hex>"]` (https://hardhat.org/hardhat-runner/docs/config#json-rpc-based-networks), each 32-byte key drawn at random a secret; a reference (`process.env.PRIVATE_KEY`) or an address (20 bytes) is none.
import { isRandomHexKey } from '../engine/judge.js';

export const ACCOUNTS_TRIGGER = 'accounts';

// Sticky after `accounts`: a closing quote, `:` or `=`, and the list's `[`.
const LIST_OPEN = /["']?[ \t]*[:=][ \t]*\[/y;
// Sticky: one element, a quoted `0x` and 64 hex digits (group 2), then `,` or `]`.
const KEY_ELEMENT = /[ \t\r\n]{0,40}(["'`])0x([0-9a-fA-F]{64})\1[ \t\r\n]{0,40}(,|\])/y;
const MAX_KEYS = 16;

/** The spans of the random private keys (their hex digits) listed after `accounts` at `index`. */
export function accountKeyList(text: string, index: number): [number, number][] {
  LIST_OPEN.lastIndex = index + ACCOUNTS_TRIGGER.length;
  if (!LIST_OPEN.test(text)) return [];
  const found: [number, number][] = [];
  KEY_ELEMENT.lastIndex = LIST_OPEN.lastIndex;
  for (let n = 0; n < MAX_KEYS; n++) {
    const from = KEY_ELEMENT.lastIndex;
    const m = KEY_ELEMENT.exec(text);
    const hex = m?.[2];
    if (m === null || hex === undefined) break;
    const start = from + m[0].indexOf(hex);
    if (isRandomHexKey(hex, 64)) found.push([start, start + hex.length]);
    if (m[3] === ']') break;
  }
  return found;
}
