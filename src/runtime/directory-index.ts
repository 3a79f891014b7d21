// The directory resources of a catalog (MCP Skills extension, "Reading Directories"): each skill's
// root `skill://<skill path>` and every directory inside it, written without a trailing `/`, each
// with its direct children in code-unit order of URI (files with their resource metadata,
// subdirectories as `inode/directory`) and the skills whose trees hold it, so that tool-scoped
// visibility decides about a directory exactly as it does about the files in it. Organisational
// prefixes above a skill (`skill://acme` for `acme/review`) are not directories of any skill.
import type { CatalogIndex } from './catalog-index.js';
import type { DirectoryResource } from './wire-types.js';

export const directoryMimeType = 'inode/directory';

export interface DirectoryChild {
  readonly resource: DirectoryResource;
  /** Positions of the skills whose trees hold the child: it is listed when one of them is visible. */
  readonly owners: readonly number[];
}

export interface IndexedDirectory {
  readonly uri: string;
  /** Positions of the skills whose trees hold this directory (more than one only for nested skills). */
  readonly owners: readonly number[];
  readonly children: readonly DirectoryChild[];
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function indexDirectories(index: CatalogIndex): ReadonlyMap<string, IndexedDirectory> {
  const owners = new Map<string, Set<number>>();
  const children = new Map<string, Map<string, { name: string; file: boolean }>>();
  const own = (dir: string, position: number): void => {
    const set = owners.get(dir);
    if (set === undefined) owners.set(dir, new Set([position]));
    else set.add(position);
  };
  const addChild = (dir: string, uri: string, name: string, file: boolean): void => {
    let map = children.get(dir);
    if (map === undefined) children.set(dir, (map = new Map()));
    map.set(uri, { name, file });
  };
  for (const { skill, position } of index.skills) {
    const root = skill.uri.slice(0, -'/SKILL.md'.length);
    for (const file of skill.files) {
      const segments = file.path.split('/');
      let dir = root;
      own(dir, position);
      segments.forEach((segment, i) => {
        const uri = `${dir}/${segment}`;
        const isFile = i === segments.length - 1;
        addChild(dir, uri, segment, isFile);
        if (!isFile) own(uri, position);
        dir = uri;
      });
    }
  }
  const directories = new Map<string, IndexedDirectory>();
  for (const [uri, set] of owners) {
    const listed = [...(children.get(uri) ?? new Map<string, { name: string; file: boolean }>())].sort(([a], [b]) => byCodeUnits(a, b));
    const entries = listed.map(([childUri, { name, file }]): DirectoryChild => {
      if (!file)
        return Object.freeze({
          resource: Object.freeze({ uri: childUri, name, mimeType: directoryMimeType }),
          owners: Object.freeze([...(owners.get(childUri) as Set<number>)]),
        });
      const indexed = index.fileByUri.get(childUri);
      if (indexed === undefined) throw new Error(`internal: ${childUri} is in a manifest but not in the index`);
      return Object.freeze({
        resource: Object.freeze({ uri: childUri, name, mimeType: indexed.listing.mimeType, size: indexed.listing.size }),
        owners: indexed.owners,
      });
    });
    directories.set(uri, Object.freeze({ uri, owners: Object.freeze([...set]), children: Object.freeze(entries) }));
  }
  return directories;
}
