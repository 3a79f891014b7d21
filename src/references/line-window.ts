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
  // A native search of the window (a slice shares the text's characters).
  const cut = text.slice(from, offset).lastIndexOf('\n');
  return cut === -1 ? from : from + cut + 1;
}

/**
 * The end of the line holding `offset` (its `\n`, or the text's end), or `offset + limit` when the
 * line ends further on than that.
 */
export function lineEndNear(text: string, offset: number, limit = lineWindow): number {
  const to = Math.min(text.length, offset + limit);
  const cut = text.slice(offset, to).indexOf('\n');
  return cut === -1 ? to : offset + cut;
}

/** Does a line really start at `at` (not a window's cut in a longer line)? */
export function startsLine(text: string, at: number): boolean {
  return at === 0 || text.charCodeAt(at - 1) === NEWLINE;
}

/**
 * The exact start of the line holding each offset, for offsets asked in increasing order (a pass
 * over a text's code spans): each character is searched once over the whole pass. An offset before
 * the previous one is answered through the window.
 */
export function lineStartsInOrder(text: string): (offset: number) => number {
  let searchedTo = 0;
  let lineStart = 0;
  return (offset) => {
    if (offset < searchedTo) return lineStartNear(text, offset);
    const cut = text.slice(searchedTo, offset).lastIndexOf('\n');
    if (cut !== -1) lineStart = searchedTo + cut + 1;
    searchedTo = offset;
    return lineStart;
  };
}
