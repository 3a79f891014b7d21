// Prototype layouts of the generated module, written by the benchmark from the same catalog, so the
// start-up cost of the shipped one-big-module layout can be weighed against the alternatives
// docs/benchmarks.md weighs. These are measurement prototypes, not the emitter's output; the
// split layout (index module + one texts module per skill) is emitted for real (config `layout`)
// and measured by import-split.mjs.
//   utf8     the shipped layout with its text left as raw UTF-8 (what tsc or a UTF-8 bundler emits;
//            esbuild's default output, measured as the shipped figure, escapes non-ASCII)
//   lazy-fn  one module; each skill's texts inside a function called on first use (V8 pre-parses
//            function bodies without building their strings)
// Usage: node bench/probes/layouts.mjs write <catalog.mjs> <out-dir>
//        node --expose-gc bench/probes/layouts.mjs import <layout> <out-dir>
//   import prints {"importMs","heapBytes","firstSkillMs","allSkillsMs","allHeapBytes"} as JSON.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';

const [command, ...rest] = process.argv.slice(2);

const literal = (text) => JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const ascii = (text) => literal(text).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const freezer = 'function deepFreeze(v) { if (typeof v === "object" && v !== null && !Object.isFrozen(v)) { for (const c of Object.values(v)) deepFreeze(c); Object.freeze(v); } return v; }\n';
const skillHead = (s, L) => `name: ${L(s.name)}, path: ${L(s.path)}, uri: ${L(s.uri)}, tools: ${JSON.stringify(s.tools)}, frontmatter: ${JSON.stringify(s.frontmatter)}`;
const manifest = (s, L) => s.files.map((f) => `{ path: ${L(f.path)}, uri: ${L(f.uri)}, mediaType: ${L(f.mediaType)}, size: ${f.size}, digest: ${L(f.digest)} }`).join(',\n');

async function write(modulePath, out) {
  const { catalog } = await import(pathToFileURL(modulePath).href);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const head = `formatVersion: 1, generator: ${ascii(catalog.generator)}, publisher: ${ascii(catalog.publisher)}, digest: ${ascii(catalog.digest)}`;

  // utf8: the shipped module's own text, stripped without escaping non-ASCII.
  const ts = readFileSync(modulePath.replace(/-catalog\.mjs$/, '/generated/skills.ts'), 'utf8');
  writeFileSync(join(out, 'utf8.mjs'), transformSync(ts, { loader: 'ts', format: 'esm', target: 'node20', charset: 'utf8' }).code);

  const lazy = [`const skills = [`];
  for (const s of catalog.skills) lazy.push(`{ ${skillHead(s, ascii)},\ntexts: () => [\n${s.files.map((f) => ascii(f.text)).join(',\n')}\n],\nfiles: [${manifest(s, ascii)}] },`);
  lazy.push(`];\n${freezer}export const catalog = deepFreeze({ ${head}, skills });\nexport const loadTexts = (i) => catalog.skills[i].texts();\n`);
  writeFileSync(join(out, 'lazy-fn.mjs'), lazy.join('\n'));

}

async function measure(layout, out) {
  const entry = { utf8: 'utf8.mjs', 'lazy-fn': 'lazy-fn.mjs' }[layout];
  if (entry === undefined || typeof globalThis.gc !== 'function') throw new Error('usage: node --expose-gc layouts.mjs import utf8|lazy-fn <out-dir>');
  const settle = () => {
    globalThis.gc();
    globalThis.gc();
    return process.memoryUsage().heapUsed;
  };
  const before = settle();
  const t0 = performance.now();
  const module = await import(pathToFileURL(join(out, entry)).href);
  const importMs = performance.now() - t0;
  const heapBytes = settle() - before;
  const load = module.loadTexts ?? ((i) => module.catalog.skills[i].files.map((f) => f.text));
  const count = module.catalog.skills.length;
  const t1 = performance.now();
  await load(count >> 1);
  const firstSkillMs = performance.now() - t1;
  const t2 = performance.now();
  const all = [];
  for (let i = 0; i < count; i += 1) all.push(await load(i));
  const allSkillsMs = performance.now() - t2;
  const allHeapBytes = settle() - before;
  process.stdout.write(`${JSON.stringify({ importMs, heapBytes, firstSkillMs, allSkillsMs, allHeapBytes, skills: all.length })}\n`);
}

if (command === 'write') await write(rest[0], rest[1]);
else if (command === 'import') await measure(rest[0], rest[1]);
else throw new Error('usage: layouts.mjs write <catalog.mjs> <out-dir> | import <layout> <out-dir>');
