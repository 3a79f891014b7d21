// The character codes the Markdown readers compare `charCodeAt` results with, named once for all of them.

export const TAB = 9;
export const LF = 10;
export const CR = 13;
export const SPACE = 32;
export const EXCLAMATION = 33;
export const DOUBLE_QUOTE = 34;
export const HASH = 35;
export const SINGLE_QUOTE = 39;
export const OPEN_PAREN = 40;
export const CLOSE_PAREN = 41;
export const STAR = 42;
export const PLUS = 43;
export const MINUS = 45;
export const DOT = 46;
export const SLASH = 47;
export const COLON = 58;
export const LESS_THAN = 60;
export const EQUALS = 61;
export const GREATER_THAN = 62;
export const OPEN_BRACKET = 91;
export const BACKSLASH = 92;
export const CLOSE_BRACKET = 93;
export const UNDERSCORE = 95;
export const BACKTICK = 96;
export const TILDE = 126;
