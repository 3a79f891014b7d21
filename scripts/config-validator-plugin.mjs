// esbuild plugin: replaces src/config/schema-validator.ts with ajv standalone code generated from the
// same schema with the same options, so the built CLI skips ajv's schema compilation (~50 ms).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

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
        const schema = JSON.parse(readFileSync(join(root, 'schema/skillpack.config.schema.json'), 'utf8'));
        const ajv = new Ajv({ allErrors: true, strict: true, code: { source: true, esm: true } });
        const code = standaloneCode(ajv, ajv.compile(schema));
        return {
          contents: `${code}\nexport function configValidator() { return validate; }\n`,
          loader: 'js',
          resolveDir: root,
        };
      });
    },
  };
}
