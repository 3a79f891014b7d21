// Paths starting with the Agent Skills directories (`references/`, `scripts/`, `assets/`), bare or
// in a code span or a command block, and a path written from the repository root through the skill's
// own directory (`skills/pdf/scripts/x.py` in the skill pdf) (docs/rules.md, "reference/unresolved").
import { DOT, SLASH } from '../../load/markdown/char-codes.js';
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { pairStart } from '../../load/markdown/offset-search.js';
import { htmlBlockPairs, inCommentBlock } from '../filters/html-comment-block.js';
import { inSampleString } from '../filters/sample-string.js';
import type { Reference } from '../reference.js';
import { pathTargetEnd, placeOf } from './place.js';
import { placeholderBefore } from './placeholder-paths.js';

const pathTokenAt = /(?<![A-Za-z0-9._~/\\:%@-])(?:\.\/)?(?:references|scripts|assets)\/[A-Za-z0-9._~/%+-]{0,1000}/y;
/** The same token right after a host placeholder and its `/` (the lookbehind would refuse the `/`). */
const pathAfterPlaceholderAt = /(?:references|scripts|assets)\/[A-Za-z0-9._~/%+-]{0,1000}/y;
/** A bare skill directory (`references/`, `./scripts`), which names no file. */
const directoryWords = /^(?:\.\/)?(?:references|scripts|assets)\/?$/;
/** Characters of a path segment, for the segment before a skill-directory word. */
const pathSegmentBefore = /[A-Za-z0-9._~%+-]/;

/**
 * Is the skill-directory word at `word` written after this skill's own directory name
 * (`skills/pdf/scripts/…`, `.claude/skills/pdf/references/…`, `pdf/assets/…` for the skill pdf)?
 */
function isUnderSkillDirectory(text: string, word: number, skillDirName: string): boolean {
  const nameStart = word - 1 - skillDirName.length;
  if (nameStart < 0 || text.charCodeAt(word - 1) !== SLASH || !text.startsWith(skillDirName, nameStart)) return false;
  return nameStart === 0 || !pathSegmentBefore.test(text.charAt(nameStart - 1));
}

/** A placeholder or pattern opening a segment (`<style>`, `{name}`, `[id]`, `*`). */
const placeholderOpener = /[<{[*]/;
/** A named directory below an Agent Skills directory, then `/` (`references/styles/`, `./assets/icons/`). */
const namedSubdirectory = /^(?:\.\/)?(?:references|scripts|assets)\/(?:[A-Za-z0-9_][A-Za-z0-9._~%+-]*\/)+$/;
/** Where the written path ends: before a space, a backtick, a closing bracket or a quote. */
const writtenPathEnd = /[\s`)"']/;

/**
 * A placeholder path under a named subdirectory of the skill (`references/styles/<style>.md`): the
 * blank is not a file, but the directory before it is the skill's own, so it names that directory
 * (reference/unresolved reports it when the skill does not have it: the placeholder is fine, the
 * directory is dead). A blank right under `references/`, `scripts/` or `assets/`
 * (`scripts/<name>.py`) names no directory of its own and stays unchecked.
 */
function placeholderDirectory(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  at: number,
  matchEnd: number,
  refs: Reference[],
): void {
  if (!placeholderOpener.test(text.charAt(matchEnd))) return;
  const directory = text.slice(at, matchEnd);
  if (!namedSubdirectory.test(directory)) return;
  const place = placeOf(document, bodyOffset, at);
  if (place === 'ignored') return;
  let end = matchEnd;
  while (end < text.length && end - at < 300 && !writtenPathEnd.test(text.charAt(end))) end += 1;
  const shown = text.slice(at, pathTargetEnd(text, end) === -1 ? end : pathTargetEnd(text, end));
  refs.push({ target: directory, offset: at, kind: 'path', tentative: false, shown });
}

/** Skill-directory paths anywhere in the text, kept where the model says they are references. */
export function skillDirectoryPaths(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  refs: Reference[],
  skillDirName?: string,
): void {
  let scanFrom = 0;
  let htmlPairs: number[] | undefined;
  for (let slash = text.indexOf('/', 6); slash !== -1; slash = text.indexOf('/', slash < scanFrom ? scanFrom : slash + 1)) {
    // The word before the slash: references, scripts or assets.
    let word: number;
    if (slash >= 10 && text.startsWith('references', slash - 10)) word = slash - 10;
    else if (slash >= 7 && text.startsWith('scripts', slash - 7)) word = slash - 7;
    else if (text.startsWith('assets', slash - 6)) word = slash - 6;
    else continue;
    if (word < scanFrom) continue;
    let at = word;
    let matchEnd = -1;
    // A path after a host placeholder is placeholderReferences' (whatever its first directory).
    if (text.charCodeAt(word - 1) === SLASH && placeholderBefore.test(text.slice(Math.max(0, word - 40), word - 1))) continue;
    // A path written from the repository root through this skill's own directory
    // (`skills/pdf/scripts/fill.py` in the skill pdf) names the skill's file `scripts/fill.py`.
    if (skillDirName !== undefined && isUnderSkillDirectory(text, word, skillDirName)) {
      pathAfterPlaceholderAt.lastIndex = word;
      if (pathAfterPlaceholderAt.test(text)) matchEnd = pathAfterPlaceholderAt.lastIndex;
    }
    if (matchEnd === -1 && word >= 2 && text.charCodeAt(word - 2) === DOT && text.charCodeAt(word - 1) === SLASH) {
      pathTokenAt.lastIndex = word - 2;
      if (pathTokenAt.test(text)) {
        at = word - 2;
        matchEnd = pathTokenAt.lastIndex;
      }
    }
    if (matchEnd === -1) {
      pathTokenAt.lastIndex = word;
      if (pathTokenAt.test(text)) matchEnd = pathTokenAt.lastIndex;
    }
    if (matchEnd === -1) continue;
    scanFrom = matchEnd;
    const targetEnd = pathTargetEnd(text, matchEnd);
    if (targetEnd === -1) {
      placeholderDirectory(text, document, bodyOffset, at, matchEnd, refs);
      continue;
    }
    const target = text.slice(at, targetEnd);
    if (target.length <= 13 && directoryWords.test(target)) continue;
    const place = placeOf(document, bodyOffset, at);
    if (place === 'ignored' || (place === 'prose' && inCommentBlock(text, (htmlPairs ??= htmlBlockPairs(document)), bodyOffset, at)))
      continue;
    if (place === 'code-span' && inSampleString(text, pairStart(document.codeSpans, at), at)) continue;
    const lastSegment = target.slice(target.lastIndexOf('/') + 1);
    // A directory path (`scripts/glm-proxy/`) names a folder, not a file to open: like a bare prose
    // path it counts only when it names something of the skill, or nearly does.
    const tentative = (place === 'prose' && !lastSegment.includes('.')) || lastSegment === '';
    refs.push({ target, offset: at, kind: 'path', tentative });
  }
}
