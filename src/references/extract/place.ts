// Where a reference candidate stands in a Markdown file: prose (the SKILL.md frontmatter included),
// a code span, a command block, or somewhere nothing is a reference (a language sample, a fill-in
// template, a span another reading claimed) (docs/rules.md, "reference/unresolved").
import type { CodeBlock } from '../../load/markdown/blocks.js';
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { codeBlockAt, inPairs } from '../../load/markdown/offset-search.js';

export type Place = 'prose' | 'code-span' | 'command' | 'ignored';

/** Fence info strings that mark shell commands (the first word, lower-cased). */
const commandLanguages = new Set([
  '',
  'sh',
  'bash',
  'zsh',
  'fish',
  'shell',
  'console',
  'shellsession',
  'terminal',
  'powershell',
  'pwsh',
  'ps1',
  'ps',
  'cmd',
  'bat',
  'batch',
]);

/** Does a code block hold commands (its skill-directory paths are references)? */
export function isCommandBlock(block: CodeBlock): boolean {
  return !block.fenced || commandLanguages.has(block.info.toLowerCase());
}

/** Where the candidate at `offset` stands; `bodyOffset` is where Markdown starts (before it: SKILL.md's frontmatter, read as prose). */
export function placeOf(document: MarkdownDocument, bodyOffset: number, offset: number): Place {
  if (offset < bodyOffset) return 'prose';
  if (inPairs(document.claims, offset)) return 'ignored';
  const block = codeBlockAt(document.codeBlocks, offset);
  if (block !== undefined) return isCommandBlock(block) ? 'command' : 'ignored';
  if (inPairs(document.codeSpans, offset)) return 'code-span';
  return 'prose';
}

/**
 * A path that ends in a `..` segment (`${CLAUDE_SKILL_DIR}/../..`): its dots are the path's, not
 * punctuation. One dot after a slash ends a sentence ("templates go in assets/.").
 */
const dotSegmentEnd = /\/\.\.$/;

/**
 * Where a path token ending at `matchEnd` really ends: final punctuation (. , : ; ! ?) trimmed (not
 * the dots of a final `..` segment); -1 when a pattern or placeholder character follows it
 * (* < { [ $), so it is not one file's path.
 */
export function pathTargetEnd(text: string, matchEnd: number): number {
  const next = text.charCodeAt(matchEnd);
  if (next === 42 || next === 60 || next === 123 || next === 91 || next === 36) return -1;
  if (dotSegmentEnd.test(text.slice(Math.max(0, matchEnd - 3), matchEnd))) return matchEnd;
  let targetEnd = matchEnd;
  for (
    let c = text.charCodeAt(targetEnd - 1);
    c === 46 || c === 44 || c === 58 || c === 59 || c === 33 || c === 63;
    c = text.charCodeAt(targetEnd - 1)
  )
    targetEnd -= 1;
  return targetEnd;
}
