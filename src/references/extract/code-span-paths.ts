// Code spans that are nothing but a file path: under a directory the skill ships besides the Agent
// Skills ones (`templates/viewer.html` when templates/ exists), a parent path to a Markdown file
// (`../shared/guide.md`), a path through the skill's own directory from the repository root, and a
// parent or repository path to another skill's or the plugin's file, and an extension written as the
// alternative of a skill-directory path (`scripts/setup.sh` / `.ps1`) (docs/rules.md, "reference/unresolved",
// "reference/escapes-skill" and "reference/outside-skill").
import { DOT, SLASH } from '../../load/markdown/char-codes.js';
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { inUsersTree } from '../filters/users-tree.js';
import type { Reference } from '../reference.js';
import { forEachCodeSpanContent } from './code-span-content.js';
import type { SkillFileIndex } from '../resolve/skill-file-index.js';

/** A code span that holds nothing but a relative file path with an extension (`templates/viewer.html`). */
const wholeSpanPath =
  /^(?:\.\/)?([A-Za-z0-9_][A-Za-z0-9_.-]*)\/(?:[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\.[A-Za-z0-9]{1,10}$/;
/** A code span that is nothing but a parent path to a Markdown file (`../shared/guide.md`). */
const parentMarkdownPath = /^(?:\.\.\/)+(?:[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\.(?:md|mdx|markdown)$/i;

/** A code span that is nothing but a parent path to a file with an extension (`../other/scripts/run.py`). */
const parentFilePath = /^(?:\.\.\/)+(?:[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\.[A-Za-z0-9]{1,10}$/;
/**
 * A code span that is nothing but a path of two or more directories to a file, its first directory
 * possibly hidden (`packages/pack/agents/agent.md`, `.claude/skills/a/templates/x.md`).
 */
const projectFilePath =
  /^(?:\.\/)?\.?[A-Za-z0-9_][A-Za-z0-9_.-]*\/(?:[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\/)+[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\.[A-Za-z0-9]{1,10}$/;

/** A skill-directory path with an extension, the whole of a code span (`scripts/setup.sh`). */
const skillDirectoryFile =
  /^(?:\.\/)?(?:references|scripts|assets)\/(?:[A-Za-z0-9_][A-Za-z0-9_.~%+-]*\/)*[A-Za-z0-9_][A-Za-z0-9_~%+-]*(?:\.[A-Za-z0-9_~%+-]+)*\.[A-Za-z0-9]{1,10}$/;
/** A code span that is nothing but an extension (`.ps1`). */
const bareExtension = /^\.[A-Za-z0-9]{1,10}$/;
/** Between a path's span and an extension's span: "` / `", "` (or `", "` or `". */
const alternativeJoin = /^`+ *(?:\/|\(?or) *`+$/;

/** Words that introduce an example right before a code span: e.g., for example, such as, 如, 例如, 比如. */
const exampleLeadIn = /(?:\be\.?g\.|\bfor (?:example|instance)\b|\bsuch as\b|如|例如|比如)[^.;:\n]{0,6}[`]*$/i;

/**
 * Code spans outside the Agent Skills directories that name a file under a directory the skill
 * has (`templates/viewer.html` when the skill ships templates/): the span is nothing but that
 * path, so it names the skill's own file as surely as `references/x.md` does. A span that is
 * nothing but a parent path to a Markdown file (`../shared/guide.md`) names a document to read
 * outside the skill (reference/escapes-skill reports it). A path from the repository root through
 * `skills/<this skill>/` (`.claude/skills/pdf/templates/x.md` in the skill pdf) names the skill's own
 * file. A parent path to any other file (`../other/scripts/run.py`), or a path of two or more
 * directories the skill does not have (`packages/pack/agents/agent.md`), names a file only where the
 * project keeps it in another skill or in the skill's plugin (onlyIntoSkillOrPlugin): elsewhere it is
 * the user's code or document (`../utils/date.ts`, `docs/adr/x.md`). A span that is a path shown as
 * an example ("e.g. `wiki/api/x.md`"), a snippet (`open("data/x.csv")`) or a pattern is not one. An
 * extension alone right after a span that ends with a skill-directory path (`scripts/setup.sh` /
 * `.ps1`, `bash scripts/setup.sh` (or `.ps1`)) names that file with the other extension.
 */
export function wholeSpanPathReferences(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  topDirectories: ReadonlySet<string>,
  skillDirName: string,
): Reference[] {
  const refs: Reference[] = [];
  let previousPath = '';
  let previousEnd = -1;
  // The next `/` of the text at or after the span being read, found once for every span before it,
  // so a span with no slash is passed over without being cut out of the text.
  let nextSlash = -1;
  forEachCodeSpanContent(text, document, bodyOffset, (from, to) => {
    let start = from;
    let end = to;
    if (end - start > 300) return;
    // Every shape below has a directory; most code spans (commands, identifiers) have no slash.
    if (previousEnd === -1) {
      if (nextSlash < start) nextSlash = text.indexOf('/', start) >>> 0;
      if (nextSlash >= end) return;
    }
    // `scripts/setup.sh` / `.ps1`, `scripts/setup.sh` (or `.ps1`): the same file with the other extension.
    const span = text.slice(start, end);
    if (previousEnd !== -1 && bareExtension.test(span) && alternativeJoin.test(text.slice(previousEnd, start))) {
      const base = previousPath.slice(0, previousPath.lastIndexOf('.'));
      refs.push({ target: base + span, offset: start, kind: 'path', tentative: false });
    }
    previousEnd = -1;
    if (span.indexOf('/') === -1) return;
    // The span's last word: the path itself, or the script a command runs (`bash scripts/setup.sh`).
    // Searched inside the span only: a text without spaces must not be walked back once per span.
    let wordStart = end;
    while (wordStart > start && text.charCodeAt(wordStart - 1) !== 32) wordStart--;
    const lastWord = text.slice(wordStart, end);
    if (skillDirectoryFile.test(lastWord)) {
      previousPath = lastWord;
      previousEnd = end;
    }
    if (text.charCodeAt(start) === 32 && text.charCodeAt(end - 1) === 32 && end - start > 2) {
      start += 1;
      end -= 1;
    }
    if (text.charCodeAt(start) === DOT && text.charCodeAt(start + 1) === DOT && text.charCodeAt(start + 2) === SLASH) {
      const content = text.slice(start, end);
      if (exampleLeadIn.test(text.slice(Math.max(0, start - 24), start)) || inUsersTree(text, start)) return;
      if (parentMarkdownPath.test(content)) refs.push({ target: content, offset: start, kind: 'path', tentative: false });
      else if (parentFilePath.test(content))
        refs.push({ target: content, offset: start, kind: 'path', tentative: false, onlyIntoSkillOrPlugin: true });
      return;
    }
    const content = text.slice(start, end);
    const match = wholeSpanPath.exec(content);
    const first = match === null ? undefined : (match[1] as string);
    if (first === 'references' || first === 'scripts' || first === 'assets') return;
    const underTopDirectory = first !== undefined && topDirectories.has(first);
    if (!underTopDirectory && !projectFilePath.test(content)) return;
    // "(e.g. `wiki/api/x.md`)" shows the shape of a path, not a file to open.
    if (exampleLeadIn.test(text.slice(Math.max(0, start - 24), start))) return;
    if (underTopDirectory) {
      refs.push({ target: content, offset: start, kind: 'path', tentative: false });
      return;
    }
    // `…/skills/<this skill>/templates/x.md`: the skill's own file, written from the repository root.
    const own = content.indexOf(`skills/${skillDirName}/`);
    if (own !== -1 && (own === 0 || content.charCodeAt(own - 1) === SLASH)) {
      const from = own + 8 + skillDirName.length;
      refs.push({ target: content.slice(from), offset: start + from, kind: 'path', tentative: false });
      return;
    }
    if (inUsersTree(text, start)) return;
    refs.push({ target: content, offset: start, kind: 'path', tentative: false, onlyIntoSkillOrPlugin: true });
  });
  return refs;
}

/** The skill's top-level directories outside the Agent Skills ones, for wholeSpanPathReferences. */
export function topDirectoriesOf(index: SkillFileIndex): Set<string> {
  const top = new Set<string>();
  for (const directory of index.directories) {
    if (directory === '' || directory.includes('/') || directory.startsWith('.')) continue;
    if (directory !== 'references' && directory !== 'scripts' && directory !== 'assets') top.add(directory);
  }
  return top;
}
