// Builds dist/ with esbuild: the single-file CLI (with lazily loaded chunks so the hook starts
// fast), the library, the zero-dependency runtime and the SDK adapter (each as an ES module and as
// CommonJS, for servers of either kind: README "CommonJS servers"), and the self-contained
// reference skills server with this repository's catalog compiled in.
//   node scripts/build.mjs          everything (the server only when generated/skills.ts exists)
//   node scripts/build.mjs --server only the server bundle (after `skillpack build` rewrote the catalog)
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configValidatorPlugin } from './config-validator-plugin.mjs';
import { rulePagesPlugin } from './rule-pages-plugin.mjs';
import { writeThirdPartyNotices } from './third-party-notices.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  logLevel: 'warning',
  legalComments: 'none',
  // The inputs of every bundle, for the third-party notices.
  metafile: true,
  // yaml's ES module build (the same code as its CommonJS one, published for bundlers): the parts
  // the CLI does not use are left out, which keeps the package under its 1 MB bound (README).
  alias: { yaml: join(root, 'node_modules/yaml/browser/index.js') },
};
// CommonJS dependencies bundled into ESM may call require() for Node built-ins.
const requireBanner = {
  js: "import { createRequire as __skillpackCreateRequire } from 'node:module';\nconst require = __skillpackCreateRequire(import.meta.url);",
};

const server = () => build({ ...common, entryPoints: { 'skills-server': 'src/server/bundle-entry.ts' }, outdir: 'dist' });

const leaveServeOut = {
  name: 'leave-serve-out',
  setup(b) {
    // dist/cli.js hands `serve` to dist/cli-esm.js, so the cached CommonJS CLI never reaches it.
    b.onResolve({ filter: /\/server\/serve-command\.js$/ }, () => ({ path: 'serve-command', namespace: 'skillpack-unreachable' }));
    b.onLoad({ filter: /.*/, namespace: 'skillpack-unreachable' }, () => ({
      contents: "export function runServe() { throw new Error('internal: serve runs through dist/cli-esm.js'); }",
      loader: 'js',
    }));
  },
};

// src/version.ts reads only `version`: the bundle carries that field, not the whole package.json.
const versionOnly = {
  name: 'version-only',
  setup(b) {
    b.onResolve({ filter: /\/package\.json$/ }, (args) =>
      args.importer.endsWith(join('src', 'version.ts')) ? { path: join(root, 'package.json'), namespace: 'skillpack-version' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'skillpack-version' }, (args) => ({
      contents: `export default ${JSON.stringify({ version: JSON.parse(readFileSync(args.path, 'utf8')).version })};`,
      loader: 'js',
    }));
  },
};

/**
 * Escapes what esbuild leaves outside ASCII (comments, and characters in regular expression
 * literals) as `\uXXXX`, which means the same code unit in both. An ASCII file is read by Node as a
 * one-byte string: decoding the CLI's source at every start is then a copy, not a UTF-8 walk over
 * a megabyte. A non-ASCII character after a backslash would change meaning, so it stops the build.
 */
function escapeNonAscii(metafiles) {
  for (const metafile of metafiles) {
    for (const output of Object.keys(metafile.outputs)) {
      if (!output.endsWith('.js') && !output.endsWith('.cjs')) continue;
      const file = join(root, output);
      const text = readFileSync(file, 'utf8');
      if (!/[^\x00-\x7f]/.test(text)) continue;
      if (/\\[^\x00-\x7f]/.test(text)) throw new Error(`build: ${output} has a non-ASCII character after a backslash`);
      writeFileSync(
        file,
        text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
      );
    }
  }
}

/**
 * The require banner is written into every file of the ES module CLI build, chunks included; a file
 * whose code never names `require` (most chunks) loses it: nothing there could call it, and the
 * package stays under its size budget with the CLI split into lazily loaded chunks.
 */
function dropUnusedRequireBanner(metafile) {
  const banner = `${requireBanner.js}\n`;
  for (const output of Object.keys(metafile.outputs)) {
    if (!output.endsWith('.js')) continue;
    const file = join(root, output);
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf(banner);
    if (at === -1) continue;
    const rest = text.slice(0, at) + text.slice(at + banner.length);
    if (!/\brequire\b/.test(rest)) writeFileSync(file, rest);
  }
}

/** One lint of this repository's skills through dist/cli.js writes the code cache it then reads. */
function warmCodeCache() {
  const config = join(root, 'skillpack.config.json');
  if (!existsSync(config)) return;
  spawnSync(process.execPath, [join(root, 'dist/cli.js'), 'lint', '--config', config], {
    env: { ...process.env, SKILLPACK_WRITE_CODE_CACHE: '1' },
    stdio: 'ignore',
  });
}

if (process.argv.includes('--server')) {
  await server();
} else {
  rmSync(`${root}/dist`, { recursive: true, force: true });
  const hasCatalog = existsSync(`${root}/generated/skills.ts`);
  const results = await Promise.all([
    build({
      ...common,
      banner: requireBanner,
      // The ES module runtime and SDK adapter are entries of the same split build, so the CLI and the
      // library share the runtime's code with them instead of carrying a copy (the package's 1 MB bound).
      entryPoints: { index: 'src/index.ts', 'cli-esm': 'src/cli/bin.ts', runtime: 'src/runtime/index.ts', mcp: 'src/mcp/index.ts' },
      outdir: 'dist',
      // The published CLI, minified to keep the package (with the CommonJS runtime and adapter, and the
      // documentation the messages link to) under 1 MB. Exported names are kept; an internal error's
      // stack shows minified local names, its message is unchanged.
      minify: true,
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      // `serve` imports the MCP SDK from the user's project (an optional peer dependency): bundling it
      // would add about 1 MB to every install, runtime-only ones included.
      external: ['@modelcontextprotocol/*'],
      plugins: [configValidatorPlugin(root), rulePagesPlugin(root), versionOnly],
    }),
    // The executable: a small ES module that runs the CommonJS CLI through a V8 code cache.
    build({ ...common, entryPoints: { cli: 'src/cli/code-cache-entry.ts' }, outdir: 'dist' }),
    // The CLI itself as one CommonJS file (vm.Script can cache its compiled code), without `serve`
    // and the MCP SDK, which dist/cli-esm.js runs.
    build({
      ...common,
      format: 'cjs',
      entryPoints: { 'cli-main': 'src/cli/bin.ts' },
      outExtension: { '.js': '.cjs' },
      outdir: 'dist',
      // A script run by vm cannot import() on Node 20: a lazily loaded module becomes a require().
      supported: { 'dynamic-import': false },
      plugins: [configValidatorPlugin(root), rulePagesPlugin(root), leaveServeOut, versionOnly],
    }),
    // The runtime and the SDK adapter, as ES modules and as CommonJS (`exports` conditions `import` and
    // `require`), so a CommonJS server gets the SDK's CommonJS build and types, as its own code does.
    ...['cjs'].flatMap((format) => {
      const shape = {
        ...common,
        format,
        // Local names minified too (the package's 1 MB bound), as in the ES module build: error
        // names are set in code (`CatalogError`, `SkillsFlagError`), so they read the same in both.
        minify: true,
        outdir: 'dist',
        outExtension: { '.js': format === 'cjs' ? '.cjs' : '.js' },
      };
      return [
        build({ ...shape, entryPoints: { runtime: 'src/runtime/index.ts' }, platform: 'neutral' }),
        build({ ...shape, entryPoints: { mcp: 'src/mcp/index.ts' }, external: ['@modelcontextprotocol/*'] }),
      ];
    }),
    hasCatalog
      ? server()
      : Promise.resolve(console.warn('build: generated/skills.ts is missing; skipped dist/skills-server.js (run `npm run build-skills`)')),
  ]);
  // The published bundles (not the repository's own server, which package.json `files` leaves out).
  const published = results.slice(0, -1).map((result) => result.metafile);
  writeThirdPartyNotices(root, published, join(root, 'dist/THIRD-PARTY-NOTICES.md'));
  // The CLI's bundles: the ES module one with its chunks, and the CommonJS one the code cache runs.
  escapeNonAscii([results[0].metafile, results[2].metafile]);
  dropUnusedRequireBanner(results[0].metafile);
  warmCodeCache();
}
