// The brief's bounds have one definition (src/runtime/bounds.ts); the config schema repeats them as
// JSON maxima (a config may tighten a bound, never loosen it), and this keeps the copies equal.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { briefLimits } from '../../src/config/types.js';
import * as bounds from '../../src/runtime/bounds.js';

const schema = JSON.parse(readFileSync(new URL('../../schema/skillpack.config.schema.json', import.meta.url), 'utf8')) as {
  properties: { limits: { properties: Record<string, { maximum: number }> } };
};

describe('brief limits', () => {
  it('are the runtime bounds', () => {
    expect(briefLimits).toMatchObject({
      fileBytes: bounds.maxFileBytes,
      skillFiles: bounds.maxSkillFiles,
      skillBytes: bounds.maxSkillBytes,
      catalogSkills: bounds.maxCatalogSkills,
      catalogBytes: bounds.maxCatalogBytes,
    });
  });

  it('are the config schema maxima, one for one', () => {
    const maxima = Object.fromEntries(Object.entries(schema.properties.limits.properties).map(([key, value]) => [key, value.maximum]));
    expect(maxima).toEqual({ ...briefLimits });
  });
});
