// Which generated files are as the build would write them: each expected file compared byte for
// byte with the committed one, and, in the split layout, every other `.ts` file under the texts
// directory reported as left over. Reads through the SourceTree, so `check --staged` judges the index.
import { posix } from 'node:path';
import { maxGeneratedBytes } from '../fs/output-files.js';
import type { EntryKind, OpenedFile, SourceTree } from '../fs/source-tree.js';
import { symlinkedParent } from '../load/walk.js';
import { walkBudget, walkDirectory } from './bounded-walk.js';
import { findTempFiles } from './stale-temp-files.js';
import type { PreparedModule } from './prepare-module.js';

export type GeneratedFileState =
  | { readonly file: string; readonly state: 'current' | 'missing' | 'left-over' | 'temp-file' }
  | { readonly file: string; readonly state: 'unusable'; readonly problem: string }
  | { readonly file: string; readonly state: 'differs'; readonly committed: Uint8Array; readonly expected: Uint8Array };

export function compareGeneratedFiles(tree: SourceTree, prepared: PreparedModule): GeneratedFileState[] {
  const states: GeneratedFileState[] = prepared.files.map(({ file, bytes }): GeneratedFileState => {
    const read = readCommitted(tree, file);
    if (!('bytes' in read)) return read;
    const same = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).equals(bytes);
    return same ? { file, state: 'current' } : { file, state: 'differs', committed: read.bytes, expected: bytes };
  });
  states.push(...strayGeneratedFiles(tree, prepared.files, prepared.textsDir));
  return states;
}

/** The committed bytes of a generated file, or why there are none (it is missing or unusable). */
export function readCommitted(tree: SourceTree, file: string): { readonly bytes: Uint8Array } | GeneratedFileState {
  const parent = symlinkedParent(tree, file);
  if (parent !== undefined)
    return {
      file,
      state: 'unusable',
      problem: `cannot be read: its directory "${parent}" is a symlink (skillpack never reads or writes generated files through one)`,
    };
  const info = tree.stat(file);
  if (info.kind === 'missing') return { file, state: 'missing' };
  if (info.kind !== 'file') return { file, state: 'unusable', problem: kindProblem[info.kind] };
  const read = tree.read(file, maxGeneratedBytes, info.size);
  if (!read.ok)
    return {
      file,
      state: 'unusable',
      problem:
        read.reason === 'too-large'
          ? `is larger than ${maxGeneratedBytes} bytes, so it is not a generated module`
          : `cannot be read (${read.detail ?? read.reason})`,
    };
  return { bytes: read.bytes };
}

/**
 * The committed generated file opened to be read piece by piece (the caller closes it), or undefined
 * wherever readCommitted gives no bytes: its caller then takes the path that words why.
 */
export function openCommitted(tree: SourceTree, file: string): OpenedFile | undefined {
  if (tree.open === undefined || symlinkedParent(tree, file) !== undefined) {
    const read = readCommitted(tree, file);
    return 'bytes' in read ? bytesAsOpenedFile(read.bytes) : undefined;
  }
  const info = tree.stat(file);
  const opened = info.kind === 'file' ? tree.open(file, maxGeneratedBytes, info.size) : undefined;
  return opened?.ok === true ? opened.file : undefined;
}

/** Bytes in memory read as an opened file (a tree that cannot open files hands them whole). */
export function bytesAsOpenedFile(bytes: Uint8Array): OpenedFile {
  return {
    size: bytes.length,
    read: (into, position) => {
      const piece = bytes.subarray(position, position + into.length);
      into.set(piece);
      return piece.length;
    },
    close() {},
  };
}

/**
 * Files the build would not write: in the split layout, every other `.ts` file under the texts
 * directory (left over), and temporary files a killed build left beside the generated files.
 */
export function strayGeneratedFiles(
  tree: SourceTree,
  files: readonly { readonly file: string }[],
  textsDir: string | undefined,
): GeneratedFileState[] {
  const states: GeneratedFileState[] = [];
  if (textsDir !== undefined) {
    const expected = new Set(files.map((f) => f.file));
    for (const file of committedModules(tree, textsDir)) if (!expected.has(file)) states.push({ file, state: 'left-over' });
  }
  const outputDir = posix.dirname(files[files.length - 1]?.file ?? '.');
  const dirs = [
    { dir: outputDir === '.' ? '' : outputDir, deep: false },
    ...(textsDir === undefined ? [] : [{ dir: textsDir, deep: true }]),
  ];
  for (const file of findTempFiles(tree, dirs)) states.push({ file, state: 'temp-file' });
  return states;
}

/** Why an entry at a generated file's path is not one, in words (check says exactly what is there). */
const kindProblem: Record<Exclude<EntryKind, 'file' | 'missing'>, string> = {
  directory: 'is a directory, not a file',
  symlink: 'is a symlink (skillpack never follows one at the output; commit the generated file itself)',
  fifo: 'is a FIFO (named pipe), not a file',
  socket: 'is a socket, not a file',
  device: 'is a device file, not a file',
  gitlink: 'is a submodule (gitlink), not a file',
  unreadable: 'cannot be read (permission denied, or a name or path the file system refuses)',
};

/** Every `.ts` file under `dir` (never following a symlink), sorted; bounded however big the tree. */
export function committedModules(tree: SourceTree, dir: string): string[] {
  const found: string[] = [];
  if (tree.stat(dir).kind !== 'directory') return found;
  walkDirectory(tree, dir, walkBudget(), (child, name) => {
    const kind = tree.stat(child).kind;
    if (kind === 'file' && name.endsWith('.ts')) found.push(child);
    return kind === 'directory';
  });
  return found.sort();
}
