// esbuild plugin: replaces src/rules/why-texts.ts (which reads docs/rules/<id>.md from the repository)
// with the texts of every docs/rules/<category>/<name>.md inlined, read and trimmed the same way, so
// the built CLI prints a rule's why with no docs folder beside it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every docs/rules/<category>/<name>.md as `category/name` → its trimmed text, in sorted order. */
export function readWhyTexts(root) {
  const dir = join(root, 'docs/rules');
  const texts = {};
  for (const category of readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort())
    for (const file of readdirSync(join(dir, category))
      .filter((name) => name.endsWith('.md'))
      .sort())
      texts[`${category}/${file.slice(0, -'.md'.length)}`] = readFileSync(join(dir, category, file), 'utf8').trim();
  return texts;
}

export function whyTextsPlugin(root) {
  return {
    name: 'skillpack-why-texts',
    setup(build) {
      build.onResolve({ filter: /\/why-texts\.js$/ }, (args) => {
        if (!args.importer.endsWith(join('src', 'rules', 'rule-why.ts'))) return undefined;
        return { path: 'why-texts', namespace: 'skillpack-why-texts' };
      });
      build.onLoad({ filter: /.*/, namespace: 'skillpack-why-texts' }, () => ({
        contents: `const texts = ${JSON.stringify(readWhyTexts(root))};\nexport function whyText(id) { return Object.hasOwn(texts, id) ? texts[id] : undefined; }\n`,
        loader: 'js',
        watchDirs: [join(root, 'docs/rules')],
      }));
    },
  };
}
