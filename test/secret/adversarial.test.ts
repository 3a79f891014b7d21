// Every rule meets 1 MB of hostile input and returns the exact findings (no timing assertions:
// bench/secrets.mjs measures the time).
import { describe, expect, test } from 'vitest';
import { applySuppressions } from '../../src/lint/suppressions.js';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { secretRules } from '../../src/rules/secret/index.js';
import { sensitiveFileKind } from '../../src/rules/secret/sensitive-file-name.js';
import { lintFixtureOutcome } from '../support/fixture.js';
import { adversarialInputs, fill, MB } from './support/adversarial.js';
import { ORIGIN, skillMd } from './support/skill.js';

const inputs = adversarialInputs();

describe('engine rules', () => {
  test.each(inputs.map((i) => [`${i.rule}: ${i.name}`, i] as const))('%s', (_name, input) => {
    expect(input.text.length).toBeGreaterThanOrEqual(MB - 64);
    const found = scanText(input.text).filter((m) => m.ruleId === input.rule);
    expect(found.length).toBe(input.expected);
  });

  test('every text rule has adversarial inputs', () => {
    const covered = new Set(inputs.map((i) => i.rule));
    const textRules = secretRules
      .map((r) => r.meta.id)
      .filter((id) => id !== 'secret/sensitive-file-name' && id !== 'secret/invalid-suppression');
    expect(textRules.filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe('rules outside the engine', () => {
  test.each([
    [`.env${fill('a', MB)}`, 'an environment file'],
    [`${fill('id_rsa', MB)}`, 'an SSH key file'],
    [`${fill('x.', MB)}pem`, 'a PEM key or certificate file'],
    [fill('credentials.jso', MB), undefined],
  ])('secret/sensitive-file-name judges a 1 MB name', (name, kind) => {
    expect(sensitiveFileKind(name)).toBe(kind);
  });

  test('secret/invalid-suppression over a file of 1 MB of directives', () => {
    const body = fill('<!-- skillpack-allow secret/generic-assignment reason="x" -->\n', 1_000_000);
    const outcome = lintFixtureOutcome({ 'skills/demo/SKILL.md': skillMd(body) });
    const problems = outcome.diagnostics.filter((d) => d.ruleId === 'secret/invalid-suppression');
    expect(problems.length).toBe(body.split('\n').filter((l) => l.endsWith('-->')).length);
    expect(ORIGIN.length).toBeGreaterThan(0);
  });

  test('secret/invalid-suppression with 1 MB of unterminated directives', () => {
    const outcome = lintFixtureOutcome({ 'skills/demo/SKILL.md': skillMd(fill('<!-- skillpack-allow ', 1_000_000)) });
    const { problems } = applySuppressions([], outcome.catalog, new Set());
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.ruleId === 'secret/invalid-suppression')).toBe(true);
  });
});
