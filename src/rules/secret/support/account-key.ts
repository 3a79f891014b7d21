// A loose `key` that its surroundings say is an account's API key, read for the generic secret assignment: an env var `<VENDOR>_KEY` holding 32 or more random hex digits (`KAGGLE_KEY`), and a JSON `"key"` beside the account's `"username"` (kaggle.json) or an RTMP `"server"` (OBS's stream key) (docs/rules.md, secret/generic-assignment).
import { isRandomHexKey } from '../engine/judge.js';
import type { Assignment } from './assignment.js';
import { nextMatch } from './next-match.js';

// `<VENDOR>_KEY`: one all-caps word and `KEY` (a lookup key's names, `CACHE_KEY`, `GPG_KEY`, never get here).
const VENDOR_KEY = /^[A-Z][A-Z0-9]{2,15}_KEY$/;
// A member of the same JSON object that says whose key it is.
const ACCOUNT_MEMBER = /"(?:username|user"|server"[ \t]*:[ \t]*"rtmps?:\/\/)/y;
const REACH = 256;

/**
 * Whether a `key` read as a loose key is an account's API key (then judged as a secret's value). The
 * account's member is searched once over the text (next-match.ts), so a flood of keys costs one search.
 */
export function accountKeyReader(text: string): (a: Assignment) => boolean {
  const nextMember = nextMatch(text, '"', ACCOUNT_MEMBER);
  return (a) => {
    if (a.value.length < 16) return false;
    if (a.quote === '"' && a.name === 'key') {
      const m = nextMember(Math.max(0, a.nameStart - REACH));
      if (m > a.valueEnd + REACH) return false;
      // In the same object: no brace between the member and the key.
      const [from, to] = m < a.nameStart ? [m, a.nameStart] : [a.valueEnd, m];
      for (let i = from; i < to; i++) if (text.charCodeAt(i) === 123 || text.charCodeAt(i) === 125) return false; // { }
      return true;
    }
    // A hex key's digits are not a digest under a vendor's name: 32 to 64 of them, drawn at random.
    return a.value.length >= 32 && a.value.length <= 64 && VENDOR_KEY.test(a.name) && isRandomHexKey(a.value, 32);
  };
}
