// The secret rules through the lint pipeline: positions, severities, redacted messages,
// fingerprints, one finding per span, and the sensitive-file-name rule over walk entries.
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { secretRules } from '../../src/rules/secret/index.js';
import { corrupt, pemKey, SecretFactory } from './support/secrets.js';
import { positionOf, secretDiagnostics, skillMd } from './support/skill.js';

const f = new SecretFactory(4242);
const sha = (s: string): string => createHash('sha256').update(s).digest('hex');

describe('rule metadata', () => {
  test('every secret rule guards safety, is an error and is documented without credential-shaped examples', () => {
    for (const rule of secretRules) {
      expect(rule.meta.id).toMatch(/^secret\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(rule.meta.guardsSafety).toBe(true);
      expect(rule.meta.severity).toBe('error');
      for (const part of Object.values(rule.meta.docs)) expect(part.length).toBeGreaterThan(20);
      // Docs describe credentials; they never contain one: no token-length run of token characters.
      expect(JSON.stringify(rule.meta.docs)).not.toMatch(/[A-Za-z0-9+/_-]{40,}/);
    }
    expect(new Set(secretRules.map((r) => r.meta.id)).size).toBe(secretRules.length);
  });
});

describe('findings in skill files', () => {
  test("position is the secret's first character; the message names the family and shows only the redacted form", async () => {
    const token = f.github();
    const md = skillMd(`Set the token:\n\n    export GITHUB_TOKEN=${token}\n`);
    const [d, ...rest] = await secretDiagnostics({ 'skills/demo/SKILL.md': md });
    expect(rest).toEqual([]);
    const at = positionOf(md, token);
    expect(d).toMatchObject({
      ruleId: 'secret/github-token',
      severity: 'error',
      file: 'skills/demo/SKILL.md',
      line: at.line,
      column: at.column,
      endLine: at.line,
      endColumn: at.column + token.length,
    });
    expect(d?.fingerprint).toBe(sha(`secret/github-token:${token}`));
    expect(d?.message).toContain('GitHub personal access token (classic)');
    expect(d?.message).toContain(`ghp_\u2026${token.slice(-2)}`);
    expect(d?.message).not.toContain(token.slice(4, 10));
  });

  test('columns count UTF-16 code units after astral characters', async () => {
    const token = f.npm();
    const md = skillMd(`🔑 é ${token}\n`);
    const [d] = await secretDiagnostics({ 'skills/demo/SKILL.md': md });
    expect(d).toMatchObject({ ruleId: 'secret/npm-token', ...positionOf(md, token) });
  });

  test('a multi-line key reports its end line', async () => {
    const pem = pemKey('ec-sec1');
    const [d] = await secretDiagnostics({
      'skills/demo/references/key.md': `# Key\n\n${pem}`,
      'skills/demo/SKILL.md': skillMd('See references.'),
    });
    const lines = pem.trimEnd().split('\n');
    expect(d).toMatchObject({
      ruleId: 'secret/private-key',
      file: 'skills/demo/references/key.md',
      line: 3,
      column: 1,
      endLine: 3 + lines.length - 1,
    });
    for (const bodyLine of lines.slice(1, -1)) expect(d?.message).not.toContain(bodyLine.slice(4, 12));
  });

  test('a placeholder is an info note, a real token an error', async () => {
    const token = f.github();
    const d = await secretDiagnostics({ 'skills/demo/SKILL.md': skillMd(`real ${token}\nfake ${corrupt(token)}\n`) });
    expect(d.map((x) => [x.ruleId, x.severity])).toEqual([
      ['secret/github-token', 'error'],
      ['secret/github-token', 'info'],
    ]);
    expect(d[1]?.message).toContain('placeholder');
  });

  test('an AWS pair is two findings, the secret key naming its redacted key id', async () => {
    const id = f.awsKeyId();
    const secret = f.awsSecret();
    const d = await secretDiagnostics({
      'skills/demo/SKILL.md': skillMd(`aws_access_key_id = ${id}\naws_secret_access_key = ${secret}\n`),
    });
    expect(d.map((x) => x.ruleId)).toEqual(['secret/aws-access-key', 'secret/aws-secret-key']);
    expect(d[1]?.message).toContain(`AKIA\u2026${id.slice(-2)}`);
    expect(d[1]?.message).not.toContain(id.slice(4, 12));
    expect(d[1]?.message).not.toContain(secret.slice(2, 10));
  });

  test('a contextual finding says how to suppress it', async () => {
    const [d] = await secretDiagnostics({ 'skills/demo/SKILL.md': skillMd(`API_SECRET=${f.token(32)}`) });
    expect(d?.ruleId).toBe('secret/generic-assignment');
    expect(d?.message).toContain('<!-- skillpack-allow secret/generic-assignment reason="…" -->');
  });

  test('JSON and text files are scanned too', async () => {
    const key = f.google();
    const d = await secretDiagnostics({
      'skills/demo/SKILL.md': skillMd('ok'),
      'skills/demo/assets/config.json': JSON.stringify({ mapsKey: key }),
      'skills/demo/notes.txt': `AWS ${f.awsKeyId()}`,
    });
    expect(d.map((x) => [x.ruleId, x.file])).toEqual([
      ['secret/google-api-key', 'skills/demo/assets/config.json'],
      ['secret/aws-access-key', 'skills/demo/notes.txt'],
    ]);
  });

  test('one secret in several contexts is reported once per occurrence, by its most specific rule', async () => {
    const token = f.github();
    const d = await secretDiagnostics({
      'skills/demo/SKILL.md': skillMd(
        `GITHUB_TOKEN=${token}\n\ncurl -H "Authorization: Bearer ${token}" -u me:${token} https://api.github.com\n`,
      ),
    });
    expect(d.map((x) => x.ruleId)).toEqual(['secret/github-token', 'secret/github-token', 'secret/github-token']);
  });

  test('frontmatter values are scanned', async () => {
    const token = f.slackBot();
    const d = await secretDiagnostics({ 'skills/demo/SKILL.md': skillMd('body').replace('license: MIT', `license: MIT ${token}`) });
    expect(d.map((x) => [x.ruleId, x.line])).toEqual([['secret/slack-token', 4]]);
  });

  test('documentation full of placeholders is quiet', async () => {
    const md = skillMd(
      [
        '```bash',
        'export GITHUB_TOKEN=ghp_xxxxxxxxxxxx',
        'export SLACK_BOT_TOKEN=xoxb-your-bot-token',
        'curl -u user:pass https://user:pass@example.com/api',
        'curl -H "Authorization: Bearer $TOKEN" https://api.example.com',
        'psql postgres://postgres:postgres@localhost:5432/app',
        'API_KEY=${API_KEY}',
        'password: "{{ db_password }}"',
        'const token = process.env.GITHUB_TOKEN;',
        '```',
      ].join('\n'),
    );
    expect(await secretDiagnostics({ 'skills/demo/SKILL.md': md })).toEqual([]);
  });
});

describe('secret/sensitive-file-name', () => {
  test.each([
    'skills/demo/.env',
    'skills/demo/.env.example',
    'skills/demo/config/prod.env',
    'skills/demo/keys/id_rsa',
    'skills/demo/keys/id_ed25519.pub',
    'skills/demo/certs/server.pem',
    'skills/demo/certs/client.p12',
    'skills/demo/certs/client.pfx',
    'skills/demo/credentials.json',
    'skills/demo/.netrc',
    'skills/demo/.npmrc',
    'skills/demo/.pypirc',
  ])('%s is refused by name, whatever it contains', async (path) => {
    const d = await secretDiagnostics({ 'skills/demo/SKILL.md': skillMd('ok'), [path]: 'harmless' });
    expect(d.map((x) => [x.ruleId, x.file, x.line, x.column])).toEqual([['secret/sensitive-file-name', path, 1, 1]]);
    expect(d[0]?.fingerprint).toBe(sha(`secret/sensitive-file-name:${path}`));
  });

  test.each([
    'skills/demo/references/credentials-guide.md',
    'skills/demo/references/environment.md',
    'skills/demo/notes/pem-format.txt',
    'skills/demo/references/keys.json',
  ])('%s is fine', async (path) => {
    expect(await secretDiagnostics({ 'skills/demo/SKILL.md': skillMd('ok'), [path]: 'harmless' })).toEqual([]);
  });
});
