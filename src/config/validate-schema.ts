// Validates the raw config JSON against schema/skillpack.config.schema.json with ajv.
import { Ajv, type ErrorObject } from 'ajv';
import schema from '../../schema/skillpack.config.schema.json' with { type: 'json' };
import { toJsonPath } from './json-path.js';

let validator: ReturnType<Ajv['compile']> | undefined;

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    return `${toJsonPath(error.instancePath, String(params['additionalProperty']))}: unknown key; remove it (see schema/skillpack.config.schema.json)`;
  }
  if (error.keyword === 'required') {
    return `${toJsonPath(error.instancePath, String(params['missingProperty']))}: required key is missing`;
  }
  if (error.keyword === 'propertyNames') {
    return `${toJsonPath(error.instancePath, String(params['propertyName']))}: not a rule id (category/rule-name)`;
  }
  return `${toJsonPath(error.instancePath)}: ${error.message ?? 'is invalid'}`;
}

/** Schema problems as `$.path: what is wrong` lines; empty when valid. */
export function schemaProblems(value: unknown): string[] {
  validator ??= new Ajv({ allErrors: true, strict: true }).compile(schema);
  if (validator(value)) return [];
  const seen = new Set<string>();
  for (const error of validator.errors ?? []) {
    if (error.keyword === 'propertyNames' && error.params && (error.params as Record<string, unknown>)['propertyName'] === undefined) continue;
    seen.add(describe(error));
  }
  return [...seen];
}
