// Loads a generated catalog module (TypeScript with only `import type` imports) at run time:
// esbuild strips the types, the JavaScript is imported from a data: URL (no temp files, and the
// module's own imports are never resolved), and the `catalog` export is returned unvalidated —
// createSkillServer validates it.
import { readFile } from 'node:fs/promises';
import { ConfigError } from '../config/config-error.js';
import type { SkillCatalog } from '../runtime/index.js';

export async function loadCatalogModule(file: string): Promise<SkillCatalog> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError('io', code === 'ENOENT' ? `${file}: no generated module; run \`skillpack build\` first` : `${file}: cannot read (${code ?? String(error)})`);
  }
  let esbuild: typeof import('esbuild');
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new ConfigError('io', 'skillpack serve needs esbuild to load the generated TypeScript module; install it (npm install --save-dev esbuild)');
  }
  let code: string;
  try {
    code = (await esbuild.transform(source, { loader: 'ts', format: 'esm', target: 'node20', sourcefile: file })).code;
  } catch (error) {
    throw new ConfigError('io', `${file}: not a loadable generated module (${firstLine(error)})`);
  }
  if (/^\s*import\s(?!type\b)/m.test(code) || /\bimport\s*\(/.test(code)) {
    throw new ConfigError('io', `${file}: a generated module imports nothing at run time; rebuild it with \`skillpack build\``);
  }
  let exported: { catalog?: unknown };
  try {
    exported = (await import(`data:text/javascript;base64,${Buffer.from(code, 'utf8').toString('base64')}`)) as { catalog?: unknown };
  } catch (error) {
    throw new ConfigError('io', `${file}: the generated module failed to load (${firstLine(error)})`);
  }
  if (typeof exported.catalog !== 'object' || exported.catalog === null) throw new ConfigError('io', `${file}: exports no \`catalog\``);
  return exported.catalog as SkillCatalog;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
