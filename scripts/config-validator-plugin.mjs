// esbuild plugin: replaces src/config/schema-validator.ts with ajv standalone code generated from the
// same schema with the same options, so the built CLI skips ajv's schema compilation (~50 ms). The
// schema the CLI carries has no `description` texts (for editors, read from schema/ in the package;
// nothing at run time reads them), which keeps the package under its 1 MB.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The schema without its `description` annotations; a property named `description` is kept. */
function withoutDescriptions(node, isPropertyMap = false) {
  if (Array.isArray(node)) return node.map((item) => withoutDescriptions(item));
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (!isPropertyMap && key === 'description' && typeof value === 'string') continue;
    out[key] = withoutDescriptions(value, !isPropertyMap && ['properties', 'patternProperties', '$defs', 'definitions'].includes(key));
  }
  return out;
}

const schemaOf = (root) => withoutDescriptions(JSON.parse(readFileSync(join(root, 'schema/skillpack.config.schema.json'), 'utf8')));

export function configValidatorPlugin(root) {
  return {
    name: 'skillpack-config-validator',
    setup(build) {
      build.onResolve({ filter: /\/schema-validator\.js$/ }, (args) => {
        if (!args.importer.endsWith(join('src', 'config', 'validate-schema.ts'))) return undefined;
        return { path: join(dirname(args.importer), 'schema-validator.standalone.js'), namespace: 'skillpack-validator' };
      });
      build.onLoad({ filter: /.*/, namespace: 'skillpack-validator' }, () => {
        const { Ajv } = require('ajv');
        const standaloneCode = require('ajv/dist/standalone').default;
        const schema = schemaOf(root);
        const ajv = new Ajv({ allErrors: true, strict: true, messages: false, code: { source: true, esm: true } });
        const code = standaloneCode(ajv, ajv.compile(schema));
        return {
          contents: `${code}\nexport function configValidator() { return validate; }\n`,
          loader: 'js',
          resolveDir: root,
        };
      });
      // The copy validate-schema.ts imports to word errors (property names, alternatives).
      build.onLoad({ filter: /skillpack\.config\.schema\.json$/ }, () => ({ contents: JSON.stringify(schemaOf(root)), loader: 'json' }));
    },
  };
}
