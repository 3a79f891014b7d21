// An in-memory SourceTree built from an object literal, for tests and for trees read from the git
// index. Keys are paths relative to the base directory; values are file contents or special entries.
// Its listings give kinds but no sizes, as a directory listing on disk does.
import type { EntryInfo, EntryKind, ListedEntry, ReadResult, SourceTree } from './source-tree.js';

export type MemoryEntry = string | Uint8Array | { readonly kind: Exclude<EntryKind, 'file' | 'directory' | 'missing'> };

export function createMemoryTree(entries: { readonly [path: string]: MemoryEntry }, label = 'memory'): SourceTree {
  const files = new Map<string, Uint8Array>();
  const specials = new Map<string, EntryKind>();
  const children = new Map<string, Set<string>>();
  const encoder = new TextEncoder();
  const addParents = (path: string): void => {
    let child = path;
    while (child !== '') {
      const cut = child.lastIndexOf('/');
      const parent = cut === -1 ? '' : child.slice(0, cut);
      const name = cut === -1 ? child : child.slice(cut + 1);
      let set = children.get(parent);
      if (set === undefined) children.set(parent, (set = new Set()));
      if (set.has(name)) return;
      set.add(name);
      child = parent;
    }
  };
  for (const [path, value] of Object.entries(entries)) {
    if (typeof value === 'string') files.set(path, encoder.encode(value));
    else if (value instanceof Uint8Array) files.set(path, value);
    else specials.set(path, value.kind);
    addParents(path);
  }
  const stat = (path: string): EntryInfo => {
    const bytes = files.get(path);
    if (bytes !== undefined) return { kind: 'file', size: bytes.length };
    const special = specials.get(path);
    if (special !== undefined) return { kind: special, size: 0 };
    if (path === '' || children.has(path)) return { kind: 'directory', size: 0 };
    return { kind: 'missing', size: 0 };
  };
  const list = (dir: string): string[] => [...(children.get(dir) ?? [])];
  return {
    label,
    stat,
    list,
    listEntries(dir: string): ListedEntry[] {
      return list(dir).map((name) => ({ name, kind: stat(dir === '' ? name : `${dir}/${name}`).kind }));
    },
    read(path: string, limit: number, expectedSize?: number): ReadResult {
      const bytes = files.get(path);
      if (bytes === undefined) return { ok: false, reason: 'not-regular' };
      if (bytes.length > limit) return { ok: false, reason: 'too-large', size: bytes.length };
      if (expectedSize !== undefined && bytes.length !== expectedSize)
        return { ok: false, reason: 'changed', detail: `size changed from ${expectedSize} to ${bytes.length} bytes`, size: bytes.length };
      return { ok: true, bytes: bytes.slice() };
    },
  };
}
