// Builds dist/ with esbuild: the single-file CLI (with lazily loaded chunks so the hook starts
// fast), the library, the zero-dependency runtime, the SDK adapter, and the self-contained
// reference skills server with this repository's catalog compiled in.
//   node scripts/build.mjs          everything (the server only when generated/skills.ts exists)
//   node scripts/build.mjs --server only the server bundle (after `skillpack build` rewrote the catalog)
import { build } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configValidatorPlugin } from './config-validator-plugin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  logLevel: 'warning',
  legalComments: 'none',
};
// CommonJS dependencies bundled into ESM may call require() for Node built-ins.
const requireBanner = { js: "import { createRequire as __skillpackCreateRequire } from 'node:module';\nconst require = __skillpackCreateRequire(import.meta.url);" };

const server = () =>
  build({ ...common, entryPoints: { 'skills-server': 'src/server/bundle-entry.ts' }, outdir: 'dist' });

if (process.argv.includes('--server')) {
  await server();
} else {
  rmSync(`${root}/dist`, { recursive: true, force: true });
  const hasCatalog = existsSync(`${root}/generated/skills.ts`);
  await Promise.all([
    build({
      ...common,
      banner: requireBanner,
      entryPoints: { cli: 'src/cli/bin.ts', index: 'src/index.ts' },
      outdir: 'dist',
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      // esbuild strips types from the generated module at `serve` time; it ships a native binary.
      external: ['esbuild'],
      plugins: [configValidatorPlugin(root)],
    }),
    build({ ...common, entryPoints: { runtime: 'src/runtime/index.ts' }, outdir: 'dist', platform: 'neutral' }),
    build({ ...common, entryPoints: { mcp: 'src/mcp/index.ts' }, outdir: 'dist', external: ['@modelcontextprotocol/*'] }),
    hasCatalog ? server() : Promise.resolve(console.warn('build: generated/skills.ts is missing; skipped dist/skills-server.js (run `npm run build-skills`)')),
  ]);
}
