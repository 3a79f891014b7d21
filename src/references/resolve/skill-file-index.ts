// The files a reference may resolve to: the regular, non-hidden files of a skill (read or only
// walked), with every directory that holds one and a lower-cased lookup for "did you mean" hints.
import type { LoadedSkill, SourceFile, WalkEntry } from '../../load/model.js';

const isHiddenPath = (path: string): boolean => path.startsWith('.') || path.includes('/.');

/** The files a reference may resolve to (regular, non-hidden files of the skill), indexed for lookups. */
export interface SkillFileIndex {
  readonly files: ReadonlySet<string>;
  /** Every directory that holds at least one of the files ('' is the skill root). */
  readonly directories: ReadonlySet<string>;
  /** Lower-cased path → path, for "did you mean" hints. */
  readonly byLowerCase: ReadonlyMap<string, string>;
}

/** Adds a file and, the first time, the directories that hold it. */
function addFile(files: Set<string>, directories: Set<string>, file: string): void {
  if (files.has(file)) return;
  files.add(file);
  for (let cut = file.lastIndexOf('/'); cut > 0; cut = file.lastIndexOf('/', cut - 1)) {
    const directory = file.slice(0, cut);
    // A directory already indexed came with all of its ancestors.
    if (directories.has(directory)) break;
    directories.add(directory);
  }
}

function fileIndex(files: Set<string>, directories: Set<string>): SkillFileIndex {
  // Only "did you mean" hints read it: built on first use.
  let byLowerCase: Map<string, string> | undefined;
  return {
    files,
    directories,
    get byLowerCase(): ReadonlyMap<string, string> {
      if (byLowerCase === undefined) {
        byLowerCase = new Map<string, string>();
        for (const file of files) byLowerCase.set(file.toLowerCase(), file);
      }
      return byLowerCase;
    },
  };
}

export function indexFiles(paths: Iterable<string>): SkillFileIndex {
  const files = new Set<string>();
  const directories = new Set<string>(['']);
  for (const path of paths) addFile(files, directories, path);
  return fileIndex(files, directories);
}

export function skillFileIndex(skill: LoadedSkill): SkillFileIndex {
  const files = new Set<string>();
  const directories = new Set<string>(['']);
  const { files: read, entries } = skill;
  for (let i = 0; i < read.length; i++) addFile(files, directories, (read[i] as SourceFile).path);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as WalkEntry;
    if (entry.kind === 'file' && !isHiddenPath(entry.path)) addFile(files, directories, entry.path);
  }
  return fileIndex(files, directories);
}
