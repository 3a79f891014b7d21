// Files a skill names as its own without a path under references/, scripts/ or assets/: the items of
// its "Resources" list (`init_skill.py`, `templates/`, `**api-design.md**` under a `references/`
// heading), and a `./x.py` run from the skill directory (docs/rules.md, "reference/unresolved").
// The text around the name decides whose file it is, never a list of names.
import type { MarkdownDocument } from '../../load/markdown/document.js';
import type { Reference } from '../reference.js';
import { fileWithSameName, resolveReference } from '../resolve/resolve-reference.js';
import type { SkillFileIndex } from '../resolve/skill-file-index.js';
import { placeOf } from './place.js';

/** A heading that names the skill's own files: "Resources", "Reference files", "Bundled scripts", "Files in this skill". */
const ownResourcesHeading =
  /^(?:(?:bundled|included|supporting|additional|skill|available)\s+)?(?:resources|resource files|reference files|(?:bundled|included|supporting|skill)\s+(?:files|scripts))(?:\s*(?:&|and)\s*(?:references|scripts|tools|templates))?$|^(?:files|resources|scripts) (?:in|of|bundled with|included with|shipped with) this skill$|^this skill's (?:files|resources|scripts)$/i;
/** A heading that may list the skill's files or the user's: its list counts when one item names a file the skill has. */
const filesHeading = /^(?:files|scripts|assets|templates|references|tools)$/i;
/** A heading that is nothing but a skill directory (`references/`, `examples/`): the names below it are inside it. */
const directoryHeading = /^`?([A-Za-z0-9_][A-Za-z0-9_.-]*)\/`?$/;
/** A list item or line that opens with a name in a code span or bold: `init_skill.py`, **examples/**, **api-design.md**. */
const openingName =
  /^([ \t]*)(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(?:\*\*|__|`)((?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*(?:[A-Za-z0-9_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z][A-Za-z0-9]{0,9}|[A-Za-z0-9_][A-Za-z0-9_.-]*\/))(?:\*\*|__|`)/;
/** A list marker opening a line. */
const listMarker = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]/;
/** Words that put a file in the user's project or make it an output: such a list or item is not the skill's files. */
const notTheSkills =
  /\b(?:creat(?:e|es|ed|ing)|generat(?:e|es|ed|ing)|writes?|written|outputs?|produc(?:e|es|ed)|your (?:project|repo(?:sitory)?|app|codebase)|the user's|in the project)\b/i;
/** Words that call a file the skill's: "this skill's dependencies", "bundled", "from this directory". */
const ownershipWords =
  /\bthis skill(?:'s)?\b|\bthe skill(?:'s)? (?:directory|folder|files?|scripts?)\b|\bbundled\b|\bfrom this (?:directory|folder)\b|\bskill (?:directory|folder)\b/i;
/**
 * A lead-in that calls the list's files the skill's: "Files in this skill:", "this skill's modules",
 * "bundled resources", "Module organization:". A lead-in that only says "this skill …" is not one.
 */
const ownListLeadIn =
  /\bthis skill(?:'s)? (?:files|resources|scripts|modules|documents|references)\b|\b(?:files|resources|scripts|modules|documents) (?:in|of|bundled with|shipped with|included with) this skill\b|\bbundled (?:files|resources|scripts|modules|documents)\b|\b(?:module|file|document) organi[sz]ation\b/i;
/** An item that describes the file it stands in ("This file covers the overview"): the list is of the skill's documents. */
const thisFileWords = /\bthis (?:file|document)\b/i;
/** `./name.ext` run from the current directory (one segment: `./scripts/x.py` is read elsewhere). */
const dotSlashName = /(?<![\w./-])\.\/([A-Za-z0-9_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z][A-Za-z0-9]{0,7})(?![\w/.-])/g;

interface Heading {
  readonly level: number;
  readonly own: boolean;
  readonly maybe: boolean;
  readonly directory: string | undefined;
}

interface Candidate {
  readonly target: string;
  readonly offset: number;
}

/** The heading text without emphasis, emoji or trailing punctuation. */
function headingText(raw: string): string {
  return raw
    .replace(/[*_]{1,3}/g, '')
    .replace(/^[^A-Za-z0-9`]+/, '')
    .replace(/[\s:#]+$/, '')
    .trim();
}

/** Does `target` name a file or directory of the skill, or one of the same name elsewhere in it (a list's layout is loose)? */
function skillHas(target: string, index: SkillFileIndex): boolean {
  if (resolveReference(target, 'SKILL.md', index).kind === 'resolved') return true;
  return !target.endsWith('/') && fileWithSameName(target, index) !== undefined;
}

/**
 * Resource-list names and `./x` runs that name the skill's own files. A list under a heading that
 * names the skill's resources counts whole, and so does a list whose lead-in calls its files the
 * skill's or one of whose items speaks of "this file" (the list describes the skill's documents);
 * under a plain "Files" heading a list counts only when one of its items names a file the skill has;
 * a list or item that creates, outputs or places its files in the user's project never counts. In a
 * list that counts, an item's name is its opening name (`init_skill.py`, **examples/**, and the file
 * names a directory item lists: "`templates/`: (`vision.md`, …)"), or a path in a code span within
 * the item ("the `modules/theming.md` module covers …"). A `./name.ext` run counts when the skill
 * has a file of that name elsewhere, the file names it under a skill directory (`scripts/name.ext`),
 * or the lead-in calls it the skill's. Once a name counts, a code span that is that name or runs it
 * (`python name.py`), or a list item that opens with it, counts too.
 */
export function skillResourceNames(text: string, document: MarkdownDocument, bodyOffset: number, index: SkillFileIndex): Reference[] {
  const found: Candidate[] = [];
  const owned = new Set<string>();
  const headings: Heading[] = [];
  let list: ResourceList | undefined;
  let leadIn = '';
  const nested: { indent: number; directory: string }[] = [];
  const closeList = (): void => {
    if (list !== undefined && !list.skip) {
      const counts = list.own || list.thisFile;
      if (counts || (list.maybe && list.evidence)) for (const item of list.items) (found.push(item), owned.add(item.target));
      if (counts) for (const item of list.inner) (found.push(item), owned.add(item.target));
    }
    list = undefined;
    nested.length = 0;
  };
  let lineStart = bodyOffset;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const place = placeOf(document, bodyOffset, lineStart + line.search(/\S|$/));
    if (place === 'command' || place === 'ignored') {
      if (line.trim() !== '') closeList();
    } else if (/^#{1,6}[ \t]/.test(line)) {
      closeList();
      leadIn = '';
      const level = line.indexOf(' ');
      while (headings.length > 0 && (headings[headings.length - 1] as Heading).level >= level) headings.pop();
      const title = headingText(line.slice(level));
      const parentOwn = headings.some((heading) => heading.own);
      const directory = directoryHeading.exec(title)?.[1];
      headings.push({
        level,
        own: ownResourcesHeading.test(title) || (directory !== undefined && parentOwn),
        maybe: filesHeading.test(title) || directory !== undefined,
        directory,
      });
    } else if (line.trim() === '') {
      // A blank line inside a list keeps it; a paragraph after one closes it (below).
    } else {
      const heading = headings[headings.length - 1];
      const isItem = listMarker.test(line);
      const opening = openingName.exec(line);
      if (!isItem && (opening === null || heading?.directory === undefined)) {
        if (!/^[ \t]/.test(line)) {
          closeList();
          leadIn = line;
        }
      } else {
        list ??= {
          items: [],
          inner: [],
          evidence: false,
          own: heading?.own === true || ownListLeadIn.test(leadIn),
          maybe: heading?.maybe === true,
          thisFile: false,
          skip: notTheSkills.test(leadIn),
        };
        if (thisFileWords.test(line)) list.thisFile = true;
        const indent = line.search(/\S/);
        while (nested.length > 0 && (nested[nested.length - 1] as { indent: number }).indent >= indent) nested.pop();
        const inside = nested.length > 0 ? (nested[nested.length - 1] as { directory: string }).directory : (heading?.directory ?? '');
        if (opening !== null) {
          const name = opening[2] as string;
          const at = line.indexOf(name, indent);
          const rest = line.slice(at + name.length);
          const target = inside === '' || name.startsWith(`${inside}/`) ? name : `${inside}/${name}`;
          if (!notTheSkills.test(rest)) {
            addName(list, list.items, target, lineStart + at, index);
            // A directory item that lists its files: "`templates/`: six templates (`vision.md`, …)".
            if (name.endsWith('/')) {
              const after = opening[0].length;
              for (const inner of spansIn(line.slice(after), bareName))
                addName(list, list.items, `${target}${inner.name}`, lineStart + after + inner.at, index);
            }
          }
          if (name.endsWith('/')) nested.push({ indent, directory: target.slice(0, -1) });
        } else if (!notTheSkills.test(line)) {
          for (const inner of spansIn(line, pathWithDirectory)) addName(list, list.inner, inner.name, lineStart + inner.at, index);
        }
      }
    }
    lineStart = lineEnd + 1;
  }
  closeList();
  dotSlashRuns(text, document, bodyOffset, index, found, owned);
  // A bare mention of a file the skill has under another directory ("use `next_number.py`") is a
  // name, not a path; only the names the skill lacks everywhere are followed.
  for (const name of owned) if (skillHas(name, index)) owned.delete(name);
  if (owned.size > 0) mentionsOfOwnedNames(text, document, bodyOffset, owned, found);
  const seen = new Set<number>();
  const refs: Reference[] = [];
  for (const candidate of found.sort((a, b) => a.offset - b.offset)) {
    if (seen.has(candidate.offset)) continue;
    seen.add(candidate.offset);
    refs.push({ target: candidate.target, offset: candidate.offset, kind: 'path', tentative: false });
  }
  return refs;
}

interface ResourceList {
  /** Opening names: they count under a resources heading, an owning lead-in, or a Files heading with evidence. */
  readonly items: Candidate[];
  /** Paths in code spans within items: they count only where the list is the skill's by its words. */
  readonly inner: Candidate[];
  evidence: boolean;
  readonly own: boolean;
  readonly maybe: boolean;
  thisFile: boolean;
  readonly skip: boolean;
}

/** Records a list's name: one the skill has is evidence that the list is of its files; one it lacks is a candidate. */
function addName(list: ResourceList, into: Candidate[], target: string, offset: number, index: SkillFileIndex): void {
  if (skillHas(target, index)) list.evidence = true;
  else into.push({ target, offset });
}

/** A bare file name with an extension (`vision.md`), whole in a code span. */
const bareName = /^[A-Za-z0-9_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z][A-Za-z0-9]{0,9}$/;
/** A relative path with a directory and an extension (`modules/theming.md`), whole in a code span. */
const pathWithDirectory = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)+[A-Za-z0-9_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z][A-Za-z0-9]{0,9}$/;

/** The code spans of `line` whose content matches `shape`, with where the content starts. */
function spansIn(line: string, shape: RegExp): { name: string; at: number }[] {
  const spans: { name: string; at: number }[] = [];
  for (const match of line.matchAll(/`([^`\n]+)`/g)) {
    const content = match[1] as string;
    if (shape.test(content)) spans.push({ name: content, at: (match.index as number) + 1 });
  }
  return spans;
}

/** The prose line that introduces the line at `lineStart`: the closest non-blank line above a code block, or the line itself. */
function leadInOf(text: string, document: MarkdownDocument, bodyOffset: number, offset: number): string {
  let lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const here = text.slice(lineStart, text.indexOf('\n', offset) === -1 ? text.length : text.indexOf('\n', offset));
  if (placeOf(document, bodyOffset, offset) !== 'command') return here;
  while (lineStart > bodyOffset) {
    const previousStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    const previous = text.slice(previousStart, lineStart - 1);
    if (previous.trim() !== '' && !/^[ \t]*(?:```|~~~)/.test(previous) && placeOf(document, bodyOffset, previousStart) === 'prose')
      return previous;
    lineStart = previousStart;
  }
  return '';
}

function dotSlashRuns(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  index: SkillFileIndex,
  found: Candidate[],
  owned: Set<string>,
): void {
  if (!text.includes('./')) return;
  dotSlashName.lastIndex = bodyOffset;
  for (let match = dotSlashName.exec(text); match !== null; match = dotSlashName.exec(text)) {
    const name = match[1] as string;
    const offset = match.index;
    const place = placeOf(document, bodyOffset, offset);
    if (place !== 'command' && place !== 'code-span') continue;
    if (index.files.has(name)) continue;
    const elsewhere = fileWithSameName(name, index) !== undefined;
    const underSkillDirectory = new RegExp(`\\b(?:scripts|references|assets)/${name.replace(/[.]/g, '\\.')}\\b`).test(text);
    if (!elsewhere && !underSkillDirectory && !ownershipWords.test(leadInOf(text, document, bodyOffset, offset))) continue;
    found.push({ target: `./${name}`, offset });
    owned.add(name);
  }
}

/** A list item that opens with a plain path ("- modules/theming.md for theme work"). */
const itemOpeningPath = /^[ \t]{0,12}(?:[-*+]|\d{1,9}[.)])[ \t]+([A-Za-z0-9_][A-Za-z0-9_./-]*)(?=[ \t]|$)/gm;

/**
 * A code span that is an owned name, or runs it (`python init_skill.py`, `bash setup.sh --dry-run`),
 * and a list item in prose that opens with an owned path.
 */
function mentionsOfOwnedNames(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  owned: ReadonlySet<string>,
  found: Candidate[],
): void {
  itemOpeningPath.lastIndex = bodyOffset;
  for (let match = itemOpeningPath.exec(text); match !== null; match = itemOpeningPath.exec(text)) {
    const name = match[1] as string;
    const at = match.index + match[0].length - name.length;
    if (owned.has(name) && placeOf(document, bodyOffset, at) === 'prose') found.push({ target: name, offset: at });
  }
  const spans = document.codeSpans;
  for (let i = 0; i < spans.length; i += 2) {
    const start = spans[i] as number;
    const end = spans[i + 1] as number;
    if (start < bodyOffset || end - start > 200) continue;
    const content = text.slice(start, end).replace(/^`+\s?|\s?`+$/g, '');
    // A `./name` run is dotSlashRuns'.
    const run = /^(?:(?:python3?|node|bash|sh|ruby|uv run|pip install -r)\s+)?([A-Za-z0-9_][A-Za-z0-9_.-]*)(?:\s|$)/.exec(content);
    const name = run?.[1];
    if (name === undefined || !owned.has(name)) continue;
    found.push({ target: name, offset: start + text.slice(start, end).indexOf(name) });
  }
}
