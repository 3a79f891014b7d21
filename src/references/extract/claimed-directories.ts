// A directory the text says the skill holds: a code span that is nothing but one directory name
// (`timetree/`) after a piece of code it names ("the TimeTree client in `timetree/` has `create_event`
// ready"), in a sentence that says the code is there. Such a sentence describes the skill's own
// files; a sentence about the user's project, or about a directory to create, does not
// (docs/rules.md, "reference/unresolved").
import { SLASH } from '../../load/markdown/char-codes.js';
import type { MarkdownDocument } from '../../load/markdown/document.js';
import type { Reference } from '../reference.js';
import { BACKTICK, forEachCodeSpanContent } from './code-span-content.js';

/** A code span that is one directory name and its `/` (`timetree/`, `lib_v2/`). */
const oneDirectory = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}\/$/;
/** A piece of code named right before "in": "the TimeTree client in", "helpers live in". */
const codeNounBefore =
  /\b(?:client|clients|module|modules|library|libraries|package|wrapper|wrappers|helper|helpers|implementation|adapter|adapters|sdk|bindings|plumbing)\s+(?:lives?\s+|is\s+|are\s+)?in\s+$/i;
/** The sentence says the code is there: it has something, is ready, exists, ships. */
const present = /\b(?:has|have|is ready|are ready|ready|exists?|already|ships?|bundled|included|implemented|provides?)\b/i;
/** The sentence is about the user's project or about a directory to make: not the skill's own file. */
const notTheSkills =
  /\b(?:your|you|user'?s?|project|repo|repository|workspace|create|creates|generate[sd]?|mkdir|make|add|put|place|write|copy|should|must|will|would|if)\b/i;

/** The sentence around `at`: from the previous sentence end (. ! ? ; or a blank line) to the next. */
function sentenceAround(text: string, at: number): string {
  let start = at;
  while (start > 0 && at - start < 400) {
    const c = text.charAt(start - 1);
    if (c === '.' || c === '!' || c === '?' || c === ';' || (c === '\n' && text.charAt(start - 2) === '\n')) break;
    start -= 1;
  }
  let end = at;
  while (end < text.length && end - at < 400) {
    const c = text.charAt(end);
    if (
      c === '!' ||
      c === '?' ||
      c === ';' ||
      (c === '.' && !/\w/.test(text.charAt(end + 1))) ||
      (c === '\n' && text.charAt(end + 1) === '\n')
    )
      break;
    end += 1;
  }
  return text.slice(start, end);
}

/** Directories the text says the skill holds, as references to check. */
export function claimedDirectoryReferences(text: string, document: MarkdownDocument, bodyOffset: number, refs: Reference[]): void {
  forEachCodeSpanContent(text, document, bodyOffset, (start, end) => {
    // A span that does not end in `/` is passed over before it is cut out of the text.
    if (end - start > 65 || text.charCodeAt(end - 1) !== SLASH || !oneDirectory.test(text.slice(start, end))) return;
    let open = start;
    while (open > 0 && text.charCodeAt(open - 1) === BACKTICK) open -= 1;
    if (!codeNounBefore.test(text.slice(Math.max(0, open - 60), open))) return;
    const sentence = sentenceAround(text, start);
    if (!present.test(sentence) || notTheSkills.test(sentence)) return;
    refs.push({ target: text.slice(start, end), offset: start, kind: 'path', tentative: false });
  });
}
