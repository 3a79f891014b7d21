// The import graph of src/, read with the TypeScript compiler (ts.preProcessFile for specifiers, the
// syntax tree for computed `import()` and the `process` global), and what breaks the architecture
// written in AGENTS.md "Data flow" and "Layers": circles between files and between sibling folders,
// imports from a lower layer to a higher one, the package name used from inside, packages outside the
// layers allowed to use them, sub-layer bounds, `process` outside the entry files, and files no entry
// reaches.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';

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

/** Folders (src-relative) that may import a package's modules: only the SDK adapter and the server use the SDK. */
export const packageHomes: readonly {
  readonly packages: string;
  readonly test: (specifier: string) => boolean;
  readonly only: readonly string[];
}[] = [{ packages: '@modelcontextprotocol/*', test: (s) => s.startsWith('@modelcontextprotocol/'), only: ['mcp', 'server'] }];

/**
 * Folders whose imports stay inside a given set of folders (src-relative prefixes); `packages` says
 * whether any package (Node's built-ins included) may be imported.
 */
export const subLayers: readonly {
  readonly folder: string;
  readonly mayImport: readonly string[];
  readonly packages: boolean;
  readonly why: string;
}[] = [
  { folder: 'runtime', mayImport: ['runtime'], packages: false, why: 'zero dependencies, no node: modules, importable alone' },
  {
    folder: 'rules/secret/engine',
    mayImport: ['rules/secret/engine'],
    packages: true,
    why: 'it is handed its detectors and imports no family',
  },
  {
    folder: 'rules/support',
    mayImport: [
      'rules/support',
      'rules/rule.ts',
      'rules/diagnostic-from.ts',
      'rules/docs-url.ts',
      'diagnostics',
      'runtime',
      'version.ts',
      'config',
      'fs',
      'load',
      'references',
    ],
    packages: true,
    why: 'shared by every category, so it imports none',
  },
  { folder: 'mcp', mayImport: ['mcp', 'runtime'], packages: true, why: 'the SDK adapter is the runtime on the SDK' },
];

/** The files that may use Node's `process` (the global or node:process), each with the reason. */
export const processUsers: ReadonlyMap<string, string> = new Map([
  ['cli/bin.ts', 'the CLI entry: argv, stdio, exit code, signals'],
  ['cli/code-cache-entry.ts', 'the `skillpack` executable: argv and the code-cache switch'],
  ['server/bundle-entry.ts', 'the reference server bundle entry: argv, environment, stdio, exit code'],
  ['server/run-skills-server.ts', 'stops the server cleanly on SIGINT and SIGTERM however it was started (serve or the bundle)'],
  ['server/serve-command.ts', "`skillpack serve` reads the process's stdin when the CLI hands it none"],
  ['catalog-module/load-catalog-module.ts', 'removes the compiled split catalogs when the process exits'],
  ['cli/commands/build.ts', 'tells whether the process that left a temporary file still runs (process.kill(pid, 0))'],
  ['emit/write-atomic.ts', "names a temporary file by the writing process's id"],
  ['fs/project-files.ts', "names the temporary file of an edit `init` makes by the writing process's id"],
  ['verify/stdio-connection.ts', "signals the server's process group (process.kill(-pid))"],
]);

/** The files that may `import()` a computed specifier, each with the reason. */
export const computedImporters: ReadonlyMap<string, string> = new Map([
  ['cli/code-cache-entry.ts', 'runs dist/cli-esm.js beside itself, found at run time'],
  ['catalog-module/load-catalog-module.ts', "imports the user's generated catalog module"],
]);

/** `file` → the src-relative files it imports (relative specifiers only), both `/`-separated. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** What one source file says about its dependencies. */
export interface FileFacts {
  /** Relative imports, src-relative (`../x.js` → `x.ts`); outside src starts with `..`. */
  readonly imports: readonly string[];
  /** Bare specifiers: packages and Node's modules. */
  readonly packages: readonly string[];
  /** `import()` calls whose argument is not a string literal, as written. */
  readonly computedImports: readonly string[];
  /** Whether the file touches Node's `process` (the global, or `node:process`). */
  readonly usesProcess: boolean;
}

export type SourceFacts = ReadonlyMap<string, FileFacts>;

export function readSources(srcDir: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!entry.endsWith('.ts')) continue;
    sources.set(entry.split('\\').join('/'), readFileSync(join(srcDir, entry), 'utf8'));
  }
  return sources;
}

function toTs(specifier: string): string {
  return specifier.replace(/\.js$/, '.ts');
}

/** Identifiers named `process` that refer to a variable (not `x.process`, `{ process: … }` or a declaration's name). */
function refersToProcess(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name === node)
    return false;
  if (ts.isPropertySignature(parent) || ts.isMethodSignature(parent)) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  if ((ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isFunctionDeclaration(parent)) && parent.name === node)
    return false;
  return true;
}

export function factsOf(file: string, source: string): FileFacts {
  const imports: string[] = [];
  const packages: string[] = [];
  for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
    if (fileName.startsWith('.')) imports.push(posix.normalize(posix.join(posix.dirname(file), toTs(fileName))));
    else packages.push(fileName);
  }
  const computedImports: string[] = [];
  let usesProcess = packages.includes('node:process') || packages.includes('process');
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const argument = node.arguments[0];
      if (argument === undefined || !ts.isStringLiteralLike(argument)) computedImports.push(node.getText(tree));
    }
    if (ts.isIdentifier(node) && node.text === 'process' && refersToProcess(node)) usesProcess = true;
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return { imports, packages, computedImports, usesProcess };
}

export function readFacts(srcDir: string): SourceFacts {
  return new Map([...readSources(srcDir)].map(([file, source]) => [file, factsOf(file, source)]));
}

export function graphOf(facts: SourceFacts): ImportGraph {
  return new Map([...facts].map(([file, f]) => [file, f.imports]));
}

export function readImportGraph(srcDir: string): ImportGraph {
  return graphOf(readFacts(srcDir));
}

/** The targets of a file's relative imports (kept for callers that have only the text). */
export function importsOf(file: string, source: string): readonly string[] {
  return factsOf(file, source).imports;
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

/** The files outside src a src file may import (`../` = the repository root), each with the reason. */
export const outsideSrcImports: ReadonlyMap<string, string> = new Map([
  ['../package.json', 'the version the CLI reports (src/version.ts)'],
  ['../schema/skillpack.config.schema.json', 'the published config schema, compiled into the validator at build time'],
  ['../generated/skills.ts', "the reference server bundle serves this repository's catalog"],
]);

/** Imports that leave src other than the files named (`../test/…`, `../scripts/…`): src is built alone. */
export function importsOutsideSrc(graph: ImportGraph, allowed: ReadonlyMap<string, string> = outsideSrcImports): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    for (const target of targets)
      if (target.startsWith('../') && !allowed.has(target)) problems.push(`${file} imports ${target}, outside src`);
  }
  return problems;
}

/**
 * The package's own name used from inside (`skillpack`, `skillpack/runtime`): it resolves through
 * tsconfig `paths` in the editor but to the installed package in a bundle, so src imports itself by
 * relative path only. `paths` maps each such specifier to what it names.
 */
export function selfImports(facts: SourceFacts, packageName: string, paths: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, f] of facts) {
    for (const specifier of f.packages) {
      if (specifier !== packageName && !specifier.startsWith(`${packageName}/`)) continue;
      const target = paths.get(specifier);
      problems.push(
        `${file} imports its own package as '${specifier}'${target === undefined ? '' : ` (${target})`}; import it by relative path`,
      );
    }
  }
  return problems;
}

/** `import(x)` with a computed argument outside the allowed files: the graph (and the bundler) cannot see it. */
export function computedImports(facts: SourceFacts, allowed: ReadonlyMap<string, string> = computedImporters): string[] {
  const problems: string[] = [];
  for (const [file, f] of facts) {
    if (allowed.has(file)) continue;
    for (const call of f.computedImports) problems.push(`${file} has a computed import: ${call}`);
  }
  return problems;
}

function inFolder(file: string, folder: string): boolean {
  return file === folder || file.startsWith(`${folder}/`);
}

/** Packages imported outside the folders allowed to use them. */
export function misplacedPackages(facts: SourceFacts, homes = packageHomes): string[] {
  const problems: string[] = [];
  for (const [file, f] of facts) {
    for (const specifier of f.packages) {
      for (const home of homes) {
        if (home.test(specifier) && !home.only.some((folder) => inFolder(file, folder))) {
          problems.push(`${file} imports ${specifier} (${home.packages} belongs in ${home.only.join(', ')})`);
        }
      }
    }
  }
  return problems;
}

/** Imports that leave a sub-layer's bounds. */
export function subLayerBreaches(facts: SourceFacts, bounds = subLayers): string[] {
  const problems: string[] = [];
  for (const [file, f] of facts) {
    for (const bound of bounds) {
      if (!inFolder(file, bound.folder)) continue;
      for (const target of f.imports) {
        if (!bound.mayImport.some((folder) => inFolder(target, folder)))
          problems.push(`${file} imports ${target} (${bound.folder}: ${bound.why})`);
      }
      if (!bound.packages)
        for (const specifier of f.packages) problems.push(`${file} imports ${specifier} (${bound.folder}: ${bound.why})`);
    }
  }
  return problems;
}

/** Files that touch `process` without being named as allowed to. */
export function processOutsideEntries(facts: SourceFacts, allowed: ReadonlyMap<string, string> = processUsers): string[] {
  const problems: string[] = [];
  for (const [file, f] of facts) if (f.usesProcess && !allowed.has(file)) problems.push(`${file} touches process`);
  for (const file of allowed.keys())
    if (facts.has(file) && facts.get(file)?.usesProcess !== true) problems.push(`${file} is allowed process but does not touch it`);
  return problems;
}

/** Files no entry reaches through imports (type imports included). */
export function unreachableFiles(graph: ImportGraph, entries: Iterable<string>): string[] {
  const reached = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (reached.has(file) || !graph.has(file)) continue;
    reached.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return [...graph.keys()].filter((file) => !reached.has(file)).sort();
}

/** The src files that build, docs and bench scripts start from: every `src/….ts|js` path they name or import. */
export function entriesNamedIn(scripts: ReadonlyMap<string, string>): string[] {
  const entries = new Set<string>();
  for (const [path, text] of scripts) {
    for (const match of text.matchAll(/['"`]((?:\.{1,2}\/)*)(src\/[\w./-]+?)\.(?:ts|js)['"`]/g)) {
      const written = `${match[1] ?? ''}${match[2] ?? ''}`;
      // `./src/…` in a script generated at the repository root, `../src/…` relative to the script.
      const fromRoot = (match[1] ?? '').startsWith('..')
        ? posix.normalize(posix.join(posix.dirname(path), written))
        : posix.normalize(match[2] ?? '');
      if (fromRoot.startsWith('src/')) entries.add(`${fromRoot.slice('src/'.length)}.ts`);
    }
  }
  return [...entries].sort();
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

/** tsconfig `paths` of the package's own name, each mapped to its src-relative file. */
export function selfPaths(tsconfigPath: string, srcDir: string): Map<string, string> {
  const config = ts.readConfigFile(tsconfigPath, (path) => ts.sys.readFile(path)).config as {
    compilerOptions?: { paths?: Record<string, string[]> };
  };
  const out = new Map<string, string>();
  const base = posix.dirname(tsconfigPath.split('\\').join('/'));
  for (const [specifier, targets] of Object.entries(config.compilerOptions?.paths ?? {})) {
    const target = targets[0];
    if (target !== undefined) out.set(specifier, relative(srcDir, posix.join(base, target)).split('\\').join('/'));
  }
  return out;
}
