// Every rule meets 1 MB of hostile input and returns the exact findings (no timing assertions:
// bench/secrets.mjs measures the time).
import { describe, expect, test } from 'vitest';
import { applySuppressions } from '../../src/lint/suppressions.js';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { secretRules } from '../../src/rules/secret/index.js';
import { sensitiveFileKind } from '../../src/rules/secret/sensitive-file-name.js';
import { lintFixtureOutcome } from '../support/fixture.js';
import { adversarialInputs, fill, MB } from './support/adversarial.js';
import { SecretFactory } from './support/secrets.js';
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

// A reader that skips a flood's hits cheaply still reads every hit: the true secret after 10,000
// decoys of a flood's shape is found where it stands.
describe('a real secret after 10,000 decoys', () => {
  const pw = new SecretFactory(9090).password(14);
  const found = (text: string, ruleId: string) =>
    scanText(text)
      .filter((m) => m.ruleId === ruleId)
      .map((m) => [m.secret, m.offset]);
  test.each<[string, string, string]>([
    ['request auth methods with one string', ".auth('a', ", `.auth('billing_rw', '${pw}')`],
    ['login password methods without strings', 'authPassword(', `authPassword("deploy", "${pw}")`],
    ['getConnection calls with two strings', 'getConnection("a", "b", ', `getConnection("jdbc:x", "reporter", "${pw}")`],
    ['sbt credentials with three strings', 'credentials += Credentials("a", "b", "c", ', `Credentials("realm", "deploy", "${pw}")`],
    ['Ruby basic_auth calls with one string', 'x.basic_auth "a", ', `req.basic_auth "ops", "${pw}"\n`],
    // The pair before an argument that opens and never closes, read to the list's bound.
    ['a pair before an unclosed call at the bound', 'connect(', `connect("deploy", "${pw}", f(${' '.repeat(226)})`],
  ])('basic-auth: %s', (_name, decoy, call) => {
    const text = `${decoy.repeat(10_000)}\n${call}`;
    expect(found(text, 'secret/basic-auth')).toEqual([[pw, text.lastIndexOf(pw)]]);
  });
  test.each<[string, string, string]>([
    ["keywords each followed by a word, then OpenWrt's option", 'pwd ', `option password '${pw}'`],
    ["keywords each followed by a word, then Mutt's set", 'pwd ', `set smtp_pass "${pw}"`],
    ["table header cells on one line, then SQL*Plus' SET", '| Password ', `SET db_password ${pw}`],
    ['quoted names, then a form field', '"key" ', `cy.get('[data-test=password]').type('${pw}')`],
  ])('generic-assignment: %s', (_name, decoy, line) => {
    const text = `${decoy.repeat(10_000)}\n${line}\n`;
    expect(found(text, 'secret/generic-assignment')).toEqual([[pw, text.lastIndexOf(pw)]]);
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
