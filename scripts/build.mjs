// Builds dist/ with esbuild: the single-file CLI (with lazily loaded chunks so the hook starts
// fast), the library, the zero-dependency runtime, the SDK adapter, and the self-contained
// reference skills server with this repository's catalog compiled in.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
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
  // CommonJS dependencies bundled into ESM may call require() for Node built-ins.
  banner: { js: "import { createRequire as __skillpackCreateRequire } from 'node:module';\nconst require = __skillpackCreateRequire(import.meta.url);" },
};

rmSync(`${root}/dist`, { recursive: true, force: true });
await Promise.all([
  build({ ...common, entryPoints: { cli: 'src/cli/bin.ts', index: 'src/index.ts' }, outdir: 'dist', splitting: true, chunkNames: 'chunks/[name]-[hash]', plugins: [configValidatorPlugin(root)] }),
  build({ ...common, banner: {}, entryPoints: { runtime: 'src/runtime/index.ts' }, outdir: 'dist', platform: 'neutral' }),
  build({ ...common, entryPoints: { mcp: 'src/mcp/index.ts' }, outdir: 'dist', external: ['@modelcontextprotocol/*'] }),
  build({ ...common, entryPoints: { 'skills-server': 'src/server/bundle-entry.ts' }, outdir: 'dist' }),
]);
