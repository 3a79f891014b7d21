// Field-rule fixtures: a skill whose frontmatter passes every field rule, with some fields replaced
// (a value of undefined drops the field).
import { skillMd } from '../../support/skill-rules-harness.js';
import type { FixtureTree } from '../../support/fixture.js';

export const emoji = '\u{1F600}';
/** A 64-character name, the longest allowed; n65 one over. */
export const n64 = `a${'-b'.repeat(31)}a`;
export const n65 = `${n64}c`;

export function skill(dir: string, overrides: Record<string, string | undefined>): FixtureTree {
  const fields: Record<string, string | undefined> = {
    name: 'name: demo',
    description: 'description: Checks demo fixtures for the skillpack test suite.',
    license: 'license: MIT',
    metadata: 'metadata:\n  publisher: skillpack\n  distribution: bundled with the skillpack test suite',
    ...overrides,
  };
  return {
    [`skills/${dir}/SKILL.md`]: skillMd({
      frontmatter: Object.values(fields)
        .filter((v): v is string => v !== undefined)
        .join('\n'),
    }),
  };
}
