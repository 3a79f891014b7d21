// Regressions from the labelled corpus: credential notations the contextual rules must read
// (subscripts, markup, name/value lists, .netrc, password flags, hex keys, Docker auth), hard
// negatives from API documentation they must leave alone, published samples of the validated
// families, and key blocks in code comments. Every credential is built at test time.
import { describe, expect, test } from 'vitest';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { BASE64URL, HEX } from './support/random.js';
import { pemKey, SecretFactory, signJwt } from './support/secrets.js';
import { hit, note, seen } from './support/expect.js';

const f = new SecretFactory(7031);

/** [ruleId, the exact reported text] of every error-level finding. */
function errors(text: string): Array<[string, string]> {
  return scanText(text)
    .filter((m) => !m.placeholder)
    .map((m) => [m.ruleId, text.slice(m.offset, m.endOffset)]);
}

describe('assignment notations', () => {
  const v = f.token(36);
  const pw = f.token(18);
  test.each<[string, string, Array<[string, string]>]>([
    ['a subscript assignment', `app.config['JWT_SECRET_KEY'] = '${v}'`, [['secret/generic-assignment', v]]],
    ['an environment subscript', `os.environ["API_TOKEN"] = "${v}"`, [['secret/generic-assignment', v]]],
    ['a subscript read is not an assignment', `token = headers['X-Token']`, []],
    ['a markup element', `<password>${pw}</password>`, [['secret/generic-assignment', pw]]],
    ['a markup element with a weak value', '<password>changeme</password>', []],
    ['a markup element closed by another tag', `<password>${pw}</secret>`, []],
    ['.NET appSettings', `<add key="ApiSecret" value="${v}" />`, [['secret/generic-assignment', v]]],
    ['a JSON name/value pair (ECS, Lambda)', `{"name": "API_TOKEN", "value": "${v}"}`, [['secret/generic-assignment', v]]],
    ['a Kubernetes env entry', `env:\n  - name: API_SECRET\n    value: "${v}"\n`, [['secret/generic-assignment', v]]],
    [
      'a Kubernetes env entry from a secret reference',
      'env:\n  - name: API_SECRET\n    valueFrom:\n      secretKeyRef: {name: api, key: secret}\n',
      [],
    ],
    ['a Kubernetes entry whose value sits elsewhere', `- name: API_SECRET\nother: x\n  value: "${v}"`, []],
    ['a .netrc entry on one line', `machine api.example.com login ops password ${pw}`, [['secret/generic-assignment', pw]]],
    [
      'a .netrc entry over lines, with a hex token',
      `machine api.heroku.com\n  login me@example.com\n  password ${'a1'.repeat(4)}${f.r.chars(32, HEX)}\n`,
      [['secret/generic-assignment', '']],
    ],
    // Not a .netrc entry, but a password in a sentence (prose-password.ts).
    ['"password" in prose is not .netrc', `the password ${pw} was rotated`, [['secret/generic-assignment', pw]]],
    ['`NAME=~value` assigns; `x =~ y` matches', `DB_PASSWORD=~${pw}\n[[ $x =~ ${pw} ]]`, [['secret/generic-assignment', `~${pw}`]]],
    ['Rails secret_key_base', `heroku config:set SECRET_KEY_BASE=${v}`, [['secret/generic-assignment', v]]],
  ])('%s', (_name, text, expected) => {
    const got = errors(text);
    // A value whose exact text the case does not pin (random hex) is compared by rule only.
    expect(got.map(([id, s], i) => [id, expected[i]?.[1] === '' ? '' : s])).toEqual(expected);
  });
});

describe('password flags on command lines', () => {
  const pw = f.token(16);
  test.each<[string, string, Array<[string, string]>]>([
    ['mysql -p glued', `mysql -h db -u admin -p${pw} shop`, [['secret/basic-auth', pw]]],
    ['docker login -p', `docker login -u deploy -p ${pw} registry.example.com`, [['secret/basic-auth', pw]]],
    ['sshpass -p', `sshpass -p '${pw}' ssh ops@10.0.0.5`, [['secret/basic-auth', pw]]],
    ['redis-cli -a', `redis-cli -h cache -a ${pw} ping`, [['secret/basic-auth', pw]]],
    ['HTTPie -a still takes user:password', `http -a alice:${pw} https://httpbin.org/get`, [['secret/basic-auth', pw]]],
    ['mkdir -p', `mkdir -p ${pw}/logs`, []],
    ['ssh -p is a port', 'ssh -p 2222 ops@host', []],
    ['docker run -p maps ports', `docker run -p 8080:80 -e MODE=${pw} nginx`, []],
    ['a login command on the previous line does not reach this one', `docker login registry.example.com\ngit add -p ${pw}`, []],
    ['mysql -p with a weak password', 'mysql -u root -proot', []],
  ])('%s', (_name, text, expected) => {
    expect(errors(text)).toEqual(expected);
  });
});

describe('hex keys under secret names and in headers', () => {
  const hex32 = f.r.chars(32, HEX);
  const hex40 = f.r.chars(40, HEX);
  const hex64 = f.r.chars(64, HEX);
  test.each<[string, string, Array<[string, string]>]>([
    ['an API key of 32 hex digits', `DATADOG_API_KEY=${hex32}`, [['secret/generic-assignment', hex32]]],
    ['a webhook secret from openssl rand -hex 32', `WEBHOOK_SECRET=${hex64}`, [['secret/generic-assignment', hex64]]],
    ['a 40-hex token in an Authorization header', `Authorization: token ${hex40}`, [['secret/auth-header', hex40]]],
    ['a subscription key header', `-H "Ocp-Apim-Subscription-Key: ${hex32}"`, [['secret/auth-header', hex32]]],
    ['a digest under a hashing name', `secret_hash: ${hex64}\ntoken_sha256 = "${hex64}"\napi_key_checksum: ${hex32}`, []],
    ['a counting sample', 'API_KEY=0123456789abcdef0123456789abcdef', []],
    ['a hex value under a loose key name is a digest', `key: ${hex64}`, []],
  ])('%s', (_name, text, expected) => {
    expect(errors(text)).toEqual(expected);
  });
});

describe('encoded and shaped values', () => {
  const b64 = (s: string): string => Buffer.from(s).toString('base64');
  const pw = f.token(20);
  const randomKey = Buffer.from(f.r.bytes(32)).toString('base64');
  test.each<[string, string, Array<[string, string]>]>([
    ['base64 of a sentence under a secret name', `secret: ${b64('This is a sample secret value for the docs')}`, []],
    ['a Kubernetes secret of weak values', `data:\n  password: ${b64('password')}\n  token: ${b64('placeholder')}`, []],
    ['base64 of prose as a bearer token', `Authorization: Bearer ${b64('this is only an example bearer value')}`, []],
    ['base64 of random bytes is still a key', `encryption_key: "${randomKey}"`, [['secret/generic-assignment', randomKey]]],
    [
      'Docker config auth (user:password)',
      `{"auths": {"registry.example.com": {"auth": "${b64(`deploy:${pw}`)}"}}}`,
      [['secret/generic-assignment', b64(`deploy:${pw}`)]],
    ],
    ['Docker config auth with a weak password', `{"auths": {"r": {"auth": "${b64('user:password')}"}}}`, []],
    [
      'PascalCase identifiers',
      'access_key = AccessKeyRotationPolicyName\napi_key = ApiKeyAuthenticationProviderImpl\nsecret = SecretManagerServiceClient',
      [],
    ],
    ['words joined by hyphens', 'SECRET_KEY="insecure-dev-only-key"\nJWT_SECRET=please-change-this-secret-in-production', []],
    ['an instruction with numbers', 'NEXTAUTH_SECRET=generate-with-openssl-rand-base64-32', []],
    [
      'an AWS ARN',
      `kms_key: arn:aws:kms:us-east-1:123456789012:key/${f.r.chars(8, HEX)}-${f.r.chars(4, HEX)}-4${f.r.chars(3, HEX)}-a${f.r.chars(3, HEX)}-${f.r.chars(12, HEX)}`,
      [],
    ],
    ['a value cut short with an ellipsis', 'password = pypi-AgEIcHlwaS5vcmc...', []],
    ['the GitHub basic-auth convention', 'https://git:x-oauth-basic@github.com/acme/app.git', []],
  ])('%s', (_name, text, expected) => {
    expect(errors(text)).toEqual(expected);
  });
});

describe('API documentation: opaque values under token-ish names', () => {
  test.each([
    `"nextPageToken": "${f.r.chars(40, BASE64URL)}"`,
    `"NextToken": "${f.token(120)}"`,
    `page_token=${f.r.chars(40, BASE64URL)}`,
    `<input type="hidden" name="csrf_token" value="${f.r.chars(43, BASE64URL)}">`,
    `csrfToken: "${f.r.chars(36, BASE64URL)}"`,
    `"continuationToken": "${f.token(48)}"`,
    `"sync_token": "${f.token(40)}"`,
    `resume_token: ${f.token(44)}`,
    `"captcha_token": "${f.token(40)}"`,
    `host_key: AAAAC3NzaC1lZDI1NTE5AAAAI${f.token(43)}`,
    `RECAPTCHA_SITE_KEY=${f.token(40)}`,
  ])('%s', (text) => {
    expect(errors(text)).toEqual([]);
  });

  test('NEXTAUTH_SECRET is still a secret: only `<cursor>_token` names are opaque', () => {
    const v = f.token(32);
    expect(errors(`NEXTAUTH_SECRET=${v}`)).toEqual([['secret/generic-assignment', v]]);
  });
});

describe('AWS pairing', () => {
  const id = f.awsKeyId();
  const secret = f.awsSecret();
  test('a 40-character value of another name near a key id is not its secret', () => {
    expect(errors(`"aws_access_key_id": "${id}"\n\nsite_key: "${secret}"\nsync_token = ${secret}`)).toEqual([
      ['secret/aws-access-key', id],
    ]);
  });
  test.each([
    ['an aws_secret_access_key name', `aws_access_key_id=${id}\naws_secret_access_key=${secret}`],
    ['a generic secret name', `access_key: ${id}\nsecret: ${secret}`],
    ['an aws configure argument', `aws configure set aws_access_key_id ${id}\naws configure set aws_secret_access_key ${secret}`],
    ['a CSV column', `${id},${secret}`],
  ])('the pair in %s', (_name, text) => {
    expect(errors(text)).toEqual([
      ['secret/aws-access-key', id],
      ['secret/aws-secret-key', secret],
    ]);
  });
});

describe('published samples of validated families are notes, not errors', () => {
  // Assembled from their published parts so that the repository holds no credential-shaped literal.
  const slackDocs = ['xoxb', '17653672481', '19874698323', 'pdFZKVeTuE8sk7oOcBrzbqgy'].join('-');
  const googleDocs = ['AIzaSyDaGmWKa4JsXZ', 'HjGw7ISLn_3namBGewQe'].join('-');
  const drfDocs = ['9944b09199c62bcf', '9418ad846dd0e4bbdfc6ee4b'].join('');
  const rfcJwt = signJwt({ alg: 'HS256', typ: 'JWT' }, { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true }, f.token(32));
  test('the bot token of the Slack API docs', () => expect(seen(`token: ${slackDocs}`)).toEqual([note('secret/slack-token', slackDocs)]));
  test('the key of the Google Maps samples', () => expect(seen(`key=${googleDocs}`)).toEqual([note('secret/google-api-key', googleDocs)]));
  test('the RFC 7515/7519 example claims', () => expect(seen(rfcJwt)).toEqual([note('secret/jwt', rfcJwt)]));
  test('the token of the Django REST framework docs', () => expect(seen(`Authorization: Token ${drfDocs}`)).toEqual([]));
  test('a real token of the same shape is still an error', () => {
    const bot = f.slackBot();
    expect(seen(`token: ${bot}`)).toEqual([hit('secret/slack-token', bot)]);
  });
});

describe('format variants of validated families', () => {
  test('a Hugging Face token with digits', () => {
    const token = `hf_${f.token(34)}`;
    expect(seen(`HF_TOKEN=${token}`)).toEqual([hit('secret/huggingface-token', token)]);
  });
  test('a Hugging Face placeholder of one letter is nothing, a patterned one a note', () => {
    expect(seen(`hf_${'x'.repeat(34)}`)).toEqual([note('secret/huggingface-token', `hf_${'x'.repeat(34)}`)]);
  });
});

describe('private keys in code comments and markup', () => {
  const pem = pemKey('ec-sec1').trimEnd();
  test.each([
    [
      '`// ` comments',
      pem
        .split('\n')
        .map((l) => `// ${l}`)
        .join('\n'),
    ],
    [
      '`-- ` comments',
      pem
        .split('\n')
        .map((l) => `-- ${l}`)
        .join('\n'),
    ],
    ['an HTML pre block', `<pre>\n${pem}\n</pre>`],
  ])('%s', (_name, text) => {
    const [m, ...rest] = scanText(text);
    expect(rest).toEqual([]);
    expect(m).toMatchObject({ ruleId: 'secret/private-key', placeholder: false, offset: text.indexOf('-----BEGIN') });
  });
});
