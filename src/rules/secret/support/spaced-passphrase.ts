// A passphrase of two or three words and a number parted by blanks (`"quill linen2505"`, `"5152 Oak Amber"`), read under a password's name for the generic secret assignment: a value with blanks is prose elsewhere, but a Wi-Fi or key passphrase is often words someone chose (docs/rules.md, secret/generic-assignment).
import { isComposedOfCommonWords } from '../engine/judge.js';
import { hasPlaceholderWord } from '../engine/randomness.js';

const PHRASE = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+){1,2}$/;
// A word of a phrase: lower case or capitalised, with a vowel, a number after it or none.
const WORD = /^(?:[a-z]{3,}|[A-Z][a-z]{2,})[0-9]*$/;
const VOWEL = /[aeiouy]/i;

/** Whether a value is two or three words and a number of two digits or more, parted by single blanks. */
export function isSpacedPassphrase(value: string): boolean {
  if (value.length < 8 || value.length > 48 || !PHRASE.test(value) || !/[0-9]{2}/.test(value)) return false;
  if (hasPlaceholderWord(value) || isComposedOfCommonWords(value)) return false;
  let words = 0;
  for (const part of value.split(' ')) {
    if (WORD.test(part) && VOWEL.test(part)) words++;
    else if (!/^[0-9]+$/.test(part)) return false;
  }
  return words >= 2;
}
