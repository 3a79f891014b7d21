// ajv's wording of a failed keyword, rebuilt from the error's params: the validator the CLI carries is
// ajv's standalone code generated without message texts (scripts/config-validator-plugin.mjs), which
// keeps the package under its 1 MB bound (README "Install"). Keywords worded elsewhere in
// validate-schema.ts (unknown keys, required keys, enums, types, rule ids) never reach this.
import type { ErrorObject } from 'ajv';

const comparison: Record<string, string> = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' };

export function ajvWording(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const limit = String(params['limit']);
  switch (error.keyword) {
    case 'minLength':
    case 'maxLength':
      return `must NOT have ${error.keyword === 'maxLength' ? 'more' : 'fewer'} than ${limit} characters`;
    case 'minItems':
    case 'maxItems':
      return `must NOT have ${error.keyword === 'maxItems' ? 'more' : 'fewer'} than ${limit} items`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${comparison[error.keyword]} ${limit}`;
    case 'pattern':
      return `must match pattern "${String(params['pattern'])}"`;
    case 'const':
      return 'must be equal to constant';
    case 'uniqueItems':
      return `must NOT have duplicate items (items ## ${String(params['j'])} and ${String(params['i'])} are identical)`;
    case 'oneOf':
      return 'must match exactly one schema in oneOf';
    case 'anyOf':
      return 'must match a schema in anyOf';
    default:
      return 'is invalid';
  }
}
