// Files a skill names as its own without a path under references/, scripts/ or assets/: the items of
// its "Resources" list (`init_skill.py`, `templates/`, `**api-design.md**` under a `references/`
// heading), and a `./x.py` run from the skill directory (docs/rules.md, "reference/unresolved").
// The text around the name decides whose file it is, never a list of names.
import type { MarkdownDocument } from '../../load/markdown/document.js';
import type { Reference } from '../reference.js';
import { fileWithSameName, resolveReference } from '../resolve/resolve-reference.js';
import type { SkillFileIndex } from '../resolve/skill-file-index.js';
import { codeBlockAt } from '../../load/markdown/offset-search.js';
import { isCommandBlock, placeOf } from './place.js';

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
const BACKTICK = 96;
const DOT = 46;
const SLASH = 47;
/** Words one of which a heading that lists files holds, within its first 80 characters (a cheap test before the exact ones). */
const listHeadingWords = /[^\n]{0,80}?(?:resource|files|script|asset|template|reference|tool|\/`?[ \t]*(?:\n|$))/iy;
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
/** What follows "./" in a run from the current directory: one name with an extension (`./scripts/x.py` is read elsewhere). */
const dotSlashTail = /([A-Za-z0-9_][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z][A-Za-z0-9]{0,7})(?![\w/.-])/y;

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
  // Only two kinds of places are read, so that a file with neither costs a few searches: the
  // sections under a heading that names the skill's resources, a files section or a skill directory,
  // and the list around a code span, elsewhere, that names a file the skill lacks (its lead-in or
  // an item can still make that list the skill's).
  const sections = listSections(text, bodyOffset);
  for (const [from, to] of sections) scanLists(text, document, bodyOffset, index, from, to, found, owned);
  const spans = document.codeSpans;
  let scannedTo = -1;
  let section = 0;
  for (let i = 0; i < spans.length; i += 2) {
    let start = spans[i] as number;
    let end = spans[i + 1] as number;
    if (start < bodyOffset || start < scannedTo) continue;
    while (section < sections.length && (sections[section] as [number, number])[1] <= start) section++;
    if (section < sections.length && (sections[section] as [number, number])[0] <= start) continue;
    while (start < end && text.charCodeAt(start) === BACKTICK) start++;
    while (end > start && text.charCodeAt(end - 1) === BACKTICK) end--;
    // A file name has an extension; most code spans (commands, identifiers) have no dot.
    if (end - start > 200 || !hasDot(text, start, end)) continue;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    if (!isListItemLine(text, lineStart)) continue;
    const content = text.slice(start, end).trim();
    if ((!pathWithDirectory.test(content) && !bareName.test(content)) || skillHas(content, index)) continue;
    const [from, to] = listBlockAround(text, bodyOffset, lineStart);
    scanLists(text, document, bodyOffset, index, from, to, found, owned);
    scannedTo = to;
  }
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
}

/**
 * The sections (heading line to the next heading of the same or a higher level) whose heading names
 * the skill's resources, a files section or a skill directory, outermost only, in order.
 */
function listSections(text: string, bodyOffset: number): [number, number][] {
  const headings: { start: number; level: number; lists: boolean }[] = [];
  for (
    let at = text.startsWith('#', bodyOffset) ? bodyOffset : text.indexOf('\n#', bodyOffset);
    at !== -1;
    at = text.indexOf('\n#', at + 1)
  ) {
    const start = text.charCodeAt(at) === 10 ? at + 1 : at;
    let level = 0;
    while (level < 7 && text.charCodeAt(start + level) === 35) level++;
    const after = text.charCodeAt(start + level);
    if (level > 6 || (after !== 32 && after !== 9)) continue;
    // Every heading bounds a section; only a short one holding one of the words can open one.
    let lists = false;
    listHeadingWords.lastIndex = start + level;
    if (listHeadingWords.test(text)) {
      const end = text.indexOf('\n', start);
      const title = headingText(text.slice(start + level, end === -1 ? text.length : end));
      lists = ownResourcesHeading.test(title) || filesHeading.test(title) || directoryHeading.test(title);
    }
    headings.push({ start, level, lists });
  }
  const sections: [number, number][] = [];
  for (let i = 0; i < headings.length; i++) {
    const heading = headings[i] as { start: number; level: number; lists: boolean };
    if (!heading.lists) continue;
    let next = i + 1;
    while (next < headings.length && (headings[next] as { level: number }).level > heading.level) next++;
    sections.push([heading.start, next < headings.length ? (headings[next] as { start: number }).start - 1 : text.length]);
    i = next - 1;
  }
  return sections;
}

/** Is there a `.` in text[start, end)? */
function hasDot(text: string, start: number, end: number): boolean {
  for (let at = start; at < end; at++) if (text.charCodeAt(at) === 46) return true;
  return false;
}

/** Does the line at `lineStart` open a list item (`-`, `*`, `+` or `1.` after up to 12 spaces)? */
function isListItemLine(text: string, lineStart: number): boolean {
  let at = lineStart;
  while (at - lineStart < 12 && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++;
  const c = text.charCodeAt(at);
  if (c === 45 || c === 42 || c === 43) return text.charCodeAt(at + 1) === 32 || text.charCodeAt(at + 1) === 9;
  let digits = at;
  while (text.charCodeAt(digits) >= 48 && text.charCodeAt(digits) <= 57) digits++;
  return digits > at && (text.charCodeAt(digits) === 46 || text.charCodeAt(digits) === 41) && text.charCodeAt(digits + 1) === 32;
}

/** The list block around the item line at `lineStart`, from its lead-in line (or the list's first line) to its end. */
function listBlockAround(text: string, bodyOffset: number, lineStart: number): [number, number] {
  let from = lineStart;
  for (let steps = 0; from > bodyOffset && steps < 200; steps++) {
    const previousStart = text.lastIndexOf('\n', from - 2) + 1;
    const previous = text.slice(previousStart, from - 1);
    from = Math.max(previousStart, bodyOffset);
    if (!(listMarker.test(previous) || /^[ \t]/.test(previous) || previous.trim() === '')) break;
  }
  let to = text.indexOf('\n', lineStart);
  for (let steps = 0; to !== -1 && steps < 200; steps++) {
    const nextEnd = text.indexOf('\n', to + 1);
    const next = text.slice(to + 1, nextEnd === -1 ? text.length : nextEnd);
    if (!(listMarker.test(next) || /^[ \t]/.test(next) || next.trim() === '')) break;
    to = nextEnd;
  }
  return [from, to === -1 ? text.length : to];
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
  const block = codeBlockAt(document.codeBlocks, offset);
  if (block === undefined) {
    const lineEnd = text.indexOf('\n', offset);
    return text.slice(text.lastIndexOf('\n', offset - 1) + 1, lineEnd === -1 ? text.length : lineEnd);
  }
  // The closest non-blank prose line above the block (a few lines up at most).
  let lineStart = text.lastIndexOf('\n', block.start - 1) + 1;
  for (let steps = 0; lineStart > bodyOffset && steps < 8; steps++) {
    const previousStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    const previous = text.slice(previousStart, lineStart - 1);
    if (previous.trim() !== '') return placeOf(document, bodyOffset, previousStart) === 'prose' ? previous : '';
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
  // A run stands in a code span or a command block: only those stretches are searched for "./", each
  // found by one look at the characters around it (docs/benchmarks.md, where `check` spends its time).
  const stretches: number[] = [];
  const spans = document.codeSpans;
  for (let i = 0; i < spans.length; i += 2)
    if ((spans[i] as number) >= bodyOffset) stretches.push(spans[i] as number, spans[i + 1] as number);
  for (const block of document.codeBlocks) if (block.start >= bodyOffset && isCommandBlock(block)) stretches.push(block.start, block.end);
  const seen: RunContext = { namesUnderSkillDirectories: undefined, sameName: new Map() };
  for (let i = 0; i < stretches.length; i += 2) {
    const stretchEnd = stretches[i + 1] as number;
    // A loop within the stretch, not indexOf: a search past its end would make many stretches quadratic.
    for (let at = stretches[i] as number; at < stretchEnd - 1; at++)
      if (text.charCodeAt(at) === DOT && text.charCodeAt(at + 1) === SLASH)
        dotSlashAt(text, document, bodyOffset, index, at, found, owned, seen);
  }
}

/** What dotSlashAt looks up once per file, so that a file of many runs costs one pass (hostile trees included). */
interface RunContext {
  /** The names the file writes under a skill directory (`scripts/manager.py` → manager.py), built on first use. */
  namesUnderSkillDirectories: Set<string> | undefined;
  /** Per name: does the skill have a file of that name in some directory? */
  readonly sameName: Map<string, boolean>;
}

/** A path under a skill directory, for the names it ends in. */
const underSkillDirectory = /\b(?:scripts|references|assets)\/([A-Za-z0-9_][A-Za-z0-9_.-]*)/g;

/** The `./name.ext` run at `at`, when the skill owns it (dotSlashRuns). */
function dotSlashAt(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  index: SkillFileIndex,
  at: number,
  found: Candidate[],
  owned: Set<string>,
  seen: RunContext,
): void {
  if (at > 0 && isPathCharacter(text.charCodeAt(at - 1))) return;
  dotSlashTail.lastIndex = at + 2;
  const match = dotSlashTail.exec(text);
  if (match === null) return;
  const name = match[1] as string;
  const place = placeOf(document, bodyOffset, at);
  if ((place !== 'command' && place !== 'code-span') || index.files.has(name)) return;
  let elsewhere = seen.sameName.get(name);
  if (elsewhere === undefined) seen.sameName.set(name, (elsewhere = fileWithSameName(name, index) !== undefined));
  if (seen.namesUnderSkillDirectories === undefined) {
    seen.namesUnderSkillDirectories = new Set();
    for (const match of text.matchAll(underSkillDirectory)) seen.namesUnderSkillDirectories.add(match[1] as string);
  }
  const namedUnderSkillDirectory = seen.namesUnderSkillDirectories.has(name);
  if (!elsewhere && !namedUnderSkillDirectory && !ownershipWords.test(leadInOf(text, document, bodyOffset, at))) return;
  found.push({ target: `./${name}`, offset: at });
  owned.add(name);
}

/** [A-Za-z0-9_./-]: a character that makes a "./" part of a longer path (`../x`, `a/./b`). */
function isPathCharacter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 47 || c === 45;
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
