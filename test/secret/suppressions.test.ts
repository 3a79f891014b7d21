// Suppressions that cannot leak: inline directives for contextual rules only, with a reason, used;
// validated families only by fingerprint in the allowlist file; every suppression counted.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { parseSecretAllowlist } from '../../src/lint/secret-allowlist.js';
import { lintFixtureOutcome } from '../support/fixture.js';
import { SecretFactory } from './support/secrets.js';
import { positionOf, skillMd } from './support/skill.js';

const f = new SecretFactory(777);
const sha = (s: string): string => createHash('sha256').update(s).digest('hex');

function lint(body: string, extra: Record<string, string> = {}, config: Record<string, unknown> = {}) {
  const outcome = lintFixtureOutcome({ 'skills/demo/SKILL.md': skillMd(body), ...extra }, config);
  const secret = outcome.diagnostics.filter((d) => d.ruleId.startsWith('secret/'));
  return { ids: secret.map((d) => d.ruleId), diagnostics: secret, suppressed: outcome.suppressed };
}

describe('inline directives', () => {
  const value = f.token(32);
  test.each([
    [
      'previous line',
      `<!-- skillpack-allow secret/generic-assignment reason="sample signing secret for the tutorial" -->\nAPI_SECRET=${value}`,
    ],
    ['same line', `API_SECRET=${value} <!-- skillpack-allow secret/generic-assignment reason="tutorial sample" -->`],
    [
      'directive spread over lines',
      `<!--\n  skillpack-allow secret/generic-assignment\n  reason="tutorial sample"\n-->\nAPI_SECRET=${value}`,
    ],
  ])('suppress a contextual finding on the %s, and count it', (_name, body) => {
    expect(lint(body)).toMatchObject({ ids: [], suppressed: 1 });
  });

  test('a directive two lines above does not apply, and is reported unused', () => {
    const r = lint(`<!-- skillpack-allow secret/generic-assignment reason="x" -->\n\nAPI_SECRET=${value}`);
    expect(r.ids).toEqual(['secret/invalid-suppression', 'secret/generic-assignment']);
    expect(r.diagnostics[0]?.message).toContain('matches no finding');
    expect(r.suppressed).toBe(0);
  });

  test('a directive for another rule does not apply', () => {
    const r = lint(`<!-- skillpack-allow secret/url-credentials reason="x" -->\nAPI_SECRET=${value}`);
    expect(r.ids).toEqual(['secret/invalid-suppression', 'secret/generic-assignment']);
  });

  test('a directive without a reason is a problem and suppresses nothing', () => {
    const body = `<!-- skillpack-allow secret/generic-assignment -->\nAPI_SECRET=${value}`;
    const r = lint(body);
    expect(r.ids).toEqual(['secret/invalid-suppression', 'secret/generic-assignment']);
    expect(r.diagnostics[0]).toMatchObject({ severity: 'error', ...positionOf(skillMd(body), '<!--') });
    expect(r.diagnostics[0]?.message).toContain('no reason');
  });

  test('an empty reason counts as none', () => {
    expect(lint(`<!-- skillpack-allow secret/generic-assignment reason="  " -->\nAPI_SECRET=${value}`).ids).toEqual([
      'secret/invalid-suppression',
      'secret/generic-assignment',
    ]);
  });

  test('a validated family cannot be suppressed inline', () => {
    const token = f.github();
    const r = lint(`<!-- skillpack-allow secret/github-token reason="it is only a test" -->\n${token}`);
    expect(r.ids).toEqual(['secret/invalid-suppression', 'secret/github-token']);
    expect(r.diagnostics[0]?.message).toContain('fingerprint');
  });

  test.each([
    ['unknown secret rule', '<!-- skillpack-allow secret/no-such-rule reason="x" -->', 'not a secret rule'],
    ['non-secret rule', '<!-- skillpack-allow filesystem/hidden-file reason="x" -->', 'secret rules only'],
    ['no rule at all', '<!-- skillpack-allow -->', 'Malformed'],
  ])('%s is a problem', (_name, directive, words) => {
    const r = lint(directive);
    expect(r.ids).toEqual(['secret/invalid-suppression']);
    expect(r.diagnostics[0]?.message).toContain(words);
  });

  test('a directive quoted in inline code is documentation, not a directive', () => {
    expect(lint('Write `<!-- skillpack-allow secret/<rule> reason="…" -->` above the line.').ids).toEqual([]);
  });
});

describe('fingerprint allowlist', () => {
  test('allows a validated finding by fingerprint, and counts it', () => {
    const token = f.github();
    const allowlist = `# fixtures\nsha256:${sha(`secret/github-token:${token}`)}  # revoked fixture token used by the tests\n`;
    const r = lint(`token ${token}`, { 'config/secret-allowlist.txt': allowlist }, { secretAllowlist: 'config/secret-allowlist.txt' });
    expect(r).toMatchObject({ ids: [], suppressed: 1 });
  });

  test('allows a sensitive file name by fingerprint', () => {
    const allowlist = `${sha('secret/sensitive-file-name:skills/demo/certs/ca.pem')}  # public CA certificate\n`;
    const r = lint('ok', { 'skills/demo/certs/ca.pem': 'public cert', 'allow.txt': allowlist }, { secretAllowlist: 'allow.txt' });
    expect(r.ids).toEqual([]);
    expect(r.suppressed).toBe(1);
  });

  test('another secret is not allowed by that fingerprint', () => {
    const allowlist = `sha256:${sha(`secret/github-token:${f.github()}`)}  # a different token\n`;
    const r = lint(`token ${f.github()}`, { 'allow.txt': allowlist }, { secretAllowlist: 'allow.txt' });
    expect(r.ids).toEqual(['secret/github-token']);
  });
});

describe('parseSecretAllowlist', () => {
  const fp = 'ab'.repeat(32);
  test('accepts entries with and without the sha256: prefix, in any case, with comments and blank lines', () => {
    const r = parseSecretAllowlist('allow.txt', `# header\n\nsha256:${fp}  # reason one\r\n${'CD'.repeat(32)} # reason two\n`);
    expect([...r.fingerprints]).toEqual([fp, 'cd'.repeat(32)]);
    expect(r.diagnostics).toEqual([]);
  });

  test.each([
    ['missing reason', `sha256:${fp}\n`, 'no reason', 1],
    ['empty reason', `sha256:${fp}  #   \n`, 'no reason', 1],
    ['short fingerprint', 'sha256:abc123  # reason\n', 'is not', 1],
    ['a raw secret pasted by mistake', '\n\nghp_notAFingerprint  # oops\n', 'is not', 3],
    ['duplicate', `${fp}  # a\n${fp}  # b\n`, 'twice', 2],
  ])('%s is a secret/invalid-suppression finding', (_name, text, words, line) => {
    const r = parseSecretAllowlist('config/allow.txt', text);
    expect(r.diagnostics.map((d) => [d.ruleId, d.file, d.line])).toEqual([['secret/invalid-suppression', 'config/allow.txt', line]]);
    expect(r.diagnostics[0]?.message).toContain(words);
    expect(r.diagnostics[0]?.message).not.toContain('notAFingerprint');
  });
});

describe('messages about directives never print a pasted credential', () => {
  test('a token written where the rule id belongs is redacted in the message', () => {
    const token = f.slackBot();
    const r = lint(`<!-- skillpack-allow ${token} reason="x" -->\nplain text`);
    const problems = r.diagnostics.filter((d) => d.ruleId === 'secret/invalid-suppression');
    expect(problems.length).toBeGreaterThan(0);
    for (const d of problems) expect(d.message).not.toContain(token.slice(5, 20));
  });

  test('a mistyped rule id is still shown as written', () => {
    const r = lint('<!-- skillpack-allow secret/github-tokens reason="x" -->\nplain text');
    expect(r.diagnostics.map((d) => d.message).join('\n')).toContain('secret/github-tokens');
  });
});
