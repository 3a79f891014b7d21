// Bare prose paths written from the project root through the skill's own directory
// (`.windsurf/skills/scan/flows-template.md` in the skill at .windsurf/skills/scan, a "Supporting
// files:" list written as text): each names the skill's file after that directory (docs/rules.md,
// "reference/unresolved"). Code spans and the Agent Skills directories below the skill are read by
// code-span-paths.ts and skill-directory-paths.ts.
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { htmlBlockPairs, inCommentBlock } from '../filters/html-comment-block.js';
import { isWrittenPath } from '../filters/written-path.js';
import type { Reference } from '../reference.js';
import { pathTargetEnd, placeOf } from './place.js';

const PATH_CHAR = /[A-Za-z0-9._~/\\:%@-]/;
const REST = /[A-Za-z0-9._~%+-]+(?:\/[A-Za-z0-9._~%+-]+)*/y;
const AGENT_SKILLS_DIRECTORY = /^(?:references|scripts|assets)\//;

/** The skill's files named in prose by their path from the project root (`skillDir` is that path). */
export function skillProjectPaths(text: string, document: MarkdownDocument, bodyOffset: number, skillDir: string): Reference[] {
  const refs: Reference[] = [];
  if (skillDir === '' || skillDir.startsWith('/')) return refs;
  const lead = `${skillDir}/`;
  let htmlPairs: number[] | undefined;
  for (let at = text.indexOf(lead); at !== -1; at = text.indexOf(lead, at + lead.length)) {
    if (at > 0 && PATH_CHAR.test(text.charAt(at - 1))) continue; // inside a longer path
    const start = at + lead.length;
    REST.lastIndex = start;
    if (!REST.test(text)) continue;
    const end = pathTargetEnd(text, REST.lastIndex);
    if (end <= start) continue;
    const target = text.slice(start, end);
    // A file (its last segment has an extension), not under a directory another reader owns.
    if (!target.slice(target.lastIndexOf('/') + 1).includes('.') || AGENT_SKILLS_DIRECTORY.test(target)) continue;
    if (placeOf(document, bodyOffset, at) !== 'prose' || inCommentBlock(text, (htmlPairs ??= htmlBlockPairs(document)), bodyOffset, at))
      continue;
    // Where something is written ("saves to skills/x/report.md"), read by the words before the whole path.
    if (isWrittenPath(text, at)) continue;
    refs.push({ target, offset: start, kind: 'path', tentative: false });
  }
  return refs;
}
