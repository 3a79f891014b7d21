// Writes the published type declarations to dist/types: tsc emits declarations for the three public
// entries (tsconfig.types.json), then every declaration file none of them reaches is removed, so the
// package ships only the types a consumer's compiler reads (README "Dependencies": no `src/`). The
// runtime and the adapter also get CommonJS declarations (`.d.cts`, relative imports to `.cjs`), read
// under the `require` condition: a CommonJS server then sees the SDK's CommonJS types on both sides.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'dist', 'types');
const entries = ['index.d.ts', 'runtime/index.d.ts', 'mcp/index.d.ts'];

rmSync(out, { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.types.json')], {
  stdio: ['ignore', 2, 2],
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

const reached = new Set();
const pending = entries.map((entry) => join(out, entry));
while (pending.length > 0) {
  const file = pending.pop();
  if (reached.has(file)) continue;
  if (!existsSync(file)) throw new Error(`build-types: ${relative(root, file)} is missing`);
  reached.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
    pending.push(normalize(join(dirname(file), match[1].replace(/\.js$/, '.d.ts'))));
  }
}

let removed = 0;
const prune = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      prune(path);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
    } else if (!reached.has(path)) {
      rmSync(path);
      removed++;
    }
  }
};
prune(out);

// Doc comments stay where a consumer's editor shows them most: the runtime's and the adapter's ES
// module declarations and the package's entry. The library's inner declarations and the CommonJS
// twins (the same text as their ES module files) ship without them, which keeps the package under
// its 1 MB bound (README "What an install brings"); the sources and the README document them.
const docComment = /^[ \t]*\/\*\*[\s\S]*?\*\/[ \t]*\r?\n/gm;
const stripDocComments = (text) => text.replace(docComment, '');
let stripped = 0;
for (const file of reached) {
  const inner = relative(out, file);
  if (inner === 'index.d.ts' || inner.startsWith('runtime/') || inner.startsWith('mcp/')) continue;
  writeFileSync(file, stripDocComments(readFileSync(file, 'utf8')));
  stripped++;
}

let cjs = 0;
const writeCjs = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) writeCjs(path);
    else if (entry.name.endsWith('.d.ts')) {
      const text = stripDocComments(readFileSync(path, 'utf8')).replace(/((?:from|import)\s*\(?\s*['"]\.[^'"]*?)\.js(['"])/g, '$1.cjs$2');
      writeFileSync(path.replace(/\.d\.ts$/, '.d.cts'), text);
      cjs++;
    }
  }
};
for (const entry of ['runtime', 'mcp']) writeCjs(join(out, entry));
process.stderr.write(
  `build-types: ${reached.size} declaration files in dist/types (${removed} unreachable ones removed, ${stripped} without doc comments), ${cjs} CommonJS ones for the runtime and the adapter\n`,
);
