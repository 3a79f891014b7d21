// Which generated files are as the build would write them: each expected file compared byte for
// byte with the committed one, and, in the split layout, every other `.ts` file under the texts
// directory reported as left over. Reads through the SourceTree, so `check --staged` judges the index.
import type { SourceTree } from '../fs/source-tree.js';
import type { PreparedModule } from './prepare-module.js';

export type GeneratedFileState =
  | { readonly file: string; readonly state: 'current' | 'missing' | 'left-over' }
  | { readonly file: string; readonly state: 'differs'; readonly committed: Uint8Array; readonly expected: Uint8Array };

/** Far above any valid module (32 MiB of text, escaped); a bigger file is not ours. */
const maxModuleBytes = 512 * 1024 * 1024;
/** Bounds on the walk of the texts directory: a split catalog has at most 256 modules, 16 path segments deep. */
const maxLeftOverEntries = 4096;
const maxDepth = 17;

export function compareGeneratedFiles(tree: SourceTree, prepared: PreparedModule): GeneratedFileState[] {
  const states: GeneratedFileState[] = prepared.files.map(({ file, bytes }) => {
    const info = tree.stat(file);
    const read = info.kind === 'file' ? tree.read(file, maxModuleBytes, info.size) : undefined;
    if (read?.ok !== true) return { file, state: 'missing' };
    const same = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).equals(bytes);
    return same ? { file, state: 'current' } : { file, state: 'differs', committed: read.bytes, expected: bytes };
  });
  if (prepared.textsDir !== undefined) {
    const expected = new Set(prepared.files.map((f) => f.file));
    for (const file of committedModules(tree, prepared.textsDir)) if (!expected.has(file)) states.push({ file, state: 'left-over' });
  }
  return states;
}

/** Every `.ts` file under `dir` (never following a symlink), sorted; bounded however big the tree. */
export function committedModules(tree: SourceTree, dir: string): string[] {
  const found: string[] = [];
  let seen = 0;
  const visit = (path: string, depth: number): void => {
    if (depth > maxDepth) return;
    let names: string[];
    try {
      names = tree.list(path);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      if (++seen > maxLeftOverEntries) return;
      const child = `${path}/${name}`;
      const kind = tree.stat(child).kind;
      if (kind === 'directory') visit(child, depth + 1);
      else if (kind === 'file' && name.endsWith('.ts')) found.push(child);
    }
  };
  if (tree.stat(dir).kind === 'directory') visit(dir, 1);
  return found.sort();
}
