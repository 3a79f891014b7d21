// The character codes the secret notation readers compare with (assignments, string literals, separated pairs), named once.
export const TAB = 9;
export const LF = 10;
export const CR = 13;
export const SPACE = 32;
export const DQUOTE = 34;
export const HASH = 35;
export const SQUOTE = 39;
export const STAR = 42;
export const PLUS = 43;
export const COMMA = 44;
export const DOT = 46;
export const COLON = 58;
export const LT = 60;
export const EQUALS = 61;
export const GT = 62;
export const QUESTION = 63;
export const BACKSLASH = 92;
export const BACKTICK = 96;
export const PIPE = 124;
export const TILDE = 126;

/** A blank inside a line: a space or a tab. */
export const isBlank = (c: number): boolean => c === SPACE || c === TAB;
/** A double or a single quote. */
export const isQuote = (c: number): boolean => c === DQUOTE || c === SQUOTE;
