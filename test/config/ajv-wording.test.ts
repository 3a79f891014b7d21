// The CLI's validator is generated without ajv's message texts; ajvWording must say what ajv says.
import { Ajv, type ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import schema from '../../schema/skillpack.config.schema.json' with { type: 'json' };
import { ajvWording } from '../../src/config/ajv-wording.js';

// One schema and one failing value per keyword, judged by ajv with its messages on.
const cases: Record<string, readonly [object, unknown]> = {
  minLength: [{ type: 'string', minLength: 3 }, 'ab'],
  maxLength: [{ type: 'string', maxLength: 2 }, 'abc'],
  minItems: [{ type: 'array', minItems: 2 }, [1]],
  maxItems: [{ type: 'array', maxItems: 1 }, [1, 2]],
  minimum: [{ type: 'number', minimum: 1 }, 0],
  maximum: [{ type: 'number', maximum: 1 }, 2],
  exclusiveMinimum: [{ type: 'number', exclusiveMinimum: 1 }, 1],
  exclusiveMaximum: [{ type: 'number', exclusiveMaximum: 1 }, 1],
  pattern: [{ type: 'string', pattern: '\\.ts$' }, 'a.js'],
  const: [{ const: 'x' }, 'y'],
  uniqueItems: [{ type: 'array', uniqueItems: true }, ['a', 'b', 'a']],
  oneOf: [{ oneOf: [{ type: 'string' }, { minLength: 1 }] }, 'x'],
  anyOf: [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, true],
};

// Keywords that never fail on their own, and those validate-schema.ts words itself.
const notWordedHere = new Set([
  '$schema',
  '$id',
  '$ref',
  'title',
  'description',
  'default',
  'definitions',
  'properties',
  'items',
  'type',
  'enum',
  'required',
  'additionalProperties',
  'propertyNames',
]);

function keywordsOf(node: unknown, out = new Set<string>(), isMap = false): Set<string> {
  if (Array.isArray(node)) for (const item of node) keywordsOf(item, out);
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (!isMap) out.add(key);
      keywordsOf(value, out, !isMap && ['properties', 'patternProperties', '$defs', 'definitions'].includes(key));
    }
  return out;
}

describe('ajvWording', () => {
  for (const [keyword, [keywordSchema, value]] of Object.entries(cases)) {
    it(`words ${keyword} as ajv does`, () => {
      const validate = new Ajv({ allErrors: true, strict: false }).compile(keywordSchema);
      expect(validate(value)).toBe(false);
      const errors = (validate.errors ?? []).filter((e: ErrorObject) => e.keyword === keyword);
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(ajvWording(error)).toBe(error.message);
    });
  }

  it('covers every keyword the config schema can fail on', () => {
    const uncovered = [...keywordsOf(schema)].filter((k) => !notWordedHere.has(k) && !(k in cases));
    expect(uncovered).toEqual([]);
  });
});
