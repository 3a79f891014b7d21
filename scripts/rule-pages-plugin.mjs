// esbuild plugin: replaces src/rules/rule-pages.ts (which reads docs/rules/<id>.md from the repository)
// with every docs/rules/<category>/<name>.md inlined, read the same way (title left out, trimmed), so
// the built CLI prints a rule's docs with no docs folder beside it. The pages are stored
// Brotli-compressed (the package's 1 MB bound, README "What an install brings") and decompressed at the
// first `explain` or SARIF report; node:zlib is loaded only then, never by a plain lint
// (test/cli/start-up-modules.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** Every docs/rules/<category>/<name>.md as `category/name` → its text after its title, trimmed, in sorted order. */
export function readRulePages(root) {
  const dir = join(root, 'docs/rules');
  const pages = {};
  for (const category of readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort())
    for (const file of readdirSync(join(dir, category))
      .filter((name) => name.endsWith('.md'))
      .sort())
      pages[`${category}/${file.slice(0, -'.md'.length)}`] = readFileSync(join(dir, category, file), 'utf8')
        .replace(/^# .*/, '')
        .trim();
  return pages;
}

export function rulePagesPlugin(root) {
  return {
    name: 'skillpack-rule-pages',
    setup(build) {
      build.onResolve({ filter: /\/rule-pages\.js$/ }, (args) => {
        if (!args.importer.endsWith(join('src', 'rules', 'rule-docs.ts'))) return undefined;
        return { path: 'rule-pages', namespace: 'skillpack-rule-pages' };
      });
      build.onLoad({ filter: /.*/, namespace: 'skillpack-rule-pages' }, () => ({
        contents: rulePagesModule(readRulePages(root), build.initialOptions.format === 'cjs'),
        loader: 'js',
        watchDirs: [join(root, 'docs/rules')],
      }));
    },
  };
}

/** The module that replaces src/rules/rule-pages.ts: the pages as compressed JSON, decompressed once on first use. */
function rulePagesModule(pages, commonJs) {
  const json = Buffer.from(JSON.stringify(pages), 'utf8');
  // Brotli at its best quality: about 12 % smaller than deflate on these texts.
  const packed = brotliCompressSync(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  }).toString('base64');
  const head = commonJs ? '' : "import { createRequire } from 'node:module';\n";
  const zlib = commonJs ? "require('node:zlib')" : "createRequire(import.meta.url)('node:zlib')";
  return `${head}const packed = ${JSON.stringify(packed)};
let pages;
export function rulePage(id) {
  pages ??= JSON.parse(${zlib}.brotliDecompressSync(Buffer.from(packed, 'base64')).toString('utf8'));
  return Object.hasOwn(pages, id) ? pages[id] : undefined;
}
`;
}
