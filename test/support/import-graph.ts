// The import graph of src/, read from the import specifiers of every .ts file, and what breaks the
// layer order written in AGENTS.md "Layers": circles between files, circles between sibling folders,
// and imports from a lower layer to a higher one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';

/** Each layer may import only from layers before it (and from itself). AGENTS.md "Layers". */
export const layers: readonly (readonly string[])[] = [
  ['diagnostics', 'runtime', 'version.ts'],
  ['config'],
  ['fs'],
  ['load'],
  ['references'],
  ['rules'],
  ['lint'],
  ['bundle'],
  ['emit'],
  ['targets'],
  ['catalog-module'],
  ['mcp'],
  ['server'],
  ['verify'],
  ['diff'],
  ['attest'],
  ['init'],
  ['cli'],
  ['index.ts'],
];

const specifierPattern =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** `file` → the src-relative files it imports (relative specifiers only), both `/`-separated. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

export function readImportGraph(srcDir: string): ImportGraph {
  const graph = new Map<string, string[]>();
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts')) {
        const file = relative(srcDir, path).split('\\').join('/');
        graph.set(file, importsOf(file, readFileSync(path, 'utf8')));
      }
    }
  };
  visit(srcDir);
  return graph;
}

/** The src-relative targets of a file's relative imports (`../x.js` → `x.ts`); outside src starts with `..`. */
export function importsOf(file: string, source: string): string[] {
  const out: string[] = [];
  for (const match of source.matchAll(specifierPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (!specifier.startsWith('.')) continue;
    out.push(posix.normalize(posix.join(posix.dirname(file), specifier.replace(/\.js$/, '.ts'))));
  }
  return out;
}

function layerOf(file: string): number {
  const top = file.split('/')[0] ?? file;
  return layers.findIndex((layer) => layer.includes(top));
}

/** Imports that cross layers the wrong way, and files in no layer. */
export function upwardImports(graph: ImportGraph): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    if (from < 0) problems.push(`${file} is in no layer`);
    for (const target of targets) {
      if (target.startsWith('../')) continue;
      const to = layerOf(target);
      if (file.split('/')[0] === target.split('/')[0]) continue;
      if (to < 0 || to >= from) problems.push(`${file} imports ${target} (layer ${to} from layer ${from})`);
    }
  }
  return problems;
}

/** Strongly connected components with more than one node (or a self-loop), each sorted. */
function circles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node)?.has(node) === true) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) connect(node);
  return found;
}

function addEdge(edges: Map<string, Set<string>>, from: string, to: string): void {
  let set = edges.get(from);
  if (set === undefined) edges.set(from, (set = new Set()));
  set.add(to);
  if (!edges.has(to)) edges.set(to, new Set());
}

/** Circles of files importing each other. */
export function fileCircles(graph: ImportGraph): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    if (!edges.has(file)) edges.set(file, new Set());
    for (const target of targets) if (graph.has(target)) addEdge(edges, file, target);
  }
  return circles(edges);
}

/**
 * Circles between folders: an import from `a/b/x.ts` to `a/c/y.ts` is an edge between the sibling
 * folders `a/b` and `a/c` (a file directly in a folder counts as that folder's own part, `a/.`).
 * An import between a folder and one of its own subfolders is no edge: a child may use its parent.
 */
export function folderCircles(graph: ImportGraph): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (!graph.has(target)) continue;
      const a = file.split('/');
      const b = target.split('/');
      let shared = 0;
      while (shared < a.length - 1 && shared < b.length - 1 && a[shared] === b[shared]) shared += 1;
      // Both sides must still be inside a folder below the shared prefix.
      if (shared >= a.length - 1 || shared >= b.length - 1) continue;
      addEdge(edges, a.slice(0, shared + 1).join('/'), b.slice(0, shared + 1).join('/'));
    }
  }
  return circles(edges);
}
