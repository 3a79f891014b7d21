// Loads a generated catalog module (TypeScript with only `import type` imports) at run time: its
// imports are read from its code, never its string contents (module-imports.ts);
// strip-generated-types.ts removes the emitter's fixed type annotations (no compiler needed); the
// JavaScript is imported from a data: URL (no temp files, and the module's own imports are never
// resolved), and the `catalog` export is returned unvalidated —
// createSkillServer validates it. The split layout's index imports its texts modules by relative
// path, so its files are compiled into a private temporary directory (removed at exit) instead.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserError } from '../diagnostics/user-error.js';
import { checkOutputDirectories, readExistingOutput } from '../fs/output-files.js';
import type { ModuleLayout } from '../config/types.js';
import type { SkillCatalog, SplitSkillCatalog } from '../runtime/index.js';
import { runTimeImports, type RunTimeImport } from './module-imports.js';
import { stripGeneratedTypes } from './strip-generated-types.js';
import { textsImportMatcher } from './texts-import.js';

export async function loadCatalogModule(file: string, layout: ModuleLayout = 'single'): Promise<SkillCatalog | SplitSkillCatalog> {
  if (layout === 'split') return loadSplitCatalog(file);
  const code = compileModule(file, (imports) => {
    if (imports.length > 0)
      throw new UserError('io', `${file}: a generated module imports nothing at run time; rebuild it with \`npx skillpack build\``);
  });
  return (await importCatalog(file, `data:text/javascript;base64,${Buffer.from(code, 'utf8').toString('base64')}`)) as SkillCatalog;
}

/** The `catalog` export of the module at `url`, unvalidated. */
async function importCatalog(file: string, url: string): Promise<object> {
  let exported: { catalog?: unknown };
  try {
    exported = (await import(url)) as { catalog?: unknown };
  } catch (error) {
    throw new UserError('io', `${file}: the generated module failed to load (${firstLine(error)})`);
  }
  if (typeof exported.catalog !== 'object' || exported.catalog === null) throw new UserError('io', `${file}: exports no \`catalog\``);
  return exported.catalog;
}

/**
 * The module's JavaScript: read first (a missing module is the likelier mistake; nothing but a regular
 * file is opened), its run-time imports judged by `checkImports` from the code of the TypeScript source
 * (never from its strings), then types stripped.
 */
function compileModule(file: string, checkImports: (imports: readonly RunTimeImport[]) => void): string {
  const source = readModuleSource(file);
  checkImports(runTimeImports(source));
  const stripped = stripGeneratedTypes(source);
  if (!stripped.ok)
    throw new UserError(
      'io',
      `${file}:${stripped.line}: not a module \`skillpack build\` writes (a typed line it does not emit); rebuild it with \`npx skillpack build\``,
    );
  return stripped.code;
}

/** The split layout: the index and every texts module it imports, compiled side by side, then the index imported. */
async function loadSplitCatalog(file: string): Promise<SplitSkillCatalog> {
  const specifiers: string[] = [];
  const ownImport = textsImportMatcher(basename(file));
  const index = compileModule(file, (imports) => {
    if (imports.some((i) => i.kind !== 'dynamic'))
      throw new UserError('io', `${file}: a generated module imports nothing statically; rebuild it with \`npx skillpack build\``);
    for (const { specifier } of imports) {
      if (specifier === undefined || !ownImport(specifier))
        throw new UserError('io', `${file}: imports something other than its own texts modules; rebuild it with \`npx skillpack build\``);
      specifiers.push(specifier);
    }
  });
  const dir = mkdtempSync(join(tmpdir(), 'skillpack-serve-'));
  removeAtExit(dir);
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
  writeFileSync(join(dir, 'index.js'), index);
  for (const specifier of new Set(specifiers)) {
    // No directory on the way to a texts module may be a symlink (src/fs/output-files.ts).
    checkOutputDirectories(dirname(file), posix.dirname(specifier.slice(2)), 'a texts module', false);
    const code = compileModule(join(dirname(file), specifier.slice(2, -'.js'.length) + '.ts'), (imports) => {
      if (imports.length > 0)
        throw new UserError('io', `${specifier}: a texts module imports nothing; rebuild it with \`npx skillpack build\``);
    });
    const target = join(dir, specifier);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
  }
  return (await importCatalog(file, pathToFileURL(join(dir, 'index.js')).href)) as SplitSkillCatalog;
}

/** Directories of compiled split catalogs, removed when the process exits (one listener however many loads). */
const compiledDirs = new Set<string>();

function removeAtExit(dir: string): void {
  if (compiledDirs.size === 0)
    process.once('exit', () => {
      for (const compiled of compiledDirs) rmSync(compiled, { recursive: true, force: true });
    });
  compiledDirs.add(dir);
}

/** A module's text: only a regular file is opened (never a symlink, FIFO or device), bounded (src/fs/output-files.ts). */
function readModuleSource(file: string): string {
  const bytes = readExistingOutput(dirname(file), basename(file));
  if (bytes === undefined) throw new UserError('io', `${file}: no generated module; run \`npx skillpack build\` first`);
  return bytes.toString('utf8');
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
