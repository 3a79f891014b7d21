// Writes docs/rules.md from the rule metadata and docs/rules/<id>.md (`npm run docs:rules`); with --check it only compares
// and exits 1 when the file is stale. The TypeScript sources are bundled in memory with esbuild, so
// this needs no build step.
import { build } from 'esbuild';
import { rulePagesPlugin } from './rule-pages-plugin.mjs';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

const entry = `import { allRules } from './src/rules/index.ts';
import { renderRulesDoc, rulesDocPath } from './scripts/rules-doc.ts';
export const doc = renderRulesDoc(allRules);
export { rulesDocPath };`;

const bundled = await build({
  stdin: { contents: entry, resolveDir: root, sourcefile: 'rules-doc-entry.ts', loader: 'ts' },
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  write: false,
  logLevel: 'warning',
  plugins: [rulePagesPlugin(root)],
  banner: {
    js: "import { createRequire as __skillpackCreateRequire } from 'node:module';\nconst require = __skillpackCreateRequire(import.meta.url);",
  },
});
const dir = mkdtempSync(join(tmpdir(), 'skillpack-rules-doc-'));
let doc;
let rulesDocPath;
try {
  const file = join(dir, 'rules-doc.mjs');
  writeFileSync(file, bundled.outputFiles[0].contents);
  ({ doc, rulesDocPath } = await import(pathToFileURL(file).href));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const target = join(root, rulesDocPath);
let current;
try {
  current = readFileSync(target, 'utf8');
} catch {
  current = undefined;
}
if (check) {
  if (current !== doc) {
    process.stderr.write(`${rulesDocPath} is stale; run \`npm run docs:rules\` and commit the result.\n`);
    process.exitCode = 1;
  }
} else if (current !== doc) {
  writeFileSync(target, doc);
  process.stdout.write(`wrote ${rulesDocPath}\n`);
} else {
  process.stdout.write(`${rulesDocPath} is up to date\n`);
}
