// Contextual families: the credential is judged from its surroundings. Real values (built at test
// time) are errors; placeholders, templates, indirections, defaults and technical prose are nothing.
import { describe, expect, test } from 'vitest';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { SecretFactory } from './support/secrets.js';

const f = new SecretFactory(99);

/** [ruleId, the exact secret text] for each finding. */
function found(text: string): Array<[string, string]> {
  return scanText(text).map((m) => [m.ruleId, text.slice(m.offset, m.endOffset)]);
}

describe('secret/url-credentials', () => {
  const pw = f.password();
  test.each<[string, string, Array<[string, string]>]>([
    ['database URL', `DATABASE_URL=postgres://app:${pw}@db.internal:5432/app`, [['secret/url-credentials', pw]]],
    ['a strong password on example.com still counts', `mysql://root:${pw}@example.com/db`, [['secret/url-credentials', pw]]],
    ['empty user (Redis)', `redis://:${pw}@cache:6379/0`, [['secret/url-credentials', pw]]],
    [
      'percent-encoded password',
      `amqp://svc:${encodeURIComponent(`${pw}@!`)}@mq/vhost`,
      [['secret/url-credentials', encodeURIComponent(`${pw}@!`)]],
    ],
    ['placeholder password', 'postgres://user:password@localhost:5432/mydb', []],
    ['user:pass on example.com', 'https://user:pass@example.com/', []],
    ['template', 'postgres://app:${DB_PASSWORD}@db:5432/app', []],
    ['angle-bracket placeholder', 'mongodb+srv://<username>:<password>@cluster0.example.net/', []],
    ['well-known default', 'postgresql://postgres:postgres@localhost/postgres', []],
    ['leetspeak default', 'https://admin:P@ssw0rd123@nas.local/', []],
    ['masked', 'https://deploy:********@registry.example.com', []],
    ['no password', 'ssh://git@github.com/acme/app.git', []],
    ['a port is not a password', 'http://localhost:8080/path@v2', []],
  ])('%s', (_name, text, expected) => {
    expect(found(text)).toEqual(expected);
  });
  test('a GitHub token as the URL password belongs to secret/github-token', () => {
    const token = f.github();
    expect(found(`https://x-access-token:${token}@github.com/acme/app.git`)).toEqual([['secret/github-token', token]]);
  });
});

describe('secret/connection-string', () => {
  const pw = f.password(18);
  const accountKey = Buffer.from(f.r.bytes(64)).toString('base64');
  const sasKey = Buffer.from(f.r.bytes(32)).toString('base64');
  test.each<[string, string, Array<[string, string]>]>([
    [
      'ADO.NET password',
      `Server=tcp:db.example.net,1433;Database=app;User Id=app;Password=${pw};Encrypt=true;`,
      [['secret/connection-string', pw]],
    ],
    ['ODBC Pwd', `Driver={ODBC Driver 18};Server=db;Uid=svc;Pwd=${pw}`, [['secret/connection-string', pw]]],
    [
      'Azure storage account key',
      `DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${accountKey};EndpointSuffix=core.windows.net`,
      [['secret/connection-string', accountKey]],
    ],
    [
      'Service Bus shared access key',
      `Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${sasKey}`,
      [['secret/connection-string', sasKey]],
    ],
    ['placeholder password', 'Server=db;User Id=sa;Password=<your_password>;', []],
    ['template', 'Server=db;User Id=sa;Password=${SQL_PASSWORD};', []],
    ['well-known default', 'Server=localhost;User Id=sa;Password=Your_password123;', []],
    ['a short account key is not a key', 'AccountName=acme;AccountKey=abc123==;', []],
  ])('%s', (_name, text, expected) => {
    expect(found(text)).toEqual(expected);
  });
  test('the Azure Storage emulator key is a well-known default', () => {
    // Assembled from its published parts.
    const emulator = ['Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq', 'K1SZFPTOtr', 'KBHBeksoGMGw=='].join('/');
    expect(found(`DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${emulator};`)).toEqual([]);
  });
});

// The neighbours of secret/azure-sas: connection-string reads a connection string's keys and
// url-credentials a URL's password, never a SAS signature; each keeps its own span beside it.
describe('secret/azure-sas beside secret/connection-string and secret/url-credentials', () => {
  const accountKey = Buffer.from(f.r.bytes(64)).toString('base64');
  const sig = encodeURIComponent(Buffer.from(f.r.bytes(32)).toString('base64'));
  const pw = f.password(18);
  const sas = `sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-01-01&sig=${sig}`;
  test.each<[string, string, Array<[string, string]>]>([
    [
      'a storage connection string with a key and a SAS',
      `AccountName=acme;AccountKey=${accountKey};SharedAccessSignature=${sas};`,
      [
        ['secret/connection-string', accountKey],
        ['secret/azure-sas', sig],
      ],
    ],
    [
      'a SAS URL with a password in its user information',
      `https://svc:${pw}@acme.blob.core.windows.net/c?${sas}`,
      [
        ['secret/url-credentials', pw],
        ['secret/azure-sas', sig],
      ],
    ],
    ['a SAS token under a secret name is reported by its signature', `AZURE_SAS_TOKEN="?${sas}"`, [['secret/azure-sas', sig]]],
  ])('%s', (_name, text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('secret/basic-auth', () => {
  const pw = f.password(14);
  const basic = Buffer.from(`svc:${pw}`).toString('base64');
  test.each<[string, string, Array<[string, string]>]>([
    ['curl -u', `curl -u admin:${pw} https://api.example.com/v1`, [['secret/basic-auth', pw]]],
    ['curl --user=', `curl --user=ci:${pw} https://ci.example.com`, [['secret/basic-auth', pw]]],
    ['quoted argument', `curl -u "deploy:${pw}" https://x.example`, [['secret/basic-auth', pw]]],
    ['HTTPie -a', `http -a ops:${pw} GET https://x.example/health`, [['secret/basic-auth', pw]]],
    ['Authorization: Basic is decoded', `-H "Authorization: Basic ${basic}"`, [['secret/basic-auth', basic]]],
    ['Basic with a placeholder password', `Authorization: Basic ${Buffer.from('user:pass').toString('base64')}`, []],
    ['curl -u placeholders', 'curl -u username:password https://api.example.com', []],
    ['curl -u variables', 'curl -u "$USER:$API_TOKEN" https://api.example.com', []],
    ['Stripe style key as user name', 'curl -u "${STRIPE_KEY}:" https://api.stripe.com', []],
    ['docker -u uid:gid', 'docker run -u 1000:1000 image', []],
    ['prose about basic authentication', 'Use basic authentication for the proxy.', []],
  ])('%s', (_name, text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('secret/auth-header', () => {
  const token = f.token(40);
  const key = f.token(32);
  test.each<[string, string, Array<[string, string]>]>([
    ['Bearer header in curl', `curl -H "Authorization: Bearer ${token}" https://api.example.com`, [['secret/auth-header', token]]],
    ['Token scheme', `Authorization: token ${token}`, [['secret/auth-header', token]]],
    ['X-API-Key header', `X-API-Key: ${key}`, [['secret/auth-header', key]]],
    ['JSON headers object', `{"headers": {"x-api-key": "${key}"}}`, [['secret/auth-header', key]]],
    ['Bearer written in prose', `Send it as Bearer ${token} in the request.`, [['secret/auth-header', token]]],
    ['environment variable', 'Authorization: Bearer $GITHUB_TOKEN', []],
    ['GitHub Actions secret', 'Authorization: Bearer ${{ secrets.API_TOKEN }}', []],
    ['angle brackets', 'Authorization: Bearer <your-token>', []],
    ['word placeholder', 'X-API-Key: your-api-key-here', []],
    ['prose about bearer tokens', 'The API accepts a Bearer token in the Authorization header.', []],
    ['a JWT belongs to secret/jwt', `Authorization: Bearer ${f.jwt()}`, [['secret/jwt', '']]],
  ])('%s', (_name, text, expected) => {
    const got = found(text);
    expect(got.map(([id, s]) => [id, id === 'secret/jwt' ? '' : s])).toEqual(expected);
  });
});

describe('secret/generic-assignment', () => {
  const v = f.token(32);
  const pw = f.password(16);
  test.each<[string, string, Array<[string, string]>]>([
    ['.env line', `API_SECRET=${v}`, [['secret/generic-assignment', v]]],
    ['export with quotes', `export SERVICE_TOKEN="${v}"`, [['secret/generic-assignment', v]]],
    ['YAML', `client_secret: ${v}`, [['secret/generic-assignment', v]]],
    ['JSON', `{"apiKey": "${v}"}`, [['secret/generic-assignment', v]]],
    ['Python', `SECRET_KEY = '${v}'`, [['secret/generic-assignment', v]]],
    ['Go', `webhookSecret := "${v}"`, [['secret/generic-assignment', v]]],
    ['query string', `https://api.example.com/v1/items?api_key=${v}&page=2`, [['secret/generic-assignment', v]]],
    ['CLI flag', `deploy --auth-token ${v}`, [['secret/generic-assignment', v]]],
    ['password assignment', `DB_PASSWORD=${pw}`, [['secret/generic-assignment', pw]]],
    ['shell template', 'API_SECRET=${API_SECRET}', []],
    ['GitHub Actions expression', 'token: ${{ secrets.GITHUB_TOKEN }}', []],
    ['Jinja template', 'password: "{{ vault_db_password }}"', []],
    ['process.env', 'const apiKey = process.env.API_KEY;', []],
    ['os.environ', 'api_key = os.environ["API_KEY"]', []],
    ['function call', 'SECRET_KEY = get_random_secret_key()', []],
    ['masked', 'API_TOKEN=****************', []],
    ['time-based UUID', 'session_token: 3f2504e0-4f89-11d3-9a0c-0305e82c3301', []],
    ['hash', 'secret_hash: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', []],
    ['digest-valued token', 'token: sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', []],
    ['URL value', 'TOKEN_URL=https://auth.example.com/oauth/token', []],
    ['path value', 'PRIVATE_KEY=/etc/ssl/private/server.key', []],
    ['placeholder words', 'API_KEY=your_api_key_here', []],
    ['sequential sample', 'token: abc123def456ghi789jkl', []],
    ['camelCase words', 'password: mySuperSecretPassword', []],
    ['weak default password', 'DB_PASSWORD=changeme123', []],
    ['a name that is not a secret', `CACHE_KEY=${v}`, []],
    ['token count, not a token', 'max_tokens: 4096', []],
    ['token type', 'token_type: bearer', []],
    ['publishable key under a key name', `STRIPE_KEY=${f.stripe('pk_live_')}`, []],
    ['public key name', `NEXT_PUBLIC_ANALYTICS_KEY=${v}`, []],
    ['identifier reference', 'token: GITHUB_TOKEN', []],
    ['a comparison with a variable is not an assignment', 'if token == expected_token:', []],
    ['e-mail address', 'secret_contact: security@example.com', []],
  ])('%s', (_name, text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('technical prose and hard negatives produce nothing', () => {
  test.each([
    'The pull request head SHA is 3f786850e387550fdab836ed7e6dc881de23001b; runs for other commits are stale.',
    'Set `GITHUB_TOKEN` in the environment; never paste the token itself into the skill.',
    'Rotate the key with `aws iam create-access-key` and store it in Secrets Manager.',
    'integrity: sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg==',
    '![diagram](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==)',
    'request id 0f8fad5b-d9cb-469f-a165-70867728950e, trace 4bf92f3577b34da6a3ce929d0e0e4736',
    'git remote add origin git@github.com:acme/skillpack.git',
    'Password requirements: at least 12 characters; the token expires after 90 days.',
    'Use `curl -u <user>:<token>` or `-H "Authorization: Bearer <token>"`.',
    'The secret key is derived with PBKDF2 (100000 iterations).',
    'api_key: <redacted>',
    'const key = crypto.randomBytes(32).toString("hex");',
    'See https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/managing-your-personal-access-tokens',
    'export PATH="$HOME/.local/bin:$PATH"',
    'commit e83c5163316f89bfbde7d9ab23ca2e25604af290 (tag: v1.2.3)',
  ])('%s', (text) => {
    expect(found(text)).toEqual([]);
  });
});

test('a more specific rule owns its span: one finding, by the most specific rule', () => {
  const token = f.github();
  const text = `GITHUB_TOKEN=${token}\nAuthorization: Bearer ${token}\ncurl -u me:${token} https://x.example\nhttps://me:${token}@github.com`;
  expect(found(text).map(([id]) => id)).toEqual([
    'secret/github-token',
    'secret/github-token',
    'secret/github-token',
    'secret/github-token',
  ]);
});
