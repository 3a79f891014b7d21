// Backslash escapes and character references in link destinations (CommonMark §2.4, §2.5): what a
// destination means once `\(` and `&amp;` are read. Numeric references are decoded in full; named
// ones from the set people write in paths and URLs (the full HTML5 table is 2,000 names, none of
// which appear in file names), and an unknown name stays as written, as CommonMark leaves it.

const named: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  lpar: '(',
  rpar: ')',
  lsqb: '[',
  rsqb: ']',
  lbrack: '[',
  rbrack: ']',
  lcub: '{',
  rcub: '}',
  lbrace: '{',
  rbrace: '}',
  num: '#',
  percnt: '%',
  period: '.',
  sol: '/',
  bsol: '\\',
  colon: ':',
  semi: ';',
  comma: ',',
  excl: '!',
  quest: '?',
  equals: '=',
  plus: '+',
  lowbar: '_',
  UnderBar: '_',
  hyphen: '\u2010',
  dash: '\u2010',
  ast: '*',
  midast: '*',
  commat: '@',
  dollar: '$',
  Tab: '\t',
  NewLine: '\n',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  grave: '`',
  verbar: '|',
  vert: '|',
  Hat: '^',
  tilde: '\u02dc',
  auml: '\u00e4',
  ouml: '\u00f6',
  uuml: '\u00fc',
  szlig: '\u00df',
  eacute: '\u00e9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  agrave: '\u00e0',
  ccedil: '\u00e7',
  ntilde: '\u00f1',
};

const reference = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/y;
const ASCII_PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;

function codePoint(value: number): string {
  return value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff) ? '\ufffd' : String.fromCodePoint(value);
}

/** `raw` with backslash escapes of ASCII punctuation and character references replaced. */
export function unescapeDestination(raw: string): string {
  if (raw.indexOf('\\') === -1 && raw.indexOf('&') === -1) return raw;
  let out = '';
  for (let at = 0; at < raw.length;) {
    const c = raw[at] as string;
    if (c === '\\' && at + 1 < raw.length && ASCII_PUNCTUATION.test(raw[at + 1] as string)) {
      out += raw[at + 1];
      at += 2;
    } else if (c === '&') {
      reference.lastIndex = at;
      const match = reference.exec(raw);
      let decoded: string | undefined;
      if (match !== null) {
        if (match[1] !== undefined) decoded = codePoint(parseInt(match[1], 16));
        else if (match[2] !== undefined) decoded = codePoint(parseInt(match[2], 10));
        else decoded = named[match[3] as string];
      }
      if (match !== null && decoded !== undefined) {
        out += decoded;
        at += match[0].length;
      } else {
        out += c;
        at += 1;
      }
    } else {
      out += c;
      at += 1;
    }
  }
  return out;
}
