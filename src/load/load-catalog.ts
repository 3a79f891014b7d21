// Loads the allowlisted skills from a SourceTree: one walk of the root, bounded reads of every
// regular visible file, strict UTF-8 decoding, and SKILL.md parsing. Never throws on bad content.
import { fileTypeOf } from '../config/files-policy.js';
import type { ResolvedConfig } from '../config/types.js';
import { maxCatalogSkills, maxSkillFiles } from '../runtime/bounds.js';
import type { EntryInfo, SourceTree } from '../fs/source-tree.js';
import { decodeStrictUtf8 } from '../fs/decode-text.js';
import { excludeMatcher, type ExcludeMatcher } from './exclude.js';
import { parseSkillMd } from './frontmatter/parse-skill-md.js';
import { isStrictUtf8, LoadedFile } from './loaded-file.js';
import type { DiscoveredSkillDir, LoadedCatalog, LoadedSkill, ReadProblem, SourceFile, WalkEntry } from './model.js';
import { lowerBound, symlinkedParent, walkRoot, type RootEntry } from './walk.js';

/** Stop walking a root that holds far more entries than any valid catalog could (twice 256 skills × 512 files). */
export const maxRootEntries = maxCatalogSkills * maxSkillFiles * 2;

/** A segment starting with `.` (one test per file, without splitting the path). */
const isHidden = (path: string): boolean => path.startsWith('.') || path.includes('/.');

export interface LoadOptions {
  /**
   * Read and parse only these skills' files (`lint <skill-path>…`): the whole root is still walked,
   * so allowlist identity and file-system hazards are judged as always; other skills load no bytes.
   */
  readonly onlySkills?: ReadonlySet<string>;
}

export function loadCatalog(tree: SourceTree, config: ResolvedConfig, options: LoadOptions = {}): LoadedCatalog {
  const root = config.root;
  // Every component of root is checked, not only the last: `content/x` with `content` a symlink is outside the repository.
  const rootKind = symlinkedParent(tree, root) === undefined ? tree.stat(root).kind : 'symlink';
  const walk = rootKind === 'directory' ? walkRoot(tree, root, maxRootEntries) : { entries: [], truncated: false };
  // Per-entry state is kept by the entry's index in the walk, not in maps keyed by path: a path
  // string is hashed for every map it is looked up in, and the loader touches each file several times.
  const entryCount = walk.entries.length;
  /** A file's read, once for every skill that holds it; `unread` until it is asked for. */
  const reads: (RawFile | ReadProblem | undefined | typeof unread)[] = new Array<RawFile | ReadProblem | undefined | typeof unread>(
    entryCount,
  ).fill(unread);
  // A file listed without its size takes it from its read (the opened file's own size) or, when it is
  // not read, from stat; once, so every skill that holds the file sees the same entry.
  const settled: (EntryInfo | undefined)[] = new Array<EntryInfo | undefined>(entryCount);
  const settle = (found: RootEntry, index: number): EntryInfo => {
    if (found.size !== undefined) return { kind: found.kind, size: found.size };
    let info = settled[index];
    if (info === undefined) settled[index] = info = tree.stat(`${root}/${found.path}`);
    return info;
  };
  // Validated once per file, and only for a file some skill may serve as text (never for a blob type);
  // the text itself is decoded when a rule first reads it (LoadedFile).
  const isText = (raw: RawFile): boolean => (raw.validUtf8 ??= isStrictUtf8(raw.bytes));

  /** Undefined when the listed file is not one after all: its settled entry says what it is. */
  const readFile = (file: string, found: RootEntry, index: number): RawFile | ReadProblem | undefined => {
    const cached = reads[index];
    if (cached !== unread) return cached;
    const known = found.size === undefined ? settled[index] : found;
    let outcome: RawFile | ReadProblem | undefined;
    if (known === undefined || known.kind === 'file') {
      const result = tree.read(file, config.limits.fileBytes, known?.size);
      if (result.ok) {
        outcome = { file, bytes: result.bytes, executable: result.executable === true, validUtf8: undefined };
      } else {
        outcome = { file, reason: result.reason, detail: result.detail };
      }
      if (known === undefined) {
        const size = result.ok ? result.bytes.length : result.size;
        const info: EntryInfo = size === undefined ? tree.stat(file) : { kind: 'file', size };
        settled[index] = info;
        // Refused before its type was confirmed (it went away, or was swapped): it is what stat finds.
        if (info.kind !== 'file') outcome = undefined;
      }
    }
    reads[index] = outcome;
    return outcome;
  };

  // Skills mostly share one exclude list (the defaults): one matcher, and its remembered segments, for each list.
  const matchers = new Map<string, ExcludeMatcher>();
  const matcherFor = (patterns: readonly string[]): ExcludeMatcher => {
    const key = patterns.join('\0');
    let matcher = matchers.get(key);
    if (matcher === undefined) matchers.set(key, (matcher = excludeMatcher(patterns)));
    return matcher;
  };
  /** Entries some allowlisted skill holds (by index in the walk): the others are stray. */
  const covered = new Uint8Array(entryCount);
  /** Root-relative paths an allowlisted skill excludes: a SKILL.md there is no skill to judge. */
  const excludedPaths = new Set<string>();
  const skills: LoadedSkill[] = config.skills.map((entry) => {
    const dir = `${root}/${entry.path}`;
    const dirName = entry.path.slice(entry.path.lastIndexOf('/') + 1);
    const skillRootKind = kindAlong(walk.entries, entry.path, rootKind);
    // A skill nested in a selected one shares its files and their report scope, so it loads too.
    const only = options.onlySkills;
    const wanted = only === undefined || [...only].some((s) => entry.path === s || entry.path.startsWith(`${s}/`));
    const entries: WalkEntry[] = [];
    const files: SourceFile[] = [];
    const readProblems: ReadProblem[] = [];
    const excluded: string[] = [];
    const isExcluded = matcherFor(entry.exclude);
    if (skillRootKind === 'directory') {
      const prefix = `${entry.path}/`;
      for (let i = lowerBound(walk.entries, prefix); i < walk.entries.length; i++) {
        const found = walk.entries[i] as RootEntry;
        if (!found.path.startsWith(prefix)) break;
        const path = found.path.slice(prefix.length);
        const file = `${root}/${found.path}`;
        covered[i] = 1;
        if (isExcluded(path)) {
          excludedPaths.add(found.path);
          if (found.kind === 'file') excluded.push(path);
          continue;
        }
        const outcome = found.kind !== 'file' || isHidden(path) || !wanted ? undefined : readFile(file, found, i);
        const info = settle(found, i);
        entries.push({ file, path, kind: info.kind, size: info.size });
        if (outcome === undefined) continue;
        if (!('bytes' in outcome)) {
          readProblems.push(outcome);
          continue;
        }
        // A refused file is still decoded, so the text rules (secrets above all) see it; a blob type never is.
        const type = fileTypeOf(entry.files, path);
        const fields = { file, path, bytes: outcome.bytes, type, executable: outcome.executable };
        // SKILL.md is parsed here and read by most rules: its text stays.
        files.push(new LoadedFile(fields, type?.encoding !== 'blob' && isText(outcome), { pinned: path === 'SKILL.md' }));
      }
    }
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const skillMd = files.find((f) => f.path === 'SKILL.md');
    const parsed = skillMd?.text === undefined ? undefined : parseSkillMd(skillMd.text, config.limits.frontmatterBytes);
    return { entry, dir, dirName, rootKind: skillRootKind, entries, files, readProblems, skillMd, parsed, excluded };
  });

  const discovered: DiscoveredSkillDir[] = [];
  const strayEntries: WalkEntry[] = [];
  for (let i = 0; i < entryCount; i++) {
    const found = walk.entries[i] as RootEntry;
    const cut = found.path.lastIndexOf('/');
    const name = found.path.slice(cut + 1);
    if (name.toLowerCase() === 'skill.md' && !excludedPaths.has(found.path))
      discovered.push({ path: cut === -1 ? '' : found.path.slice(0, cut), marker: name });
    if (covered[i] === 1) continue;
    const info = settle(found, i);
    strayEntries.push({ file: `${root}/${found.path}`, path: found.path, kind: info.kind, size: info.size });
  }

  const otherProblems: ReadProblem[] = [];
  let secretAllowlist: LoadedCatalog['secretAllowlist'];
  if (config.secretAllowlist !== undefined) {
    const file = config.secretAllowlist;
    const info = symlinkedParent(tree, file) === undefined ? tree.stat(file) : { kind: 'symlink' as const, size: 0 };
    if (info.kind === 'file') {
      const result = tree.read(file, config.limits.fileBytes, info.size);
      const text = result.ok ? decodeStrictUtf8(result.bytes) : undefined;
      if (text !== undefined) secretAllowlist = { file, text };
      else
        otherProblems.push({
          file,
          reason: result.ok ? 'unreadable' : result.reason,
          detail: result.ok ? 'not valid UTF-8' : result.detail,
        });
    } else {
      otherProblems.push({
        file,
        reason: info.kind === 'missing' ? 'unreadable' : 'not-regular',
        detail: info.kind === 'missing' ? 'does not exist' : kindWords[info.kind],
      });
    }
  }

  const projectEntries = new Map<string, boolean>();
  const inProject = (path: string): boolean => {
    let found = projectEntries.get(path);
    if (found === undefined) {
      if (tree.hasEntry !== undefined) found = tree.hasEntry(path);
      else {
        const kind = symlinkedParent(tree, path) === undefined ? tree.stat(path).kind : 'symlink';
        found = kind === 'file' || kind === 'directory';
      }
      projectEntries.set(path, found);
    }
    return found;
  };
  return { config, rootKind, skills, discovered, strayEntries, walkTruncated: walk.truncated, secretAllowlist, otherProblems, inProject };
}

/** A file's bytes as read, before any skill decides how it ships. */
interface RawFile {
  readonly file: string;
  readonly bytes: Uint8Array;
  readonly executable: boolean;
  /** Strict UTF-8? Judged when a skill first may serve the file as text. */
  validUtf8: boolean | undefined;
}

/** A file not read yet (undefined is an answer: the listed file is not one after all). */
const unread = Symbol('unread');

/** What an entry that should be a file is, in words ("is a FIFO"). */
const kindWords: Record<Exclude<EntryInfo['kind'], 'file' | 'missing'>, string> = {
  directory: 'is a directory',
  symlink: 'is a symlink, or a directory on its path is one',
  fifo: 'is a FIFO',
  socket: 'is a socket',
  device: 'is a device file',
  gitlink: 'is a submodule (gitlink)',
  unreadable: 'cannot be read',
};

/** Kind of a skill directory, judged along its whole path so a symlinked parent counts too. */
function kindAlong(entries: readonly RootEntry[], path: string, rootKind: RootEntry['kind']): RootEntry['kind'] {
  if (rootKind !== 'directory') return rootKind === 'missing' ? 'missing' : rootKind;
  let prefix = '';
  for (const segment of path.split('/')) {
    prefix = prefix === '' ? segment : `${prefix}/${segment}`;
    // The walk's entries are sorted by path: a binary search, not a map of every entry's path.
    const candidate = entries[lowerBound(entries, prefix)];
    const found = candidate?.path === prefix ? candidate : undefined;
    if (found === undefined) return 'missing';
    if (found.kind !== 'directory') return found.kind;
    // A hidden directory is never entered by the walk, so its content is unknown here.
    if (segment.startsWith('.')) return 'missing';
  }
  return 'directory';
}
