// Validates the raw config JSON against schema/skillpack.config.schema.json (ajv) and words the errors
// as `$.json.path: what is wrong`, one line per problem: an unknown key names the nearest allowed one
// and the keys allowed there, a value outside an enum lists the allowed values, and an entry that may
// take several shapes (a skill path string or an entry object) is judged by the shape it has, not
// reported once per shape it is not.
import type { ErrorObject } from 'ajv';
import schema from '../../schema/skillpack.config.schema.json' with { type: 'json' };
import { ajvWording } from './ajv-wording.js';
import { describeValue } from './describe-value.js';
import { toJsonPath } from './json-path.js';
import { nearestName } from './nearest-name.js';
import { configValidator } from './schema-validator.js';
import { chosenBranch, tagOf, untaggedMessage } from './tagged-alternatives.js';

export interface SchemaProblem {
  /** `$.json.path: what is wrong`. */
  readonly message: string;
  /** Where in the config it is: object keys and array indexes. */
  readonly path: readonly (string | number)[];
  /** The problem is the key itself (an unknown key), not its value. */
  readonly atKey: boolean;
}

const segmentsOf = (instancePath: string): string[] =>
  instancePath === ''
    ? []
    : instancePath
        .slice(1)
        .split('/')
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The path with array indexes as numbers (read from the value, so a key "0" of an object stays a key). */
function typedPath(value: unknown, segments: readonly string[]): (string | number)[] {
  const out: (string | number)[] = [];
  let at: unknown = value;
  for (const segment of segments) {
    const index = Array.isArray(at) ? Number(segment) : undefined;
    out.push(index ?? segment);
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[segment] : undefined;
  }
  return out;
}

function valueAt(value: unknown, segments: readonly string[]): unknown {
  let at = value;
  for (const segment of segments) at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[segment] : undefined;
  return at;
}

/** The schema node a `#/…` schemaPath names. */
function schemaAt(schemaPath: string): Record<string, unknown> | undefined {
  let at: unknown = schema;
  for (const segment of schemaPath
    .replace(/^#\/?/, '')
    .split('/')
    .filter((s) => s !== '')) {
    at =
      at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return at !== null && typeof at === 'object' ? (at as Record<string, unknown>) : undefined;
}

const typeName: Record<string, string> = {
  string: 'a string',
  object: 'an object',
  array: 'an array',
  boolean: 'true or false',
  integer: 'an integer',
  number: 'a number',
};

function describe(error: ErrorObject, value: unknown): SchemaProblem {
  const params = error.params as Record<string, unknown>;
  const segments = segmentsOf(error.instancePath);
  const path = typedPath(value, segments);
  if (error.keyword === 'additionalProperties') {
    const key = String(params['additionalProperty']);
    const allowed = Object.keys((schemaAt(error.schemaPath.replace(/\/additionalProperties$/, '')) ?? {})['properties'] ?? {});
    const near = nearestName(key, allowed);
    return {
      message: `${toJsonPath(error.instancePath, key)}: unknown key${near === undefined ? '' : `; did you mean "${near}"?`}${allowed.length > 0 ? ` (allowed here: ${allowed.join(', ')})` : ''}`,
      path: [...path, key],
      atKey: true,
    };
  }
  if (error.keyword === 'required') {
    return { message: `${toJsonPath(error.instancePath, String(params['missingProperty']))}: required key is missing`, path, atKey: false };
  }
  if (error.keyword === 'propertyNames') {
    const name = String(params['propertyName']);
    return { message: `${toJsonPath(error.instancePath, name)}: not a rule id (category/rule-name)`, path: [...path, name], atKey: true };
  }
  if (error.keyword === 'enum') {
    const allowed = (params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v));
    const got = valueAt(value, segments);
    const near =
      typeof got === 'string'
        ? nearestName(
            got,
            (params['allowedValues'] as unknown[]).filter((v): v is string => typeof v === 'string'),
          )
        : undefined;
    return {
      message: `${toJsonPath(error.instancePath)}: ${typeof got === 'string' ? describeValue(got) : String(JSON.stringify(got))} is not allowed; use one of ${allowed.join(', ')}${near === undefined ? '' : ` (did you mean "${near}"?)`}`,
      path,
      atKey: false,
    };
  }
  if (error.keyword === 'type') {
    return {
      message: `${toJsonPath(error.instancePath)}: must be ${typeName[String(params['type'])] ?? String(params['type'])}`,
      path,
      atKey: false,
    };
  }
  return { message: `${toJsonPath(error.instancePath)}: ${ajvWording(error)}`, path, atKey: false };
}

/**
 * An entry with several allowed shapes (`oneOf`/`anyOf`): the errors of the branch whose type the
 * value has; when no branch has its type, one line naming the shapes.
 */
function collapseAlternatives(errors: readonly ErrorObject[], value: unknown): SchemaProblem[] {
  const alternatives = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  const problems: SchemaProblem[] = [];
  let kept = [...errors];
  for (const alt of alternatives) {
    const branches = (schemaAt(alt.schemaPath) as unknown as unknown[] | undefined) ?? [];
    const inside = (e: ErrorObject): boolean => e.schemaPath.startsWith(`${alt.schemaPath}/`);
    const typeMismatch = new Set(
      kept
        .filter((e) => inside(e) && e.keyword === 'type' && e.instancePath === alt.instancePath)
        .map((e) => e.schemaPath.split('/').slice(0, -1).join('/')),
    );
    kept = kept.filter((e) => e !== alt);
    // Objects told apart by a tag (a target's "type"): the chosen branch's problems, or one line.
    const tag = tagOf(branches);
    if (tag !== undefined) {
      const segments = segmentsOf(alt.instancePath);
      const entry = valueAt(value, segments);
      const chosen = chosenBranch(tag, entry);
      if (chosen !== -1) {
        kept = kept.filter((e) => !inside(e) || e.schemaPath.startsWith(`${alt.schemaPath}/${chosen}/`));
        continue;
      }
      kept = kept.filter((e) => !inside(e));
      const { message, atTag } = untaggedMessage(tag, alt.instancePath, entry);
      const path = typedPath(value, segments);
      problems.push({ message, path: atTag ? [...path, tag.key] : path, atKey: false });
      continue;
    }
    if (typeMismatch.size === branches.length) {
      kept = kept.filter((e) => !inside(e));
      const shapes = [...new Set(branches.map((b) => typeName[String((b as { type?: unknown }).type)] ?? 'another shape'))];
      problems.push({
        message: `${toJsonPath(alt.instancePath)}: must be ${shapes.join(' or ')}`,
        path: typedPath(value, segmentsOf(alt.instancePath)),
        atKey: false,
      });
    } else {
      kept = kept.filter(
        (e) =>
          !(
            inside(e) &&
            typeMismatch.has(
              e.schemaPath
                .split('/')
                .slice(0, alt.schemaPath.split('/').length + 1)
                .join('/'),
            )
          ),
      );
    }
  }
  return [...problems, ...kept.map((e) => describe(e, value))];
}

/** Schema problems, each with its place in the config; empty when valid. */
export function schemaFindings(value: unknown): SchemaProblem[] {
  const validate = configValidator();
  if (validate(value)) return [];
  // ajv reports a bad property name twice: once with the name (kept) and once for the pattern.
  const errors = (validate.errors ?? []).filter((e) => !(e.keyword === 'pattern' && e.propertyName !== undefined));
  const problems = collapseAlternatives(errors, value);
  const seen = new Set<string>();
  return problems.filter((p) => (seen.has(p.message) ? false : (seen.add(p.message), true)));
}

/** Schema problems as `$.path: what is wrong` lines; empty when valid. */
export function schemaProblems(value: unknown): string[] {
  return schemaFindings(value).map((p) => p.message);
}
