// The reference candidates of one Markdown text, in offset order: links, bare `file:` URLs,
// skill-directory paths, paths written from a skill-directory placeholder and directories the text
// says the skill holds (docs/rules.md,
// "reference/unresolved" defines the model; code-span-paths.ts and misnamed-markdown.ts add the
// candidates that need the skill's files).
import { sortByOffset } from '../../load/by-offset.js';
import { type MarkdownDocument, readMarkdown } from '../../load/markdown/document.js';
import { isPlaceholderTarget } from '../filters/placeholder-target.js';
import type { Reference } from '../reference.js';
import { claimedDirectoryReferences } from './claimed-directories.js';
import { fileUrlReferences } from './file-urls.js';
import { placeholderPathReferences } from './placeholder-paths.js';
import { skillDirectoryPaths } from './skill-directory-paths.js';

/** References in a Markdown text read as prose Markdown; `bodyOffset` marks where Markdown starts (after frontmatter). */
export function extractReferences(text: string, bodyOffset = 0): Reference[] {
  return referencesInDocument(text, readMarkdown(text, bodyOffset), bodyOffset);
}

/** `skillDirName`: the skill's directory name, for paths written from the repository root through it. */
export function referencesInDocument(text: string, document: MarkdownDocument, bodyOffset: number, skillDirName?: string): Reference[] {
  const refs: Reference[] = [];
  for (const link of document.links) {
    // A reference link's destination is its definition's, which is reported itself.
    if (link.kind === 'reference' || isPlaceholderTarget(link.target)) continue;
    refs.push({ target: link.target, offset: link.offset, kind: 'link', tentative: false });
  }
  fileUrlReferences(text, document, bodyOffset, refs);
  skillDirectoryPaths(text, document, bodyOffset, refs, skillDirName);
  placeholderPathReferences(text, document, bodyOffset, refs);
  claimedDirectoryReferences(text, document, bodyOffset, refs);
  return sortByOffset(refs);
}
