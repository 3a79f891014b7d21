// Validates the raw config JSON against schema/skillpack.config.schema.json (ajv) and words the errors
// as `$.json.path: what is wrong`.
import type { ErrorObject } from 'ajv';
import { toJsonPath } from './json-path.js';
import { configValidator } from './schema-validator.js';

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
  const validate = configValidator();
  if (validate(value)) return [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    // ajv reports a bad property name twice: once with the name (kept) and once for the pattern.
    if (error.keyword === 'pattern' && error.propertyName !== undefined) continue;
    seen.add(describe(error));
  }
  return [...seen];
}
