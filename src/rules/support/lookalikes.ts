// Characters that render like the ASCII letters, digits and hyphen a skill name may use. NFKC covers
// fullwidth and compatibility forms; this table covers the common cross-script homoglyphs NFKC leaves
// alone (Cyrillic, Greek, dotless i, typographic dashes).
const homoglyphs: Readonly<Record<string, string>> = {
  '\u0430': 'a',
  '\u0435': 'e',
  '\u043e': 'o',
  '\u0440': 'p',
  '\u0441': 'c',
  '\u0443': 'y',
  '\u0445': 'x',
  '\u0456': 'i',
  '\u0458': 'j',
  '\u0455': 's',
  '\u0501': 'd',
  '\u04bb': 'h',
  '\u051b': 'q',
  '\u051d': 'w',
  '\u0261': 'g',
  '\u03b1': 'a',
  '\u03bf': 'o',
  '\u03bd': 'v',
  '\u03c1': 'p',
  '\u03b9': 'i',
  '\u03ba': 'k',
  '\u0131': 'i',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
};

/** The ASCII a reader would take this text for: NFKC, homoglyphs replaced, lower-cased. */
export function asciiSkeleton(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC')) out += homoglyphs[char] ?? char;
  return out.toLowerCase();
}

/** The ASCII character `char` imitates, when it imitates one. */
export function imitatedAscii(char: string): string | undefined {
  const mapped = asciiSkeleton(char);
  return /^[a-z0-9-]$/.test(mapped) ? mapped : undefined;
}
