// The config schema compiled with ajv. The dist build swaps this module for ajv's standalone code
// generated from the same schema (scripts/build.mjs), so the CLI never compiles a schema at start-up.
import { Ajv, type ErrorObject } from 'ajv';
import schema from '../../schema/skillpack.config.schema.json' with { type: 'json' };

export interface SchemaValidator {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

// scripts/config-validator-plugin.mjs generates the standalone validator with these same options.
// Without message texts: validate-schema.ts words every error from its params (ajv-wording.ts).
const ajvOptions = { allErrors: true, strict: true, messages: false } as const;

let compiled: SchemaValidator | undefined;

export function configValidator(): SchemaValidator {
  compiled ??= new Ajv(ajvOptions).compile(schema);
  return compiled;
}
