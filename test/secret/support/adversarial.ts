// Hostile 1 MB inputs for every text rule: trigger literals repeated back to back, runs that never
// end, unterminated structures, and near-misses that make a naive pattern backtrack. Shared by the
// tests (behaviour: the exact findings) and bench/secrets.mjs (the worst time per rule).
import { BASE32, BASE62, HEX, Random } from './random.js';
import { configNotationInputs } from './adversarial-config.js';
import { triggerFloodInputs } from './adversarial-floods.js';
import { valueReadingInputs } from './adversarial-values.js';

export const MB = 1 << 20;

/** `unit` repeated to `size` characters. */
export function fill(unit: string, size = MB): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

export interface AdversarialInput {
  readonly rule: string;
  readonly name: string;
  readonly text: string;
  /** Findings of `rule` the engine must report (placeholder notes included). */
  readonly expected: number;
  /**
   * Every unit is a finding: the time is bound by the output (tens of thousands of findings per
   * MB), not by the input's shape, so bench/secrets.mjs reports it apart, per finding.
   */
  readonly dense?: boolean;
}

const b64 = 'Ab0+Cd1/Ef2+Gh3/Ij4+Kl5/Mn6+Op7/Qr8+St9/'.slice(0, 39);
/** Base64 of a phrase, unpadded: decodes to text, so it is refused only at the end of its judgement. */
const text64 = Buffer.from('Aladdin:open sesame').toString('base64').replace(/=+$/, '');

/** `unit` repeated a whole number of times to just under `size`, and that number. */
function units(unit: string, size = MB): [string, number] {
  const n = Math.floor(size / unit.length);
  return [unit.repeat(n), n];
}

/** A generated password: letters and digits, every class present (no credential literal in the repo). */
function password(r: Random, n: number): string {
  for (;;) {
    const s = r.chars(n, BASE62);
    if (/[a-z]/.test(s) && /[A-Z]/.test(s) && /[0-9]/.test(s)) return s;
  }
}

export function adversarialInputs(): AdversarialInput[] {
  const a = (rule: string, name: string, text: string, expected = 0): AdversarialInput => ({ rule, name, text, expected });
  const r = new Random(1048576);
  const pw = password(r, 14);
  const keyId = `AKIA${r.chars(16, BASE32)}`;
  const uuid = `${r.chars(8, HEX)}-${r.chars(4, HEX)}-4${r.chars(3, HEX)}-a${r.chars(3, HEX)}-${r.chars(12, HEX)}`;
  const dense = (rule: string, name: string, unit: string): AdversarialInput => {
    const [text, n] = units(unit);
    return { rule, name, text, expected: n, dense: true };
  };
  return [
    // Every trigger of a rule at its densest, and inputs where each unit is a finding.
    a('secret/generic-assignment', 'YAML keys without values', fill('key: ')),
    a('secret/generic-assignment', 'quoted names', fill('"key" ')),
    a('secret/generic-assignment', 'name entries before line breaks', fill('name: key\n')),
    a('secret/generic-assignment', 'password file mentions between entry-shaped lines', fill('~/.pgpass\na:1:b:c:d\n')),
    a('secret/generic-assignment', 'password file format lines', fill('hostname:port:database:username:password\n')),
    a('secret/generic-assignment', 'markup elements', fill('<key>')),
    a('secret/generic-assignment', '.netrc words', fill('login a password ')),
    a('secret/generic-assignment', 'subscripts', fill("x['key'] ")),
    a('secret/basic-auth', 'password flags repeated', fill(' -p ')),
    a('secret/basic-auth', 'redis-cli flags without passwords', fill('redis-cli -a ')),
    dense('secret/basic-auth', 'mysql -p with strong passwords', `mysql -u a -p${pw} `),
    a('secret/connection-string', 'short members repeated', fill(';Pwd=')),
    dense('secret/connection-string', 'strong passwords back to back', `Server=a;Password=${pw};`),
    dense('secret/url-credentials', 'URLs with strong passwords back to back', `a://b:${pw}@h `),
    // A random UUID as a URL's lone user is a server token (url-credentials.ts); the nil UUID is nothing.
    dense('secret/url-credentials', 'UUID lone users back to back', `a://${uuid}@h `),
    a('secret/url-credentials', 'nil UUID lone users back to back', fill('a://00000000-0000-0000-0000-000000000000@h ')),
    a('secret/auth-header', 'API key headers repeated', fill('x-api-key:')),
    dense('secret/aws-access-key', 'key ids back to back', `${keyId} `),
    dense(
      'secret/jwt',
      'decodable tokens with a stub signature back to back',
      `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"a":1}').toString('base64url')}.abc `,
    ),
    a('secret/github-token', 'prefix repeated', fill('ghp_')),
    a('secret/github-token', 'prefix then an endless run', `ghp_${fill('aB3', MB - 4)}`),
    // Each fake is a placeholder note, as docker-token's and vault-token's placeholder floods are: dense.
    dense('secret/github-token', 'full-length fakes back to back', `ghp_${'x'.repeat(36)} `),
    a('secret/github-token', 'fine-grained prefix with underscores', fill('github_pat_a_')),
    a('secret/npm-token', 'prefix repeated', fill('npm_')),
    a('secret/gitlab-token', 'prefix repeated', fill('glpat-')),
    a('secret/gitlab-token', 'routable near-misses', fill(`glpat-${'a'.repeat(290)}.0`)),
    a('secret/aws-access-key', 'prefix repeated', fill('AKIA')),
    a('secret/aws-access-key', 'endless base32 run', `AKIA${fill('ABCDEFGHIJKLMNOP234567', MB - 4)}`),
    a('secret/aws-secret-key', 'key ids between 39-character runs', fill(`AKIAQWERTYUIOPASDFGH ${b64} `)),
    a('secret/aws-secret-key', 'named prefix repeated', fill('aws_secret_access_key=')),
    a('secret/slack-token', 'prefix repeated', fill('xoxb-')),
    a('secret/slack-token', 'numeric segments without end', `xoxb-${fill('1-', MB - 5)}`),
    a('secret/slack-webhook', 'host repeated', fill('hooks.slack.com/')),
    a('secret/slack-webhook', 'path segments without end', `https://hooks.slack.com/services/${fill('T1/', MB - 40)}`),
    a('secret/stripe-key', 'prefix repeated', fill('sk_live_')),
    a('secret/stripe-key', 'publishable prefix repeated', fill('pk_test_')),
    a('secret/google-api-key', 'prefix repeated', fill('AIza')),
    a('secret/openai-key', 'prefix repeated', fill('sk-')),
    a('secret/openai-key', 'marker repeated in one run', `sk-proj-${fill('T3BlbkFJ', MB - 8)}`),
    a('secret/anthropic-key', 'prefix repeated', fill('sk-ant-')),
    a('secret/huggingface-token', 'prefix repeated', fill('hf_')),
    a('secret/sendgrid-key', 'prefix repeated', fill('SG.')),
    a('secret/pypi-token', 'prefix repeated', fill('pypi-')),
    a('secret/pypi-token', 'long undecodable tokens', fill(`pypi-AgE${'A'.repeat(4000)} `), Math.ceil(MB / 4009)),
    a('secret/cloudflare-token', 'prefixes repeated', fill('cfut_cfk_v1.0-')),
    a('secret/cloudflare-token', 'Cloudflare names repeated', fill('CLOUDFLARE_API_TOKEN=')),
    a('secret/cloudflare-token', 'X-Auth-Key headers repeated', fill('X-Auth-Key: ')),
    a('secret/jwt', 'prefix repeated', fill('eyJ')),
    a('secret/jwt', 'segments without end', fill('eyJhbGciOiJIUzI1NiJ9.')),
    a('secret/private-key', 'BEGIN markers without END', fill('-----BEGIN PRIVATE KEY-----\n')),
    a(
      'secret/private-key',
      'many BEGINs before one END',
      `${fill('-----BEGIN RSA PRIVATE KEY-----\n', MB - 40)}\n-----END RSA PRIVATE KEY-----`,
    ),
    a(
      'secret/private-key',
      'blocks of backslashes and quotes',
      fill(`-----BEGIN PRIVATE KEY-----\n${'\\'.repeat(30000)}"  +\n-----END PRIVATE KEY-----\n`),
    ),
    a('secret/url-credentials', 'scheme separator repeated', fill('://')),
    a('secret/url-credentials', 'user:password@ without a host', fill('a://b:c@')),
    a('secret/url-credentials', 'an authority that never ends', `https://${fill('a:b', MB - 8)}`),
    a('secret/connection-string', 'secret members repeated', fill('Password=')),
    a('secret/connection-string', 'members with weak passwords', fill('Server=db;Password=secret;')),
    a('secret/basic-auth', 'flags repeated', fill(' -u ')),
    // A stdin option far from any pipe, and one pipe before endless stdin options (stdin-password.ts).
    a('secret/basic-auth', 'stdin options without a pipe', fill('docker login --password-stdin ')),
    a('secret/basic-auth', 'one echo and pipe before stdin options', `echo 'x' | ${fill('kinit --stdin ', MB - 11)}`),
    a('secret/basic-auth', 'Basic and an endless base64 run', `Basic ${fill('QWxhZGRpbjpvcGVu', MB - 6)}`),
    a('secret/basic-auth', 'curl -u with weak passwords', fill('curl -u admin:admin ')),
    a('secret/auth-header', 'Authorization headers repeated', fill('Authorization: Bearer ')),
    a('secret/auth-header', 'Bearer and an endless token', `Bearer ${fill('aZ09-._~+/', MB - 7)}`),
    a('secret/generic-assignment', 'assignments chained', fill('token=')),
    a('secret/generic-assignment', 'long values chained by inner =', fill(`token=${'aB3'.repeat(7)}=`)),
    a('secret/generic-assignment', '.npmrc _auth without values', fill('_auth=')),
    a('secret/generic-assignment', 'unterminated quoted values', fill('password: "')),
    a('secret/generic-assignment', 'a name that never ends', fill('api_key_')),
    a('secret/generic-assignment', 'an unterminated JSON value', `"token": "${fill('abcdefgh', MB - 12)}`),
    a('secret/generic-assignment', 'keyword soup', fill('secret token key pass pwd credential _pat = : ')),
    a('secret/generic-assignment', 'comparisons without a literal', fill('password == ')),
    a('secret/generic-assignment', 'Dockerfile ENV names without values', fill('\nENV API_TOKEN ')),
    a('secret/basic-auth', 'encoder calls without a pair', fill('Buffer.from(btoa(b64encode(')),
    a('secret/basic-auth', 'wget password flags without values', fill(' --http-password=')),
    a('secret/basic-auth', 'htpasswd -b without arguments', fill('htpasswd -b ')),
    a('secret/basic-auth', 'net use /user: without passwords', fill('net use /user:a ')),
    a('secret/basic-auth', 'FreeRDP /p: without values', fill('xfreerdp /p: ')),
    a('secret/basic-auth', 'echoed pairs without a pipe', fill('echo -n "a:b" ')),
    a('secret/generic-assignment', 'XML entries without a closing tag', fill('<entry key="api_secret">')),
    a('secret/generic-assignment', 'table cells of names', fill('| `api_key` | ')),
    a('secret/generic-assignment', 'Terraform variables without defaults', fill('variable "api_secret" { type = string ')),
    a('secret/generic-assignment', 'keyword lines without values', fill('\n  password "')),
    a('secret/generic-assignment', 'environment lookups without a literal default', fill('token = process.env.API_TOKEN || ')),
    a('secret/generic-assignment', 'environment lookups on one endless line', fill("API_TOKEN=ENV['A'] ")),
    a('secret/generic-assignment', 'salt names without values', fill('AUTH_SALT: ')),
    a('secret/generic-assignment', 'Ruby symbol subscripts without values', fill('x[:token] ')),
    a('secret/generic-assignment', 'nginx set directives without values', fill('\nset $apikey ')),
    a('secret/generic-assignment', 'dotted member accesses filling lines', fill('password: settings.db.password\n')),
    a('secret/generic-assignment', 'tuple names without an operator', fill('token, ')),
    a('secret/generic-assignment', 'tuples of bare values', fill('\na, token := x, ')),
    a('secret/generic-assignment', 'key=value words with member accesses', fill(' password=settings.db.password host=h')),
    a('secret/generic-assignment', 'quoted runs of marks', fill(`api_secret = "${'!@#$%^&*()[]{}<>'.repeat(4)}" `)),
    a('secret/auth-header', 'server header directives without values', fill('proxy_set_header x-api-key ')),
    a('secret/auth-header', 'Apache header directives without names', fill('RequestHeader set ')),
    a('secret/private-key', 'PuTTY headers repeated', fill('PuTTY-User-Key-File-2: ssh-ed25519\n')),
    a('secret/private-key', 'PuTTY headers on one line', fill('PuTTY-User-Key-File-')),
    a('secret/private-key', 'PuTTY prefixes repeated', fill('PuTTY-')),
    a(
      'secret/private-key',
      'PuTTY files whose private lines never come',
      fill(`PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nPublic-Lines: 64\n${'AAAA'.repeat(60)}\n`),
    ),
    a('secret/private-key', 'OpenVPN static key markers without END', fill('-----BEGIN OpenVPN Static key V1-----\n')),
    // Notations of config formats and code: aligned operators, SQL account statements, registry
    // Secrets, PowerShell secure strings, escaped quotes, prose code spans, `NAME:value` lines.
    a('secret/generic-assignment', 'names aligned far from an operator that never comes', fill(`password${' '.repeat(39)}`)),
    a('secret/generic-assignment', 'SQL account statements with unterminated literals', fill("ALTER ROLE etl LOGIN PASSWORD '")),
    a('secret/generic-assignment', 'SQL account statements on lines of their own', fill("CREATE USER etl WITH PASSWORD 'x\n")),
    a('secret/generic-assignment', 'IDENTIFIED BY repeated', fill("IDENTIFIED BY '")),
    a('secret/generic-assignment', 'registry Secret keys before long base64', fill(`.dockerconfigjson: ${'eyJh'.repeat(250)}\n`)),
    a('secret/generic-assignment', 'escaped quotes after names', fill('api_token = \\"')),
    a('secret/generic-assignment', 'escaped subscripts without values', fill('[\\"api_token\\"] = ')),
    a('secret/generic-assignment', 'prose links before short code spans', fill('the token is `abcdefghij` ')),
    a('secret/generic-assignment', 'NAME:value lines of short values', fill('PASSWORD:abc\n')),
    a('secret/basic-auth', 'ConvertTo-SecureString without -AsPlainText', fill('ConvertTo-SecureString "x" ')),
    // Prefixed families: the prefix back to back, and a prefix before a run that never ends.
    a('secret/onepassword-token', 'prefix repeated', fill('ops_eyJ')),
    a('secret/onepassword-token', 'prefix then an endless base64 run', `ops_eyJ${fill('aB3+', MB - 7)}`),
    a('secret/onepassword-token', 'long undecodable tokens', fill(`ops_eyJ${'A'.repeat(4000)} `), Math.ceil(MB / 4008)),
    a('secret/databricks-token', 'prefix repeated', fill('dapi')),
    a('secret/databricks-token', 'prefix then an endless hex run', `dapi${fill('0a1b', MB - 4)}`),
    a('secret/docker-token', 'prefix repeated', fill('dckr_pat_')),
    a('secret/figma-token', 'prefix repeated', fill('figd_')),
    a('secret/grafana-token', 'prefixes repeated', fill('glc_glsa_')),
    a('secret/grafana-token', 'long undecodable policy tokens', fill(`glc_${'A'.repeat(1000)} `)),
    a('secret/groq-key', 'prefix repeated', fill('gsk_')),
    a('secret/digitalocean-token', 'prefixes repeated', fill('dop_v1_doo_v1_dor_v1_')),
    a('secret/linear-key', 'prefix repeated', fill('lin_api_')),
    a('secret/neon-key', 'prefixes repeated', fill('napi_npg_')),
    a('secret/notion-token', 'prefixes repeated', fill('ntn_secret_')),
    a('secret/shopify-token', 'prefixes repeated', fill('shpat_shpss_')),
    a('secret/vault-token', 'prefixes repeated', fill('hvs.hvb.')),
    a('secret/vault-token', 'prefix then an endless run of dots', `hvs.${fill('a.', MB - 4)}`),
    // Shapes that reach each rule's reading or judgement on every unit: a keyword followed by a word,
    // values judged in full and refused late, near-miss tokens, flags without arguments.
    a('secret/generic-assignment', 'keywords each followed by a word', fill('pwd ')),
    a('secret/generic-assignment', 'names each followed by a word', fill('token ')),
    a('secret/generic-assignment', 'passwords made of words', fill('password: correct-horse-battery-staple\n')),
    a('secret/generic-assignment', 'identifiers under key names', fill('api_key: someIdentifierNameHere\n')),
    a('secret/generic-assignment', 'password file mentions between keywords on one line', fill('~/.pgpass password pass ')),
    a('secret/generic-assignment', 'escaped assignments chained', fill('"TOKEN=abcdefghijklmnopqrstu\\nTOKEN=')),
    a('secret/connection-string', 'account keys holding base64 text', fill(`AccountName=a;AccountKey=${text64};`)),
    a('secret/connection-string', 'weak passwords without siblings on one line', fill('Password=abcdefgh ')),
    a('secret/google-api-key', 'keys without the issued marker back to back', fill(`AIza${'a'.repeat(35)} `)),
    a('secret/cloudflare-token', 'Cloudflare names with 40-character words', fill(`CLOUDFLARE_API_TOKEN=${'abcdefghij'.repeat(4)}\n`)),
    a(
      'secret/cloudflare-token',
      'X-Auth-Key headers with counting hex',
      fill(`X-Auth-Key: ${'0123456789abcdef'.repeat(3).slice(0, 37)}\n`),
    ),
    a('secret/auth-header', 'API key headers with words', fill('X-API-Key: abcdefghijklmnopqrstuvwxyz\n')),
    a('secret/auth-header', 'curl header flags with words', fill('-H "apikey: abcdefghijklmnopqrstu" ')),
    a('secret/basic-auth', 'HTTPie -a flags on one line', fill(' -a')),
    a('secret/basic-auth', '-u flags on one command line', `curl ${fill(' -u', MB - 5)}`),
    a('secret/aws-secret-key', 'secret-key names without operators', fill('secret_access_key ')),
    a(
      'secret/private-key',
      'BEGIN and END around a short body',
      fill('-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----\n'),
    ),
    // The readers of INI sections, directive lines, password-file lines on PostgreSQL's port, chpasswd,
    // LDAP clients' -w, other auth-schemes and Oracle's JDBC URLs, each at its densest without a finding.
    a('secret/generic-assignment', 'INI-shaped member accesses without a section', fill('password = config.value\n')),
    a('secret/generic-assignment', 'password directives after directives with weak values', fill('user deploy\npassword changeme\n')),
    a('secret/generic-assignment', "PostgreSQL's port between colons", fill(':5432:')),
    a('secret/generic-assignment', "password-file lines on PostgreSQL's port with wildcards", fill('db:5432:app:svc:*\n')),
    a('secret/basic-auth', 'quotes piped to chpasswd', fill('"|chpasswd ')),
    a('secret/basic-auth', 'LDAP -w flags without values', `ldapsearch${fill(' -w', MB - 10)}`),
    a('secret/auth-header', 'Authorization values of unknown schemes', fill('Authorization: Zz ')),
    a('secret/connection-string', 'Oracle JDBC prefixes without a login', fill('jdbc:oracle:thin:')),
    // The readers of string notations (prefixed, triple-quoted, raw, long, here-documents, percent
    // strings), flag elements and URL passwords with unencoded marks, each without a closing or a value.
    a('secret/generic-assignment', 'heredocs whose label never returns', fill('api_token=<<<EOT\n')),
    a('secret/generic-assignment', 'here-strings that never close', fill("api_token=@'\nabcdefghij\n")),
    a('secret/generic-assignment', 'text blocks of several lines', fill('api_token = """\nabcdefghij\nklmnopqrst\n')),
    a('secret/generic-assignment', 'Lua long strings that never close', fill('api_secret = [[abcdefghij\n')),
    a('secret/generic-assignment', 'Ruby percent strings that never close', fill('api_secret = %q{abcdefghij\n')),
    a('secret/generic-assignment', 'raw strings whose hashes never return', fill('api_token = r##"abcdefghij"#\n')),
    a('secret/generic-assignment', 'f-strings that interpolate', fill('api_token = f"{base}abcdefghijklmnop"\n')),
    a('secret/generic-assignment', 'flag elements followed by flags', fill('"--api-key", "--verbose", ')),
    a('secret/generic-assignment', 'annotated names without a value', fill('password: str = \n')),
    a('secret/generic-assignment', 'JSON keys in one unclosed object', fill('"key": "Abcdefghijklmnopqrst", ')),
    a('secret/generic-assignment', 'mnemonics of one repeated word, unclosed', fill(`MNEMONIC="${'able '.repeat(30)}`)),
    a('secret/generic-assignment', 'seed phrase names without a phrase', fill('seed phrase: seed_phrase: seedphrase= ')),
    a('secret/generic-assignment', 'accounts lists of typed keys, unclosed', fill(`accounts: ["0x${'ab'.repeat(32)}", `)),
    a('secret/generic-assignment', 'echoes to a password file on one line', fill('echo abcdefgh > password ')),
    // The readers of configuration notations (adversarial-config.ts).
    ...configNotationInputs(),
    // Each contextual rule's triggers in the shapes it reads (adversarial-floods.ts).
    ...triggerFloodInputs(),
    // The readings of values under names that say less than their place (adversarial-values.ts).
    ...valueReadingInputs(),
    a('secret/url-credentials', 'userinfo with a pipe and no host', fill('s://u:p|q@')),
    a('secret/url-credentials', 'weak passwords with a pipe before a host', fill('s://u:abcdefgh|q@h')),
    a('secret/url-credentials', 'weak passwords with a mark before a host', fill('s://u:abcdefgh!q@h')),
    a('secret/auth-header', 'PVE token ids without a secret', fill('Authorization: PVEAPIToken=u@pam!id=\n')),
    a('secret/auth-header', 'Fernet prefixes before a typed run', fill(`X-Auth-Token: gAAAAA${'B'.repeat(120)}\n`)),
    a(
      'secret/url-credentials',
      'service URLs with typed path keys',
      fill('rtmp://h/live/abcdefghijklmnop https://a.g.alchemy.com/v2/demo\n'),
    ),
    // The readers of names whose values stand elsewhere (a plist's next element, a parameter's Default,
    // a table's column), positional credentials calls and header name/value pairs, without a finding.
    a('secret/generic-assignment', 'plist secret keys without a string', fill('<key>ApiSecret</key>\n<string>')),
    a('secret/generic-assignment', 'XML password properties without an end', fill('<property name="db.password">')),
    a(
      'secret/generic-assignment',
      'site properties with descriptions and no value',
      fill('<name>db.password</name>\n<description>the password</description>\n<value>'),
    ),
    a('secret/generic-assignment', 'password elements with unclosed values', fill('<AdministratorPassword>\n<Value>')),
    a('secret/generic-assignment', 'CloudFormation password parameters without a default', fill('  DBPassword:\n    Type: String\n')),
    a('secret/generic-assignment', 'JSON password parameters never closed', fill('"AdminPassword": {"Type": "String", ')),
    a('secret/generic-assignment', 'Bicep password parameters never closed', fill("param adminPassword string = '")),
    a('secret/generic-assignment', 'table header cells on one line', fill('| Password ')),
    a('secret/generic-assignment', 'table headers with delimiters back to back', fill('| Client secret | API key |\n|---|---|\n')),
    a('secret/generic-assignment', 'CDK plain-text secret values never closed', fill('SecretValue.unsafePlainText("')),
    a('secret/generic-assignment', 'flow mapping items with words', fill('{ name: API_TOKEN, value: abcdefghijklmnop, ')),
    a('secret/basic-auth', 'credentials constructors without arguments', fill('PlainCredentials(')),
    a('secret/basic-auth', 'Sequelize constructors with two strings', fill("new Sequelize('a', 'b', ")),
    a('secret/basic-auth', 'jenkins-cli -auth flags on one line', fill(' -auth')),
    a('secret/auth-header', 'header pairs without a value', fill('key: x-api-key\n')),
    a('secret/auth-header', 'AuthenticationHeaderValue schemes without a token', fill('AuthenticationHeaderValue("Bearer", ')),
    a('secret/auth-header', 'Caddy header_up directives with words', fill('header_up X-Api-Key abcdefghijklmnopqrstu\n')),
    // Credentials handed to calls by position or as options (login methods, JDBC, request's
    // `.auth`, Ruby's blank calls, Node's `auth` option, express-basic-auth's users), key store
    // char arrays, constant keys, Visual Basic declarations and base64 with zero runs, without a finding.
    a('secret/basic-auth', 'login password methods without strings', fill('authPassword(')),
    a('secret/basic-auth', 'login password methods with one string', fill('loginWithUsernamePassword("a", ')),
    a('secret/basic-auth', 'getConnection calls with two strings', fill('getConnection("a", "b", ')),
    a('secret/basic-auth', 'request auth methods with one string', fill(".auth('a', ")),
    a('secret/basic-auth', 'Ruby basic_auth calls with one string', fill('x.basic_auth "a", ')),
    a('secret/basic-auth', 'auth options without a pair', fill("auth: 'a:")),
    a('secret/basic-auth', 'express-basic-auth users maps never closed', fill("basicAuth({ users: { 'a': '")),
    a('secret/auth-header', 'request bearer arguments without a token', fill('.auth(null, null, true, ')),
    a('secret/auth-header', 'bearer options without a literal', fill('{ bearer: ')),
    a('secret/generic-assignment', 'char arrays without a call', fill('"abcdefgh".toCharArray()')),
    a('secret/generic-assignment', 'key store loads with weak passwords', fill('ks.load(a, "changeit".toCharArray()); ')),
    a('secret/generic-assignment', 'constant keys without a literal', fill('put(Context.SECURITY_CREDENTIALS, ')),
    a('secret/generic-assignment', 'Visual Basic declarations without a value', fill('Dim password As String = ')),
    a('secret/generic-assignment', 'short names before operators', fill('pw = cred = ')),
    a('secret/generic-assignment', 'calls named for a secret with short literals', fill("loginWithSecret('abc', ")),
    a('secret/generic-assignment', 'calls named for a secret never closed', fill('ClientSecretCredential(')),
    a('secret/generic-assignment', 'query passwords in a string that never closes', `"${fill('&password=ab<cdefgh', MB - 2)}`),
    a('secret/generic-assignment', 'query passwords with marks and no stop', `"${fill('?password=ab<cd|ef>', MB - 2)}`),
    a('secret/generic-assignment', 'zero runs under a secret name', fill(`api_token = "${'A'.repeat(40)}abcdefgh"\n`)),
    // Values a comment calls public, Ghost's Content API clients, salts beside stored hashes,
    // SecretStr and API-key calls, bold labels, Req's and Guzzle's pairs and Milvus's bearer pairs,
    // each at its densest and without a finding.
    a('secret/generic-assignment', 'keys a comment calls public', fill(`PUSHER_APP_KEY=${password(r, 20)}  # public\n`)),
    a('secret/generic-assignment', 'Content API clients never closed', fill("GhostContentAPI({ key: 'abc', ")),
    a('secret/generic-assignment', 'short salts on one line', fill('"salt":"abcdefghijkl", ')),
    a('secret/generic-assignment', 'salts inside stored hash records', fill(`"secretData": "{\\"salt\\":\\"${password(r, 24)}\\"}", `)),
    a('secret/generic-assignment', 'SecretStr calls never closed', fill('SecretStr("')),
    a('secret/generic-assignment', 'API-key calls with short literals', fill("Auth.api_key('abc', setKey('abc', ")),
    a('secret/generic-assignment', 'API-key constructors with short literals', fill("RestApiV2Client('abc', APISession(")),
    a('secret/generic-assignment', 'bold labels without values', fill('**API key:** ')),
    a('secret/basic-auth', 'Guzzle auth arrays with one string', fill("'auth' => ['a', ")),
    a('secret/basic-auth', 'Req basic tuples never closed', fill('auth: {:basic, "a:')),
    a('secret/auth-header', 'bearer user pairs without a password', fill('Bearer a:')),
    a('secret/auth-header', 'bearer user pairs with weak passwords', fill('Bearer admin:password ')),
    dense('secret/docker-token', 'placeholder tokens back to back', `dckr_pat_${'a'.repeat(27)} `),
    dense('secret/vault-token', 'placeholder tokens back to back', `hvs.${'a'.repeat(24)} `),
    dense('secret/telegram-bot-token', 'placeholder tokens back to back', `${'7'.repeat(10)}:AA${'A'.repeat(33)} `),
    dense('secret/azure-sas', 'placeholder signatures in one SAS query', `sv=2022-11-02&sig=${'A'.repeat(43)}%3D&`),
  ];
}
