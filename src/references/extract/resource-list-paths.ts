// Files a skill names as its own without a path under references/, scripts/ or assets/: the items of
// its "Resources" list (`init_skill.py`, `templates/`, `**api-design.md**` under a `references/`
// heading), and a `./x.py` run from the skill directory (docs/rules.md, "reference/unresolved").
// The text around the name decides whose file it is, never a list of names.
import type { MarkdownDocument } from '../../load/markdown/document.js';
import { lineEndNear, lineStartNear, lineStartsInOrder, startsLine } from '../line-window.js';
import type { Reference } from '../reference.js';
import { fileWithSameName, resolveReference } from '../resolve/resolve-reference.js';
import type { SkillFileIndex } from '../resolve/skill-file-index.js';
import { codeBlockAt } from '../../load/markdown/offset-search.js';
import { isCommandBlock, placeOf } from './place.js';

/** A heading that names the skill's own files: "Resources", "Reference files", "Bundled scripts", "Files in this skill". */
const ownResourcesHeading =
  /^(?:(?:bundled|included|supporting|additional|skill|available) resources|resources|(?:bundled|included|supporting|skill|resource|reference) (?:files|scripts))(?: (?:&|and) \w+)?$|^(?:files|resources|scripts) (?:in|of|\w+ with) this skill$|^this skill's (?:files|resources|scripts)$/i;
/** A heading that is nothing but a skill directory (`references/`, `examples/`): the names below it are inside it. */
const directoryHeading = /^`?(\w[\w.-]*)\/`?$/;
/** A list item or line that opens with a name in a code span or bold: `init_skill.py`, **examples/**, **api-design.md**. */
const openingName =
  /^([ \t]*)(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(?:\*\*|__|`)((?:\w[\w.-]*\/)*(?:\w[\w-]*(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]{0,9}|\w[\w.-]*\/))(?:\*\*|__|`)/;
/** A list marker opening a line. */
const listMarker = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]/;
const BACKTICK = 96;
/** Words that put a file in the user's project or make it an output: such a list or item is not the skill's files. */
const notTheSkills = /\b(?:creat|generat|writ|output|produc|your (?:project|repo|app|codebase)|the user's|in the project)/i;
/** Words that call a file the skill's: "this skill's dependencies", "bundled", "from this directory". */
const ownershipWords = /\b(?:this|the) skill\b|\bbundled\b|\b(?:this|skill) (?:directory|folder)\b/i;
/**
 * A lead-in that calls the list's files the skill's: "Files in this skill:", "this skill's modules",
 * "bundled resources", "Module organization:". A lead-in that only says "this skill …" is not one.
 */
const ownListLeadIn =
  /\b(?:this skill's|bundled) (?:files|resources|scripts|modules|documents|references)\b|\b(?:files|resources|scripts|modules|documents) (?:in|of|\w+ with) this skill\b|\b(?:module|file|document) organi[sz]ation\b/i;
/**
 * A lead-in that is a name for the skill's reference files, then a colon: "Available references:",
 * "Plugin references (see the index):", "buildkite-builder references (when detected):". Its list
 * names files under references/ (`step-types.md` is `references/step-types.md`). "Project",
 * "External", "Further" … references are someone else's documents.
 */
const referencesLeadIn =
  /^\W*(?!(?:project|repository|repo|external|further|other|related|useful|additional|see|your)\s)(?:[\w-]+\s+)?references\b[^:\n]{0,120}:\W*$/i;
/**
 * A lead-in that is an XML-style section tag naming the skill's references or resources, as skills
 * written in tagged sections open their file lists (`<reference_guides>`, `<resources>`,
 * `<bundled_files>`): the list under it is the skill's, as under a "Resources" heading.
 */
const ownSectionTag =
  /^\s*<(?:reference(?:[_-](?:guides?|files|docs))?s?|resources|(?:bundled|skill|supporting)[_-](?:files|resources|scripts))>\s*$/i;
/** What follows "./" in a run from the current directory: one name with an extension (`./scripts/x.py` is read elsewhere). */
const dotSlashTail = /(\w[\w-]*(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]{0,7})(?![\w/.-])/y;

interface Heading {
  readonly level: number;
  readonly own: boolean;
  readonly directory: string | undefined;
}

interface Candidate {
  readonly target: string;
  readonly offset: number;
}

/** The heading text without emphasis, emoji or trailing punctuation. */
function headingText(raw: string): string {
  return raw.replace(/[*_]{1,3}|^[^\w`]+|[\s:#]+$/g, '').trim();
}

/** Does `target` name a file or directory of the skill, or one of the same name elsewhere in it (a list's layout is loose)? */
function skillHas(target: string, index: SkillFileIndex): boolean {
  if (resolveReference(target, 'SKILL.md', index).kind === 'resolved') return true;
  return !target.endsWith('/') && fileWithSameName(target, index) !== undefined;
}

/**
 * Resource-list names and `./x` runs that name the skill's own files. A list under a heading that
 * names the skill's resources counts whole, and so does a list whose lead-in calls its files the
 * skill's ("Module organization:"); a list or item that creates, outputs or places its files in the user's project never counts. In a
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
  // Only two kinds of places are read, so that a file with neither costs a few searches: the
  // sections under a heading that names the skill's resources or a skill directory,
  // and the list around a code span, elsewhere, that names a file the skill lacks (its lead-in or
  // an item can still make that list the skill's).
  const sections = listSections(text, bodyOffset);
  for (const [from, to] of sections) scanLists(text, document, bodyOffset, index, from, to, found, owned);
  const spans = document.codeSpans;
  const lineStartOf = lineStartsInOrder(text);
  let scannedTo = -1;
  let section = 0;
  let nextDot = -1;
  for (let i = 0; i < spans.length; i += 2) {
    let start = spans[i] as number;
    let end = spans[i + 1] as number;
    if (start < bodyOffset || start < scannedTo) continue;
    while (section < sections.length && (sections[section] as [number, number])[1] <= start) section++;
    if (section < sections.length && (sections[section] as [number, number])[0] <= start) continue;
    while (start < end && text.charCodeAt(start) === BACKTICK) start++;
    while (end > start && text.charCodeAt(end - 1) === BACKTICK) end--;
    // A file name has an extension; most code spans (commands, identifiers) have no dot. The next dot
    // of the text is found once for every span before it, so such a span is never cut out of the text.
    if (end - start > 200) continue;
    if (nextDot < start) nextDot = text.indexOf('.', start) >>> 0;
    if (nextDot >= end) continue;
    const content = text.slice(start, end).trim();
    const lineStart = lineStartOf(start);
    if (!startsLine(text, lineStart) || !listMarker.test(text.slice(lineStart, lineStart + 16))) continue;
    if (!fileShape.test(content) || skillHas(content, index)) continue;
    const [from, to] = listBlockAround(text, bodyOffset, lineStart);
    scanLists(text, document, bodyOffset, index, from, to, found, owned);
    scannedTo = to;
  }
  dotSlashRuns(text, document, bodyOffset, index, found, owned);
  // A bare mention of a file the skill has under another directory ("use `next_number.py`") is a
  // name, not a path; only the names the skill lacks everywhere are followed.
  for (const name of owned) if (skillHas(name, index)) owned.delete(name);
  if (owned.size > 0) mentionsOfOwnedNames(text, document, bodyOffset, owned, found);
  if (found.length === 0) return [];
  // One reference an offset, in offset order.
  return [...new Map(found.map((candidate) => [candidate.offset, candidate.target]))]
    .sort((a, b) => a[0] - b[0])
    .map(([offset, target]) => ({ target, offset, kind: 'path', tentative: false }));
}

/** Reads the lists between `from` and `to` (line starts), adding the names of those that are the skill's to `found` and `owned`. */
function scanLists(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  index: SkillFileIndex,
  from: number,
  to: number,
  found: Candidate[],
  owned: Set<string>,
): void {
  const headings: Heading[] = [];
  let list: ResourceList | undefined;
  let leadIn = '';
  // The directory item the following, deeper items are inside (`**examples/**` then `- \`a.py\``).
  let parent: { indent: number; directory: string } | undefined;
  const closeList = (): void => {
    if (list !== undefined && !list.skip) {
      const counts = list.own;
      if (counts) for (const item of list.items) (found.push(item), owned.add(item.target));
      if (counts) for (const item of list.inner) (found.push(item), owned.add(item.target));
    }
    list = undefined;
    parent = undefined;
  };
  let lineStart = from;
  while (lineStart <= to) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1 || lineEnd > to) lineEnd = to;
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
        const underReferences = referencesLeadIn.test(leadIn);
        list ??= {
          items: [],
          inner: [],
          own: heading?.own === true || underReferences || ownListLeadIn.test(leadIn) || ownSectionTag.test(leadIn),
          skip: notTheSkills.test(leadIn),
          directory: underReferences ? 'references' : undefined,
        };
        const indent = line.search(/\S/);
        if (parent !== undefined && parent.indent >= indent) parent = undefined;
        const inside = parent?.directory ?? heading?.directory ?? list.directory ?? '';
        if (opening !== null) {
          const name = opening[2] as string;
          const at = line.indexOf(name, indent);
          const rest = line.slice(at + name.length);
          const target = inside === '' || name.startsWith(`${inside}/`) ? name : `${inside}/${name}`;
          if (!notTheSkills.test(rest)) {
            addName(list.items, target, lineStart + at, index);
            // A directory item that lists its files: "`templates/`: six templates (`vision.md`, …)".
            if (name.endsWith('/')) {
              const after = opening[0].length;
              for (const inner of spansIn(line.slice(after), bareName))
                addName(list.items, `${target}${inner.name}`, lineStart + after + inner.at, index);
            }
          }
          if (name.endsWith('/')) parent = { indent, directory: target.slice(0, -1) };
        } else if (!notTheSkills.test(line)) {
          for (const inner of spansIn(line, pathWithDirectory)) addName(list.inner, inner.name, lineStart + inner.at, index);
        }
      }
    }
    lineStart = lineEnd + 1;
  }
  closeList();
}

/**
 * The sections (heading line to the next heading of the same or a higher level) whose heading names
 * the skill's resources or a skill directory, outermost only, in order.
 */
function listSections(text: string, bodyOffset: number): [number, number][] {
  const sections: [number, number][] = [];
  // The open section's heading level (0: none): a heading of that level or higher closes it.
  let open = 0;
  for (
    let at = text.startsWith('#', bodyOffset) ? bodyOffset : text.indexOf('\n#', bodyOffset);
    at !== -1;
    at = text.indexOf('\n#', at + 1)
  ) {
    const start = text.charCodeAt(at) === 10 ? at + 1 : at;
    let level = 0;
    while (level < 7 && text.charCodeAt(start + level) === 35) level++;
    if (level > 6 || !/[ \t]/.test(text.charAt(start + level))) continue;
    if (open > 0 && level <= open) (((sections[sections.length - 1] as [number, number])[1] = start - 1), (open = 0));
    // Only a short heading holding one of the words can open one.
    const end = text.indexOf('\n', start) >>> 0;
    if (open > 0 || end - start > 80) continue;
    const title = headingText(text.slice(start + level, end));
    if (ownResourcesHeading.test(title) || directoryHeading.test(title)) (sections.push([start, text.length]), (open = level));
  }
  return sections;
}

/** The list block around the item line at `lineStart`, from its lead-in line (or the list's first line) to its end. */
function listBlockAround(text: string, bodyOffset: number, lineStart: number): [number, number] {
  let from = lineStart;
  for (let steps = 0; from > bodyOffset && steps < 200; steps++) {
    const previousStart = lineStartNear(text, from - 1);
    const inList = startsLine(text, previousStart) && listBlockLine.test(text.slice(previousStart, from - 1));
    from = Math.max(previousStart, bodyOffset);
    if (!inList) break;
  }
  let to = text.indexOf('\n', lineStart);
  for (let steps = 0; to !== -1 && steps < 200 && listBlockLine.test(text.slice(to + 1, text.indexOf('\n', to + 1) >>> 0)); steps++)
    to = text.indexOf('\n', to + 1);
  return [from, to === -1 ? text.length : to];
}

/** A line of a list block: an item, an indented continuation, or a blank line. */
const listBlockLine = /^(?:[ \t]|$|(?:[-*+]|\d{1,9}[.)])[ \t])/;

interface ResourceList {
  /** Opening names: they count under a resources heading or an owning lead-in. */
  readonly items: Candidate[];
  /** Paths in code spans within items: they count only where the list is the skill's by its words. */
  readonly inner: Candidate[];
  readonly own: boolean;
  readonly skip: boolean;
  /** The directory the list's names are in, from its lead-in ("Available references:" → references). */
  readonly directory: string | undefined;
}

/** Records a list's name when the skill lacks it. */
function addName(into: Candidate[], target: string, offset: number, index: SkillFileIndex): void {
  if (!skillHas(target, index)) into.push({ target, offset });
}

/** A bare file name with an extension (`vision.md`), whole in a code span. */
const bareName = /^\w[\w-]*(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]{0,9}$/;
/** Either shape: a file name, with or without directories. */
const fileShape = /^(?:\w[\w.-]*\/)*\w[\w-]*(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]{0,9}$/;
/** A relative path with a directory and an extension (`modules/theming.md`), whole in a code span. */
const pathWithDirectory = /^(?:\w[\w.-]*\/)+\w[\w-]*(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]{0,9}$/;

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
function leadInOf(text: string, document: MarkdownDocument, offset: number): string {
  const block = codeBlockAt(document.codeBlocks, offset);
  if (block === undefined) return text.slice(lineStartNear(text, offset), lineEndNear(text, offset));
  let end = block.start;
  while (end > 0 && /\s/.test(text.charAt(end - 1))) end--;
  return text.slice(lineStartNear(text, end), end);
}

function dotSlashRuns(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  index: SkillFileIndex,
  found: Candidate[],
  owned: Set<string>,
): void {
  // Looked up once per file, so that a file of many runs costs one pass (hostile trees included): the
  // names the file writes under a skill directory (`scripts/manager.py` → manager.py).
  let namedUnderSkillDirectories: Set<string> | undefined;
  const runAt = (at: number): void => {
    if (/[\w./-]/.test(text.charAt(at - 1))) return;
    dotSlashTail.lastIndex = at + 2;
    const name = dotSlashTail.exec(text)?.[1];
    if (name === undefined || index.files.has(name)) return;
    const place = placeOf(document, bodyOffset, at);
    if (place !== 'command' && place !== 'code-span') return;
    namedUnderSkillDirectories ??= new Set(Array.from(text.matchAll(underSkillDirectory), (match) => match[1] as string));
    if (
      fileWithSameName(name, index) === undefined &&
      !namedUnderSkillDirectories.has(name) &&
      !ownershipWords.test(leadInOf(text, document, at))
    )
      return;
    found.push({ target: `./${name}`, offset: at });
    owned.add(name);
  };
  // A run stands in a code span or a command block: each is searched within its bounds, the code
  // spans first, then the command blocks, read where they are (not copied into one list). The next
  // "./" of the text is found natively once for every stretch before it (stretches of each kind come
  // in order), so no search runs past a stretch's end again and again, which would make many
  // stretches quadratic, and no character of a stretch is looked at one by one.
  let next = -1;
  const searchStretch = (start: number, end: number): void => {
    for (let at = Math.max(start, bodyOffset); ; at = next + 1) {
      if (next < at) next = text.indexOf('./', at) >>> 0;
      if (next >= end - 1) return;
      runAt(next);
    }
  };
  const spans = document.codeSpans;
  for (let i = 0; i < spans.length; i += 2) searchStretch(spans[i] as number, spans[i + 1] as number);
  next = -1;
  for (const block of document.codeBlocks) if (isCommandBlock(block)) searchStretch(block.start, block.end);
}

/** A path under a skill directory, for the names it ends in. */
const underSkillDirectory = /\b(?:scripts|references|assets)\/(\w[\w.-]*)/g;

/** A list item that opens with a plain path ("- modules/theming.md for theme work"). */
const itemOpeningPath = /^[ \t]{0,12}(?:[-*+]|\d{1,9}[.)])[ \t]+(\w[\w./-]*)(?=[ \t]|$)/gm;

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
    // The name itself, or the word after a runner (`python init_skill.py --all`).
    const [first = '', second = ''] = content.split(/\s+/, 2);
    const name = owned.has(first) ? first : second;
    if (!owned.has(name)) continue;
    found.push({ target: name, offset: start + text.slice(start, end).indexOf(name) });
  }
}
