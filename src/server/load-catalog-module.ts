// Loads a generated catalog module (TypeScript with only `import type` imports) at run time: its
// imports are read from its code, never its string contents (module-imports.ts); esbuild strips the
// types, the JavaScript is imported from a data: URL (no temp files, and the module's own imports
// are never resolved), and the `catalog` export is returned unvalidated —
// createSkillServer validates it. The split layout's index imports its texts modules by relative
// path, so its files are compiled into a private temporary directory (removed at exit) instead.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../config/config-error.js';
import type { ModuleLayout } from '../config/types.js';
import type { SkillCatalog, SplitSkillCatalog } from '../runtime/index.js';
import { runTimeImports, type RunTimeImport } from './module-imports.js';

export async function loadCatalogModule(file: string, layout: ModuleLayout = 'single'): Promise<SkillCatalog | SplitSkillCatalog> {
  if (layout === 'split') return loadSplitCatalog(file);
  const code = await compileModule(file, () => loadEsbuild('module'), (imports) => {
    if (imports.length > 0) throw new ConfigError('io', `${file}: a generated module imports nothing at run time; rebuild it with \`skillpack build\``);
  });
  return (await importCatalog(file, `data:text/javascript;base64,${Buffer.from(code, 'utf8').toString('base64')}`)) as SkillCatalog;
}

/** esbuild, imported on first use (it ships a native binary); `what` words the message. */
async function loadEsbuild(what: 'module' | 'modules'): Promise<typeof import('esbuild')> {
  try {
    return await import('esbuild');
  } catch {
    throw new ConfigError('io', `skillpack serve needs esbuild to load the generated TypeScript ${what}; install it (npm install --save-dev esbuild)`);
  }
}

/** The `catalog` export of the module at `url`, unvalidated. */
async function importCatalog(file: string, url: string): Promise<object> {
  let exported: { catalog?: unknown };
  try {
    exported = (await import(url)) as { catalog?: unknown };
  } catch (error) {
    throw new ConfigError('io', `${file}: the generated module failed to load (${firstLine(error)})`);
  }
  if (typeof exported.catalog !== 'object' || exported.catalog === null) throw new ConfigError('io', `${file}: exports no \`catalog\``);
  return exported.catalog;
}

/**
 * The module's JavaScript: read first (a missing module is the likelier mistake), its run-time imports
 * judged by `checkImports` from the code of the TypeScript source (never from its strings), then types stripped.
 */
async function compileModule(file: string, loadCompiler: () => Promise<typeof import('esbuild')>, checkImports: (imports: readonly RunTimeImport[]) => void): Promise<string> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError('io', code === 'ENOENT' ? `${file}: no generated module; run \`skillpack build\` first` : `${file}: cannot read (${code ?? String(error)})`);
  }
  checkImports(runTimeImports(source));
  const esbuild = await loadCompiler();
  try {
    return (await esbuild.transform(source, { loader: 'ts', format: 'esm', target: 'node20', sourcefile: file })).code;
  } catch (error) {
    throw new ConfigError('io', `${file}: not a loadable generated module (${firstLine(error)})`);
  }
}

/** The split layout: the index and every texts module it imports, compiled side by side, then the index imported. */
async function loadSplitCatalog(file: string): Promise<SplitSkillCatalog> {
  const esbuild = await loadEsbuild('modules');
  const textsDirName = basename(file).slice(0, -'.ts'.length);
  // The only run-time imports of an index are its own texts modules: `import("./<dir>/<skill path>.js")`.
  const specifiers: string[] = [];
  const ownImport = new RegExp(`^\\./${textsDirName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*/){0,15}[A-Za-z0-9_-][A-Za-z0-9._-]*\\.js$`);
  const index = await compileModule(file, async () => esbuild, (imports) => {
    if (imports.some((i) => i.kind !== 'dynamic')) throw new ConfigError('io', `${file}: a generated module imports nothing statically; rebuild it with \`skillpack build\``);
    for (const { specifier } of imports) {
      if (specifier === undefined || !ownImport.test(specifier) || specifier.includes('..')) throw new ConfigError('io', `${file}: imports something other than its own texts modules; rebuild it with \`skillpack build\``);
      specifiers.push(specifier);
    }
  });
  const dir = mkdtempSync(join(tmpdir(), 'skillpack-serve-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
  writeFileSync(join(dir, 'index.js'), index);
  for (const specifier of new Set(specifiers)) {
    const code = await compileModule(join(dirname(file), specifier.slice(2, -'.js'.length) + '.ts'), async () => esbuild, (imports) => {
      if (imports.length > 0) throw new ConfigError('io', `${specifier}: a texts module imports nothing; rebuild it with \`skillpack build\``);
    });
    const target = join(dir, specifier);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
  }
  return (await importCatalog(file, pathToFileURL(join(dir, 'index.js')).href)) as SplitSkillCatalog;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
