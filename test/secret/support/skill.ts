// Fixture helpers for secret rules run through the real lint pipeline.
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { lintFixture, validSkillMd, type FixtureConfig, type FixtureTree } from '../../support/fixture.js';

export const ORIGIN =
  'Origin and limits: this skill is published by skillpack for its test suite; it is read-only guidance and grants no permissions.';

/** A valid SKILL.md whose body ends with `extra`. */
export function skillMd(extra: string): string {
  return validSkillMd('demo', { body: `${ORIGIN}\n\n${extra}` });
}

/** 1-based line and UTF-16 column of the first occurrence of `needle`, computed independently. */
export function positionOf(text: string, needle: string, from = 0): { line: number; column: number } {
  const at = text.indexOf(needle, from);
  if (at === -1) throw new Error(`fixture does not contain ${needle}`);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

/** Secret diagnostics only (other rule families are not under test here). */
export async function secretDiagnostics(tree: FixtureTree, config?: FixtureConfig): Promise<Diagnostic[]> {
  return (await lintFixture(tree, config)).filter((d) => d.ruleId.startsWith('secret/'));
}
