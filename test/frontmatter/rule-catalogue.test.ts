// The rule catalogue of this family: ids, severities, complete docs, and that every parser finding
// code is consumed by exactly one rule (so no finding is silently dropped).
import { describe, expect, test } from 'vitest';
import { findingCodes } from '../../src/load/frontmatter/finding-codes.js';
import { frontmatterRules } from '../../src/rules/index.js';
import { ruleWhy } from '../../src/rules/rule-docs.js';

const warnings = new Set([
  'frontmatter/description-whitespace',
  'body/length',
  'body/empty',
  'body/tools-mentioned',
  'reference/depth',
  'hidden/html-comment',
]);

describe('rule catalogue', () => {
  test.each(frontmatterRules.map((rule) => [rule.meta.id, rule] as const))('%s has a valid id, severity and full docs', (id, rule) => {
    expect(id).toMatch(/^(frontmatter|body|reference|hidden)\/[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(rule.meta.severity).toBe(warnings.has(id) ? 'warning' : 'error');
    for (const field of ['summary', 'fix', 'example'] as const) expect(rule.meta.docs[field].length).toBeGreaterThan(10);
    expect(ruleWhy(rule.meta).length).toBeGreaterThan(10);
    const messages = Object.values(rule.meta.messages) as string[];
    expect(messages.length).toBeGreaterThan(0);
    // Each message is a complete sentence that ends with what to do.
    for (const message of messages) expect(message).toMatch(/[.?]$/);
  });

  test('of the skill-format rules only the frontmatter size bound is locked (README "Locked rules")', () => {
    for (const rule of frontmatterRules) expect(rule.meta.guardsSafety, rule.meta.id).toBe(rule.meta.id === 'frontmatter/size');
  });

  test('ids are unique', () => {
    const ids = frontmatterRules.map((rule) => rule.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('every parser finding code is consumed by exactly one rule, and rules consume only known codes', () => {
    const owners = new Map<string, string[]>();
    for (const rule of frontmatterRules) {
      const consumes = (rule as { consumes?: readonly string[] }).consumes ?? [];
      for (const code of consumes) owners.set(code, [...(owners.get(code) ?? []), rule.meta.id]);
    }
    for (const code of findingCodes) expect(owners.get(code), code).toHaveLength(1);
    expect([...owners.keys()].sort()).toEqual([...findingCodes].sort());
  });
});
