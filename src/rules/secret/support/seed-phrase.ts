// A wallet's recovery phrase under its name (`MNEMONIC="…"`, `mnemonic: "…"`, `seed phrase: …`): 12 to 24 lower-case words of three to eight letters, the shape of a BIP39 mnemonic (https://github.com/bitcoin/bips/blob/master/bip-0039.mediawiki), read for the generic secret assignment; a published test phrase repeats its words and stays quiet.

export const SEED_PHRASE_TRIGGERS = ['mnemonic', 'seed phrase', 'seed_phrase', 'seedphrase'];

// After the name: the rest of the name, a closing quote, `:`, `=` or `=>`, an opening quote, the words.
const PHRASE = /[A-Za-z0-9_]{0,32}["']?[ \t]*(?::|=>?)[ \t]*(["'`]?)((?:[a-z]{3,8} ){11,23}[a-z]{3,8})(?=\1)/y;
// Function words a sentence about the phrase holds and no BIP39 word list does.
const PROSE = /^(?:the|and|you|your|yours|our|here|with|from|are|for|was|were|will|into|that|which)$/;

/** The span of the phrase named at `index` (the trigger `literal`), or undefined. */
export function seedPhrase(text: string, index: number, literal: string): [number, number] | undefined {
  PHRASE.lastIndex = index + literal.length;
  const m = PHRASE.exec(text);
  const phrase = m?.[2];
  if (m === null || phrase === undefined) return undefined;
  // The quote must close the phrase; a bare phrase ends its line.
  const end = PHRASE.lastIndex;
  if (m[1] === '' && !/^[ \t]*(?:\r?\n|$)/.test(text.slice(end, end + 8))) return undefined;
  const words = phrase.split(' ');
  if (words.length % 3 !== 0 || words.some((w) => PROSE.test(w))) return undefined;
  // Drawn from 2048 words, a real phrase rarely repeats one; the test phrases (`test test … junk`) do.
  if (new Set(words).size < words.length - 2) return undefined;
  return [end - phrase.length, end];
}
