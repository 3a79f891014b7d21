// The pieces of link syntax CommonMark shares between inline links and link reference definitions
// (spec §6.3): link labels, destinations and titles, each parsed at a position of a paragraph's
// content and answering where it ends (-1: not there).

import {
  BACKSLASH,
  CLOSE_BRACKET,
  CLOSE_PAREN,
  CR,
  DOUBLE_QUOTE,
  GREATER_THAN,
  LESS_THAN,
  LF,
  OPEN_BRACKET,
  OPEN_PAREN,
  SINGLE_QUOTE,
  SPACE,
  TAB,
} from './char-codes.js';

export function isAsciiPunctuation(c: number): boolean {
  return (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
}

export function isWhitespace(c: number): boolean {
  return c === SPACE || c === TAB || c === LF || c === CR;
}

/** Skips spaces and tabs, and at most one line ending (with spaces and tabs after it). */
export function skipSpaceAndOneLineEnding(s: string, at: number, to: number): number {
  while (at < to && (s.charCodeAt(at) === SPACE || s.charCodeAt(at) === TAB)) at += 1;
  if (at < to && s.charCodeAt(at) === CR) at += 1;
  if (at < to && s.charCodeAt(at) === LF) {
    at += 1;
    while (at < to && (s.charCodeAt(at) === SPACE || s.charCodeAt(at) === TAB)) at += 1;
  }
  return at;
}

/**
 * A link label `[…]` at `at`: up to 999 characters, no unescaped bracket. Returns the index after
 * `]`, or -1. (Whether it holds a non-blank character is the caller's question.)
 */
export function linkLabelEnd(s: string, at: number, to: number): number {
  if (s.charCodeAt(at) !== OPEN_BRACKET) return -1;
  const limit = Math.min(to, at + 1001);
  for (let i = at + 1; i < limit; i++) {
    const c = s.charCodeAt(i);
    if (c === BACKSLASH && i + 1 < to && isAsciiPunctuation(s.charCodeAt(i + 1))) i += 1;
    else if (c === OPEN_BRACKET) return -1;
    else if (c === CLOSE_BRACKET) return i - at - 1 <= 999 ? i + 1 : -1;
  }
  return -1;
}

/** The label's normalised form (CommonMark §6.3: case fold, collapse whitespace), as markdown-it computes it. */
export function normalizeLabel(label: string): string {
  return label
    .trim()
    .replace(/[ \t\r\n]+/g, ' ')
    .toLowerCase()
    .toUpperCase();
}

export interface Destination {
  /** The raw destination, without angle brackets. */
  readonly rawStart: number;
  readonly rawEnd: number;
  /** Index after the destination (after `>` for the angle form). */
  readonly end: number;
}

/** A link destination at `at` (CommonMark §6.3): `<…>` or a raw run with balanced parentheses. */
export function linkDestination(s: string, at: number, to: number): Destination | undefined {
  if (at < to && s.charCodeAt(at) === LESS_THAN) {
    for (let i = at + 1; i < to; i++) {
      const c = s.charCodeAt(i);
      if (c === BACKSLASH && i + 1 < to && isAsciiPunctuation(s.charCodeAt(i + 1))) i += 1;
      else if (c === LF || c === CR || c === LESS_THAN) return undefined;
      else if (c === GREATER_THAN) return { rawStart: at + 1, rawEnd: i, end: i + 1 };
    }
    return undefined;
  }
  let depth = 0;
  let i = at;
  for (; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === BACKSLASH && i + 1 < to && isAsciiPunctuation(s.charCodeAt(i + 1))) i += 1;
    else if (c <= SPACE || c === 127) break;
    else if (c === OPEN_PAREN) {
      depth += 1;
      // markdown-it stops at 32 levels; nobody nests that deep.
      if (depth > 32) return undefined;
    } else if (c === CLOSE_PAREN) {
      if (depth === 0) break;
      depth -= 1;
    }
  }
  if (depth !== 0 || i === at) return undefined;
  return { rawStart: at, rawEnd: i, end: i };
}

/** A link title at `at` (`"…"`, `'…'` or `(…)`): the index after it, or -1. */
export function linkTitleEnd(s: string, at: number, to: number): number {
  const open = s.charCodeAt(at);
  let close: number;
  if (open === DOUBLE_QUOTE || open === SINGLE_QUOTE) close = open;
  else if (open === OPEN_PAREN) close = CLOSE_PAREN;
  else return -1;
  for (let i = at + 1; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === BACKSLASH && i + 1 < to && isAsciiPunctuation(s.charCodeAt(i + 1))) i += 1;
    else if (c === close) return i + 1;
    else if (open === OPEN_PAREN && c === OPEN_PAREN) return -1;
  }
  return -1;
}
