// The line around an offset as the reference policy reads it: never more than a bounded window
// either side, so a hostile file of one endless line costs a bounded read per candidate instead of
// the whole line each time (docs/security.md: nothing hangs on a hostile tree).

const NEWLINE = 10;

/** How far either side of an offset its line is read, unless a caller asks for less. */
export const lineWindow = 1024;

/**
 * The start of the line holding `offset` (just after its `\n`, or 0), or `offset - limit` when the
 * line starts further back than that.
 */
export function lineStartNear(text: string, offset: number, limit = lineWindow): number {
  const from = offset > limit ? offset - limit : 0;
  for (let at = offset - 1; at >= from; at--) if (text.charCodeAt(at) === NEWLINE) return at + 1;
  return from;
}

/**
 * The end of the line holding `offset` (its `\n`, or the text's end), or `offset + limit` when the
 * line ends further on than that.
 */
export function lineEndNear(text: string, offset: number, limit = lineWindow): number {
  const to = Math.min(text.length, offset + limit);
  for (let at = offset; at < to; at++) if (text.charCodeAt(at) === NEWLINE) return at;
  return to;
}

/** Does a line really start at `at` (not a window's cut in a longer line)? */
export function startsLine(text: string, at: number): boolean {
  return at === 0 || text.charCodeAt(at - 1) === NEWLINE;
}
