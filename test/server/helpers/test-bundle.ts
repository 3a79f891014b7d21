// Builds the real reference-server entry (src/server/bundle-entry.ts) into a temp directory with
// esbuild, with a fixture catalog in place of generated/skills.ts — the same self-contained
// bundle dist/skills-server.js is, for any catalog a test needs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { SkillCatalog } from '../../../src/runtime/types.js';

export const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export async function buildTestBundle(catalog: SkillCatalog): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'skillpack-bundle-'));
  const catalogModule = join(dir, 'catalog.ts');
  writeFileSync(catalogModule, `export const catalog = ${JSON.stringify(catalog)};\n`);
  const outfile = join(dir, 'skills-server.mjs');
  await build({
    absWorkingDir: repoRoot,
    entryPoints: [join(repoRoot, 'src/server/bundle-entry.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outfile,
    logLevel: 'silent',
    plugins: [
      {
        name: 'fixture-catalog',
        setup(b) {
          b.onResolve({ filter: /generated\/skills\.js$/ }, () => ({ path: catalogModule }));
        },
      },
    ],
  });
  return outfile;
}
