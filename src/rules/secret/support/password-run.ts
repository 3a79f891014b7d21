// A bare value that is a password's run of characters rather than code, read for the generic secret assignment (`secret = Hb4^kT9!wQ2.nR7x` in FreeRADIUS' clients.conf, `shared_secret = …`): three or four classes with a mark inside, and neither a chain of names (`cfg.Secret2`) nor names and numbers between operators (`key^mask`, `!flag`) (docs/rules.md, secret/generic-assignment).

import { isIdentifierLike } from '../engine/judge.js';

// A run of letters and digits: a name's part or a number.
const WORD = /[A-Za-z0-9]+/g;
// A name an expression uses: one case, capitalised, or camelCase words (isIdentifierLike).
const NAME = /^(?:[a-z_]+|[A-Z_]+|[A-Z][a-z_]+)$/;
const NUMBER = /^(?:0x[0-9A-Fa-f]+|[0-9]+)$/;
// A word or a letter numbered (`Del2`, `F5`, `v1`, `Beta4`): a key chord's, a version's or a name's part.
const NUMBERED = /^(?:[A-Z]?[a-z]*|[A-Z]+)[0-9]{1,2}$/;
const VOWEL = /[aeiouyAEIOUY]/;
// Marks of code, paths and times, which a password's run holds none of: a blank, a quote, a bracket, `$`, `,`, `;`, `:`, `/`, `\`.
const NOT_IN_RUN = /[\s"'`()[\]{}<>$,;:/\\]/;

/**
 * The classes a password's run mixes (lower case, upper case, digits, marks), or 0 when the value is
 * code or too short: a mark other than `.` stands inside, and parts that are all names or numbers are a chain (`cfg.Secret2`) or an expression
 * (`width*2`, `key^mask`), where a password's parts mix cases and digits at random.
 */
export function passwordRunClasses(value: string): number {
  if (value.length < 8 || value.length > 128 || NOT_IN_RUN.test(value)) return 0;
  let lower = 0;
  let upper = 0;
  let digit = 0;
  let inner = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 97 && c <= 122) lower = 1;
    else if (c >= 65 && c <= 90) upper = 1;
    else if (c >= 48 && c <= 57) digit = 1;
    // A mark inside, not a name's `_` nor a member's `.` alone (`ACCESS_TOKEN = zaqV3.MTxSUi3` reads a member).
    else if (c !== 95 && c !== 46 && i > 0 && i < value.length - 1) inner = 1;
  }
  if (inner === 0) return 0;
  const operands = value.match(WORD) ?? [];
  if (operands.every(isCodeOperand)) return 0;
  return lower + upper + digit + inner;
}

/** A part an expression, a chain or a chord is made of: a name, a number or a numbered word. */
function isCodeOperand(part: string): boolean {
  if (NAME.test(part) || NUMBER.test(part)) return true;
  if (NUMBERED.test(part)) {
    const letters = part.replace(/[0-9]+$/, '');
    return letters.length < 2 || VOWEL.test(letters);
  }
  return isIdentifierLike(part);
}
