// Secret findings on text as skills and scanners' test suites write it: the false positives that
// blocked real releases stay quiet (or are info notes for published examples), and the credentials
// written in the notations that were missed are found. Credential-shaped values are built here.
import { describe, expect, test } from 'vitest';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { awsDocs, jwtIoSample, SecretFactory, signJwt } from './support/secrets.js';

const f = new SecretFactory(1407);

/** [ruleId, exact text of the finding, 'error' | 'info'] for each finding. */
function found(text: string): Array<[string, string, string]> {
  return scanText(text).map((m) => [m.ruleId, text.slice(m.offset, m.endOffset), m.placeholder ? 'info' : 'error']);
}

const counting = `${Array.from({ length: 16 }, (_, i) => `${String.fromCharCode(65 + i)}${(i + 1) % 10}`).join('')}Q`; // A1B2…P6Q

describe('false positives stay quiet', () => {
  test.each<[string, string]>([
    ['an InChIKey', '"standard_inchi_key": "BSYNRYMUTXBXSQ-UHFFFAOYSA-N"'],
    ['a low-entropy, word-shaped key', `OPENROUTER_API_KEY='${['sk', 'or', 'v1', 'project1', 'key'].join('-')}'`],
    ['a Google-looking key without the Sy marker', `key: AIza${f.token(35, 'abcdefghijkmnopqrtuvwxyz0123456789')}`],
    ['a GitLab trigger-token prefix on a word-shaped body', `GITLAB=${['glptt', 'hellOworld380_testin'].join('-')}`],
    ['a counting run', `API_KEY=${'abcd1234'.repeat(4)}`],
    ['interleaved counting', 'API_TOKEN=a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6'],
    ['repeated blocks', 'SECRET=AAAABBBBCCCCDDDDEEEEFFFFGGGGHHHH'],
    ['a SHA-1 under hashed_secret', `"hashed_secret": "${f.token(40, '0123456789abcdef')}"`],
    ['a digest under *_hash', `password_hash: "${f.token(64, '0123456789abcdef')}"`],
    [
      'a bcrypt hash under hashed_*',
      `hashed_password = "$2b$12$${f.token(53, './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}"`,
    ],
    ['the published sample UUID under a token name', 'token = "550e8400-e29b-41d4-a716-446655440000"'],
    ['token_count', `token_count = ${f.token(24)}`],
    ['secretary', `secretary = "${f.token(24)}"`],
    ['password_policy', `password_policy = "${f.token(24)}"`],
    ['a negated member access under a password name', 'const pass = !this.result.issues || this.result.issues.length === 0;'],
    ['optional chaining under a password name', 'pass: matchResult?.pass ?? false,'],
    ['optional chaining under a credentials name', 'this.#withCredentials = eventSourceInitDict?.withCredentials ?? false'],
    ['an identifier behind a sigil', 'lastSignificantToken = "?InterpolationInTemplate";'],
  ])('%s', (_name, text) => {
    expect(found(text)).toEqual([]);
  });

  test.each<[string, string, string]>([
    ['a sequential Google sample body', `Example: ${['AIza', 'Sy', counting].join('')}`, 'secret/google-api-key'],
    ['an AWS id with 0, 1, 8 or 9 after the prefix (not base32)', `key ${['ASIA', 'BBKK02W42Q3IPSPG'].join('')}`, 'secret/aws-access-key'],
    ['the AWS documentation key id', `aws_access_key_id = ${awsDocs.keyId}`, 'secret/aws-access-key'],
    ['the AWS documentation secret key', `aws_secret_access_key = ${awsDocs.secret}`, 'secret/aws-secret-key'],
    ['the classic jwt.io token', `Authorization: Bearer ${jwtIoSample()}`, 'secret/jwt'],
    [
      'the current jwt.io token',
      signJwt(
        { alg: 'HS256', typ: 'JWT' },
        { sub: '1234567890', name: 'John Doe', admin: true, iat: 1516239022 },
        'a-string-secret-at-least-256-bits-long',
      ),
      'secret/jwt',
    ],
  ])('%s is an info note, not an error', (_name, text, ruleId) => {
    const findings = found(text);
    expect(findings.map(([rule, , severity]) => [rule, severity])).toEqual([[ruleId, 'info']]);
  });
});

describe('credentials in the notations that were missed are found', () => {
  const token = f.token(28);
  const chosen = ['m42', 'ploz', '2wd'].join('');
  const leet = ['r3al', 'P4ssw0rd'].join('');
  test.each<[string, string, string, string]>([
    ['Go typed var', `var xToken string = "${token}"`, 'secret/generic-assignment', token],
    ['TypeScript typed const', `const apiToken: string = '${token}';`, 'secret/generic-assignment', token],
    ['NAME=value inside a JSON string', `{"config.ini": "X_TOKEN=${token}\\nDEBUG=true"}`, 'secret/generic-assignment', token],
    ['XML element', `<xToken>${token}</xToken>`, 'secret/generic-assignment', token],
    ['XML element across lines', `<config>\n  <xToken>\n    ${token}\n  </xToken>\n</config>`, 'secret/generic-assignment', token],
    ['PHP append', `$xToken .= "${token}";`, 'secret/generic-assignment', token],
    ['System.setProperty', `System.setProperty("X_TOKEN", "${token}");`, 'secret/generic-assignment', token],
    ['make ::=', `X_TOKEN ::= ${token}`, 'secret/generic-assignment', token],
    ['make :::=', `X_TOKEN :::= ${token}`, 'secret/generic-assignment', token],
    ['make ?=', `X_TOKEN ?= ${token}`, 'secret/generic-assignment', token],
    ['creds', `creds = "${token}"`, 'secret/generic-assignment', token],
    ['mySecretString', `mySecretString = "${token}"`, 'secret/generic-assignment', token],
    ['VERY_SECRET_TOO', `VERY_SECRET_TOO = "${token}"`, 'secret/generic-assignment', token],
    ['MYSECRETSTRING in one word', `export MYSECRETSTRING="${token}"`, 'secret/generic-assignment', token],
    ['passwd', `passwd = "${chosen}"`, 'secret/generic-assignment', chosen],
    ['a bare JSON secret', `{"secret": "${token}"}`, 'secret/generic-assignment', token],
    ['a MongoDB URL with a chosen password', `mongodb://root:${chosen}@db.example.net:27017/admin`, 'secret/url-credentials', chosen],
    ['an HTTPS URL with a leetspoken password', `https://apiuser:${leet}@api.example.com/v1`, 'secret/url-credentials', leet],
    ['Authorization: Api-Token', `Authorization: Api-Token ${token}`, 'secret/auth-header', token],
    ['a Token header', `Token: ${token}`, 'secret/generic-assignment', token],
    ['curl --user with a quoted password', `curl --user kevin:'${chosen}' https://ci.example.com`, 'secret/basic-auth', chosen],
    ['curl -u user:password', `curl -u deploy:${chosen} https://ci.example.com`, 'secret/basic-auth', chosen],
  ])('%s', (_name, text, ruleId, secret) => {
    expect(found(text)).toEqual([[ruleId, secret, 'error']]);
  });

  const digits = (n: number): string => f.r.chars(n, '123456789');
  test.each<[string, string, string]>([
    [
      'Slack legacy xoxs with a 10-hex tail',
      `xoxs-${digits(10)}-${digits(10)}-${digits(12)}-${f.token(10, '0123456789abcdef')}`,
      'secret/slack-token',
    ],
    ['Slack two-part legacy bot token', `xoxb-${digits(12)}-${f.token(23)}`, 'secret/slack-token'],
    [
      'Slack workflow webhook with a 24-character secret',
      `https://hooks.slack.com/workflows/T${f.r.chars(10, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}/A${f.r.chars(10, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}/${digits(18)}/${f.token(24)}`,
      'secret/slack-webhook',
    ],
    ['GitLab incoming-mail token', `glimt-${f.token(25)}`, 'secret/gitlab-token'],
    ['GitLab agent token', `glagent-${f.token(50)}`, 'secret/gitlab-token'],
    ['GitLab OAuth application secret', `gloas-${f.token(64)}`, 'secret/gitlab-token'],
    ['GitLab CI job token', `glcbt-${digits(2)}_${f.token(20)}`, 'secret/gitlab-token'],
  ])('%s', (_name, secret, ruleId) => {
    expect(found(`token: ${secret}`)).toEqual([[ruleId, secret, 'error']]);
  });
});

describe('URL passwords: the explicit placeholder rule', () => {
  test.each([
    'password',
    'pass',
    '<password>',
    '${DB_PASSWORD}',
    '{{password}}',
    '$PASSWORD',
    '***',
    '%DB_PASSWORD%',
    'changeme',
    'P@ssw0rd123',
    'your_password',
    'mysecretpassword',
    'notrealpassword',
    '12345678',
    'abc12345',
    'deploy',
  ])('user:%s@ stays quiet', (password) => {
    expect(found(`https://deploy:${password}@api.example.com/v1`)).toEqual([]);
    expect(found(`curl -u deploy:${password} https://api.example.com/v1`)).toEqual([]);
  });
});

describe('each validated family checks its alphabet and markers', () => {
  test.each<[string, string]>([
    ['a GitLab trigger token must be 40 hex', `glptt-${f.token(40)}`],
    ['a GitLab incoming-mail token has 25 characters', `glimt-${f.token(24)}`],
    ['a GitLab agent token has 50 characters', `glagent-${f.token(49)}`],
    ['a GitLab CI job token needs its partition id', `glcbt-${f.token(20)}`],
    [
      'a Slack xoxs tail is hex',
      `xoxs-${f.r.chars(10, '123456789')}-${f.r.chars(10, '123456789')}-${f.r.chars(10, '123456789')}-${f.r.chars(10, 'ghijklmnop')}`,
    ],
  ])('%s', (_name, text) => {
    expect(found(text).filter(([, , severity]) => severity === 'error')).toEqual([]);
  });
});
