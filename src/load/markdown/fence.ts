// The one definition of a fenced code block's fence lines (CommonMark 0.31 §4.5): what opens a fence
// and what closes it. The block parser (blocks.ts) and the body rules' paragraph reader both ask
// here; each decides itself how far a fence line may be indented.

import { BACKTICK, SPACE, TAB, TILDE } from './char-codes.js';

/** A fence opened on a line: its marker character and run length. */
export interface Fence {
  readonly marker: number;
  readonly length: number;
}

/**
 * The fence the line [start, end) opens, if any: `[ \t]*` then 3 or more backticks or tildes. A
 * backtick fence's info string may not contain a backtick (CommonMark 0.31 §4.5).
 */
export function fenceOpenedBy(text: string, start: number, end: number): Fence | undefined {
  let at = start;
  while (at < end && (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB)) at += 1;
  const marker = text.charCodeAt(at);
  if (at >= end || (marker !== BACKTICK && marker !== TILDE)) return undefined;
  let runEnd = at;
  while (runEnd < end && text.charCodeAt(runEnd) === marker) runEnd += 1;
  if (runEnd - at < 3) return undefined;
  if (marker === BACKTICK) for (let i = runEnd; i < end; i++) if (text.charCodeAt(i) === BACKTICK) return undefined;
  return { marker, length: runEnd - at };
}

/** Does the line [start, end) close `fence`: `[ \t]*`, at least as long a run of its marker, `[ \t]*`? */
export function closesFence(text: string, start: number, end: number, fence: Fence): boolean {
  let at = start;
  while (at < end && (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB)) at += 1;
  const runStart = at;
  while (at < end && text.charCodeAt(at) === fence.marker) at += 1;
  if (at - runStart < fence.length) return false;
  while (at < end && (text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB)) at += 1;
  return at === end;
}
