// Bare prose paths written from the project root through the skill's own directory
// (`.windsurf/skills/scan/flows-template.md` in the skill at .windsurf/skills/scan, a "Supporting
// files:" list written as text): each names the skill's file after that directory (docs/rules.md,
// "reference/unresolved"). In a command block, a script run by such a path
// (`python3 .codex/skills/land/watch.py`) is the skill's file too, and one run through the skills
// folder into a sibling directory (`python3 .agent/skills/common/verify.py`) is a file the skill
// needs but cannot ship. Code spans and the Agent Skills directories below the skill are read by
// code-span-paths.ts and skill-directory-paths.ts.
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { htmlBlockPairs, inCommentBlock } from '../filters/html-comment-block.js';
import { isWrittenPath } from '../filters/written-path.js';
import type { Reference } from '../reference.js';
import { lineStartNear } from '../line-window.js';
import { pathTargetEnd, placeOf } from './place.js';

const PATH_CHAR = /[A-Za-z0-9._~/\\:%@-]/;
const REST = /[A-Za-z0-9._~%+-]+(?:\/[A-Za-z0-9._~%+-]+)*/y;
const AGENT_SKILLS_DIRECTORY = /^(?:references|scripts|assets)\//;
/**
 * What may stand before a path a command line runs: nothing (the path is the command, perhaps after
 * `./` or a prompt), or an interpreter with its options (`python3 -u`, `bash`, `node`, `uv run`).
 */
const RUN_BEFORE =
  /^\s*(?:[$>#]\s+)?(?:(?:sudo\s+)?(?:python[0-9.]*|node|bash|sh|zsh|ruby|perl|php|bun|deno\s+run|tsx|ts-node|pwsh|powershell|source|\.|uv\s+run|npx\s+tsx)(?:\s+-{1,2}[A-Za-z][\w-]*)*\s+)?(?:\.\/)?$/;

/** Does the command line at `at` run the path that starts there? */
function isRun(text: string, at: number): boolean {
  return RUN_BEFORE.test(text.slice(lineStartNear(text, at, 120), at));
}

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
    const place = placeOf(document, bodyOffset, at);
    if (
      place === 'command'
        ? !isRun(text, at)
        : place !== 'prose' || inCommentBlock(text, (htmlPairs ??= htmlBlockPairs(document)), bodyOffset, at)
    )
      continue;
    // Where something is written ("saves to skills/x/report.md"), read by the words before the whole path.
    if (isWrittenPath(text, at)) continue;
    refs.push({ target, offset: start, kind: 'path', tentative: false });
  }
  siblingRuns(text, document, bodyOffset, skillDir, refs);
  return refs;
}

/**
 * Scripts a command block runs through the skills folder the skill sits in (its parent directory,
 * named `skills`: `.agent/skills/common/verify.py` beside `.agent/skills/finish`): another skill's
 * file (reference/outside-skill says which), or a shared one beside the skills or none at all,
 * which the host serving this skill cannot read either (reference/unresolved).
 */
function siblingRuns(text: string, document: MarkdownDocument, bodyOffset: number, skillDir: string, refs: Reference[]): void {
  const cut = skillDir.lastIndexOf('/');
  const folder = skillDir.slice(0, cut);
  if (cut === -1 || !(folder === 'skills' || folder.endsWith('/skills'))) return;
  const lead = `${folder}/`;
  const own = `${skillDir}/`;
  for (let at = text.indexOf(lead); at !== -1; at = text.indexOf(lead, at + lead.length)) {
    if (text.startsWith(own, at) || (at > 0 && PATH_CHAR.test(text.charAt(at - 1)))) continue;
    REST.lastIndex = at + lead.length;
    if (!REST.test(text)) continue;
    const end = pathTargetEnd(text, REST.lastIndex);
    if (end === -1) continue;
    const target = text.slice(at, end);
    if (!target.slice(target.lastIndexOf('/') + 1).includes('.')) continue;
    if (placeOf(document, bodyOffset, at) !== 'command' || !isRun(text, at)) continue;
    refs.push({ target, offset: at, kind: 'path', tentative: false });
  }
}
