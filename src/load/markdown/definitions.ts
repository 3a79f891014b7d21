// Link reference definitions (CommonMark §4.7): `[label]: destination "title"` lines at the start
// of a paragraph. A definition ends with its line; what follows on the same line makes it no
// definition, so `[ECG, etc.]: [Results] and more` is text while `[ECG, etc.]: [Results]` is a
// definition whose destination is `[Results]` (a placeholder the reference rules set aside).
import type { Content } from './content.js';
import { linkDestination, linkLabelEnd, linkTitleEnd, normalizeLabel, skipSpaceAndOneLineEnding } from './link-syntax.js';
import { COLON, CR, LF, SPACE, TAB } from './char-codes.js';

export interface Definition {
  /** Normalised label. */
  readonly label: string;
  /** Raw destination range in content offsets (without angle brackets). */
  readonly rawStart: number;
  readonly rawEnd: number;
  /** The definition's whole range in content offsets. */
  readonly start: number;
  readonly end: number;
}

/** Spaces and tabs to the end of the line from `at`: the line's end, or -1 when something else comes first. */
function restOfLineBlank(s: string, at: number, to: number): number {
  while (at < to && (s.charCodeAt(at) === SPACE || s.charCodeAt(at) === TAB)) at += 1;
  if (at < to && s.charCodeAt(at) === CR) at += 1;
  if (at >= to || s.charCodeAt(at) === LF) return at;
  return -1;
}

/** The definition at `at` (a line start of the content), or undefined. */
export function definitionAt(s: string, at: number, to: number): Definition | undefined {
  const labelEnd = linkLabelEnd(s, at, to);
  if (labelEnd === -1 || s.charCodeAt(labelEnd) !== COLON) return undefined;
  const label = normalizeLabel(s.slice(at + 1, labelEnd - 1));
  if (label === '') return undefined;
  const destinationAt = skipSpaceAndOneLineEnding(s, labelEnd + 1, to);
  const destination = linkDestination(s, destinationAt, to);
  if (destination === undefined) return undefined;
  // A title needs whitespace before it and nothing but spaces after it on its line.
  const beforeTitle = skipSpaceAndOneLineEnding(s, destination.end, to);
  if (beforeTitle > destination.end && beforeTitle < to) {
    const titleEnd = linkTitleEnd(s, beforeTitle, to);
    if (titleEnd !== -1) {
      const lineEnd = restOfLineBlank(s, titleEnd, to);
      if (lineEnd !== -1) return { label, rawStart: destination.rawStart, rawEnd: destination.rawEnd, start: at, end: lineEnd };
    }
  }
  const lineEnd = restOfLineBlank(s, destination.end, to);
  if (lineEnd === -1) return undefined;
  return { label, rawStart: destination.rawStart, rawEnd: destination.rawEnd, start: at, end: lineEnd };
}

/** Definitions at the start of a paragraph's content, and where the rest of its content starts (`to`: nothing left). */
export function definitionsAtStart(content: Content): { readonly definitions: Definition[]; readonly restFrom: number } {
  const definitions: Definition[] = [];
  const { text, to } = content;
  let at = content.from;
  for (;;) {
    const definition = definitionAt(text, at, to);
    if (definition === undefined) break;
    definitions.push(definition);
    // Definitions end with their line: the rest starts on the next line's content.
    at = definition.end;
    while (at < to && text.charCodeAt(at) !== LF) at += 1;
    while (
      at < to &&
      (text.charCodeAt(at) === LF || text.charCodeAt(at) === SPACE || text.charCodeAt(at) === TAB || text.charCodeAt(at) === CR)
    )
      at += 1;
    if (at >= to) return { definitions, restFrom: to };
  }
  return { definitions, restFrom: at };
}
