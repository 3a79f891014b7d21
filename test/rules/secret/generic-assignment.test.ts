// secret/generic-assignment: a literal that looks generated, assigned to a name that denotes a
// secret, in any string notation (prefixed, triple-quoted, raw, long, here-documents); templates,
// interpolations, indirections, masks, hashes, identifiers and names that only look like secret
// names are nothing.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { maxReportsPerFile } from '../../../src/rules/support/capped-report.js';
import { BASE64URL, HEX } from '../../secret/support/random.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported, SKILL, skill } from './secret-case.js';

const f = new SecretFactory(1122);
const v = f.token(32);
const pw = f.password(16);
const hexPassword = f.token(32, HEX);
// Three generated runs joined by dots: not a member access.
const dotted = [f.token(24), f.token(30), f.token(40)].join('.');
// A generated secret with a shell's operators in it (`|`, `<`, `>`, `=`), as a password manager draws one.
const operatorSecret = `${f.mixedToken(7)}|${f.mixedToken(6)}>.${f.mixedToken(5)}=${f.mixedToken(4)}`;
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const PGPASS = 'Password in a PostgreSQL password file';
const uuid = f.uuid4();
const nonce = Buffer.from(f.r.bytes(16)).toString('base64');
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
// Words joined into a password with a number: a passphrase, not a dotted member or a tag (judge.ts).
const passphrases = new SecretFactory(2233);
const dottedPassphrase = passphrases.passphrase('.');
const kebabPassphrase = passphrases.passphrase('-');
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
// A dotted value whose parts no programmer names a field: digits inside runs of both cases.
const letterFirst = (n: number): string => {
  for (;;) {
    const t = f.mixedToken(n);
    if (/^[A-Za-z]/.test(t) && /[A-Z]/.test(t) && /[a-z]\d|\d[a-z]|[A-Z]\d|\d[A-Z]/.test(t.slice(1, -1))) return t;
  }
};
// A person's password with a dot between two words (`Harbor42.violet`).
const chosenDotted = `Harbor${f.r.int(90) + 10}.violet`;
const randomDotted = `${letterFirst(9)}.${letterFirst(8)}`;
// A short secret with a dot between two runs, each of more than one class (`zaqV3.MTxSUi3`).
const shortDotted = ((): string => {
  for (;;) {
    const t = `${f.mixedToken(5)}.${f.mixedToken(7)}`;
    if (/[a-z]/.test(t) && /[A-Z]/.test(t) && /\d/.test(t) && /[a-z][A-Z]|[A-Z][a-z]/.test(t.slice(0, 5))) return t;
  }
})();
// A short generated secret: twelve characters of three classes (an API key some vendors issue).
const shortSecret = f.mixedToken(12);
// Atlassian's API tokens end in `=` and an 8-digit hex checksum: an `=` inside an unquoted value.
const atlassianToken = `ATATT3${f.mixedToken(180, BASE64URL)}=${f.token(8, HEX).toUpperCase()}`;
// Base64 of key bytes whose first sextet is 63: the value starts with `/`.
const slashBase64 = Buffer.from([0xfc | f.r.int(4), ...f.r.bytes(31)]).toString('base64');
// .npmrc's `_auth`: base64 of `user:password`.
const npmAuth = Buffer.from(`deploy:${pw}`).toString('base64');
// The same of a password a person chose.
const chosenAuth = Buffer.from(`deploy:${chosenDotted}`).toString('base64');
// WordPress's generated keys and salts (api.wordpress.org/secret-key) and Django's `SECRET_KEY`
// (get_random_secret_key) draw from alphabets with punctuation; a WordPress key may open with `{`.
const WORDPRESS_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()-_[]{}<>~`+=,.;:/?|';
const wordpressKey = `{${f.r.chars(63, WORDPRESS_ALPHABET)}`;
const djangoKey = `django-insecure-${f.r.chars(50, 'abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)')}`;
// A bcrypt salt setting: `$2b$`, the cost, 22 characters of bcrypt's base64.
const bcryptSalt = `$2b$12$${f.r.chars(22, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./')}`;
// PostgreSQL's stored password forms: a SCRAM verifier and `md5` + 32 hex (judge.ts isHash).
const b64 = (n: number): string => Buffer.from(f.r.bytes(n)).toString('base64');
const scramVerifier = `SCRAM-SHA-256$4096:${b64(16)}$${b64(32)}:${b64(32)}`;
const md5Verifier = `md5${f.token(32, HEX)}`;
const md5Password = `md5${pw}`;
// Two words and a digit: a chosen password, unlike a cmdlet's `Verb-Noun`.
const twoWords = `Heron-Copper${f.r.int(9) + 1}`;
// A generated password that keeps an unencoded `=` in a URL's query string.
const equalsPassword = `${f.mixedToken(3)}=${f.password(14)}`;
// A Kubernetes registry Secret's `.dockerconfigjson`: Docker's config.json in base64.
const dockerConfig = (pair: string): string =>
  Buffer.from(JSON.stringify({ auths: { 'registry.example.com': { auth: Buffer.from(pair).toString('base64') } } })).toString('base64');
// Maven's encrypted password (`mvn --encrypt-password`): base64 in braces.
const mavenEncrypted = `{${f.token(30)}/${f.token(33)}=}`;
// A generated password with a lone `[` after other marks: one more mark, not an index.
const bracketed = `${f.mixedToken(6)};${f.mixedToken(3)}[${f.mixedToken(14)}`;
// A generated password whose marks include a closed pair of brackets, opening with a digit.
const closedBrackets = `${f.r.int(10)}${f.mixedToken(8)}[${f.mixedToken(5)}<w]${f.mixedToken(6)}`;
// A quoted value that opens with `--`: a password, not the command line's next flag.
const dashed = `--${f.mixedToken(18)}`;
// A Ghost Admin API key: the key's id and its secret, in hex, parted by `:`.
const ghostAdminKey = `${f.token(24, HEX)}:${f.token(64, HEX)}`;
// A Drupal hash_salt as `drush` draws one: 74 characters of base64url.
const drupalSalt = f.mixedToken(74, BASE64URL);
// Appwrite's API key after its `standard_` prefix: 256 hex digits.
const appwriteKey = f.token(256, HEX);
// A PagerDuty REST API key: 20 characters.
const pdKey = f.mixedToken(20);
const flood = Array.from({ length: maxReportsPerFile + 3 }, () => `API_SECRET=${f.token(32)}`).join('\n');

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet('a dotted member under a password name behind a known prefix', 'password: config.db.password1'),
    quiet(
      'words and a number under a token name (a key is generated, not a passphrase)',
      `api_token: ${['copper', 'meadow', 'lichen42'].join('-')}`,
    ),
    quiet('placeholder words with a number under a password name', 'password: your-db-password-1'),
    // Separated notations: the name in one element, the value in the next (invalid: `a plist key and string`, …).
    quiet('a plist key that names no secret', `<key>ApiBaseURL</key>\n<string>https://api.example.com/${v}</string>`),
    quiet('a plist secret key holding a variable', '<key>AcmeApiSecret</key>\n<string>$(ACME_API_SECRET)</string>'),
    quiet('an XML property that names no secret', `<property name="hibernate.connection.username">${pw}</property>`),
    quiet('an XML password property from a placeholder', '<property name="hibernate.connection.password">${DB_PASSWORD}</property>'),
    quiet(
      'a CloudFormation default that is a reference',
      'Parameters:\n  DBPassword:\n    Type: String\n    NoEcho: true\n    Default: !Ref DefaultPassword',
    ),
    quiet(
      'a CloudFormation default resolved from Secrets Manager',
      'Parameters:\n  DBPassword:\n    Type: String\n    Default: "{{resolve:secretsmanager:prod/db:SecretString:password}}"',
    ),
    quiet(
      'a CloudFormation password parameter without a default',
      'Parameters:\n  DBPassword:\n    Type: String\n    NoEcho: true\n    MinLength: 8',
    ),
    quiet('a YAML mapping with a Default that is no parameter', `DBPassword:\n  Default: ${pw}`),
    quiet(
      'a JSON parameter default that is a reference',
      '"Parameters": {\n  "AdminPassword": {\n    "Type": "String",\n    "Default": "{{resolve:ssm-secure:admin-pw}}"\n  }\n}',
    ),
    quiet(
      'a CDK SecretValue from a variable',
      'credentials: rds.Credentials.fromPassword("admin", SecretValue.unsafePlainText(dbPassword)),',
    ),
    quiet('a CDK SecretValue of a placeholder', 'SecretValue.unsafePlainText("<db-password>")'),
    quiet(
      'a flow mapping item from a vault variable',
      "with_items:\n  - { name: SENTRY_AUTH_TOKEN, value: '{{ vault_sentry_token }}', secured: True }",
    ),
    quiet('a flow mapping item that names no secret', `with_items:\n  - { name: BUILD_ID, value: ${v}, secured: False }`),
    quiet('a Bicep secure parameter without a default', '@secure()\nparam adminPassword string'),
    quiet('a Bicep parameter that names no secret', `param adminUsername string = '${pw}'`),
    quiet(
      'a table of placeholders under secret columns',
      '| Environment | Client ID | Client secret | API key |\n|---|---|---|---|\n| staging | `geo-stg` | `<your-client-secret>` | `${API_KEY}` |\n| prod | `geo` | `$CLIENT_SECRET` | <your-key> |',
    ),
    quiet('a table whose secret column holds prose', '| Setting | Password |\n|---|---|\n| admin | set on first login |'),
    quiet('a table row with a secret word but no header', `| Client secret | \`${v}\` |\n| staging | x |`),
    quiet('a shell template', 'API_SECRET=${API_SECRET}'),
    quiet('a CSV row of words', 'api_token,description of the field,required'),
    quiet('a CSV row inside a sentence', `Columns are api_token,${v}, and more.`),
    quiet('member access under a password name', 'password = settings.database.primaryReplicaPassword'),
    quiet('where secrets are kept', 'keyVaultToStoreSecrets: cmp2-qat-1208358310'),
    quiet('a label that ends in a colon', 'usernameLabel:"Username or email:",passwordLabel:"Password:",rememberMeLabel:"Remember me:"'),
    quiet('a block of several lines', `api_token: |\n  ${v}\n  ${f.token(32)}`),
    quiet('a block scalar of words', 'client_secret: >\n  Ask the platform team for the value.'),
    quiet('an escaped JSON template', '{\\"api_token\\": \\"${API_TOKEN}\\"}'),
    quiet('a GitHub Actions expression', 'token: ${{ secrets.GITHUB_TOKEN }}'),
    quiet('a Jinja template', 'password: "{{ vault_db_password }}"'),
    quiet('process.env', 'const apiKey = process.env.API_KEY;'),
    quiet('os.environ', 'api_key = os.environ["API_KEY"]'),
    quiet('a function call', 'SECRET_KEY = get_random_secret_key()'),
    quiet('a masked value', 'API_TOKEN=****************'),
    quiet('placeholder words', 'API_KEY=your_api_key_here'),
    quiet('a sequential sample', 'token: abc123def456ghi789jkl'),
    quiet('camelCase words', 'password: mySuperSecretPassword'),
    quiet('a weak default password', 'DB_PASSWORD=changeme123'),
    quiet('a change-me password in camel case', 'password: ChangeMeNow!'),
    quiet('a table row whose next cell describes the value', '| `API_SECRET` | The signing secret, from the dashboard |'),
    quiet('a table row with a placeholder value', '| `API_SECRET` | `<your-secret>` |'),
    quiet('a table cell naming a variable in a sentence', `| Set API_SECRET ${v} before | yes |`),
    quiet('a Terraform variable without a default', 'variable "client_secret" {\n  type      = string\n  sensitive = true\n}'),
    quiet(
      'a Gradle password from a property',
      'credentials {\n    username "deploy"\n    password project.findProperty("repoPassword")\n}',
    ),
    quiet('a member access of words', 'api_token: config.apiToken'),
    quiet('a chosen dotted password as a keyword argument', `connect(user="etl", password=creds.pw, host=h)`),
    quiet('an indirection in a query string', 'https://api.example.com/login?user=etl&password=settings.db.password'),
    quiet(
      "a template with an inner = in a bare URL's query string",
      'postgres://db.internal:5432/bi?user=etl&password=${PW:=unset}&ssl=true',
    ),
    quiet('a Java XML properties entry with a placeholder', '<entry key="api_secret">${api.secret}</entry>'),
    quiet('a Java XML properties entry of another name', `<entry key="cache_name">${v}</entry>`),
    quiet(
      'PostgreSQL password file lines with placeholders',
      `Create ~/.pgpass:\n\n    localhost:5432:*:postgres:postgres\n    *:*:*:*:changeme`,
    ),
    quiet('a host:port:db:user:value line on another port with no mention of the password file', `db.internal:6432:app:svc:${pw}`),
    quiet('a password file entry far below its mention', `See ~/.pgpass.\n${'\n'.repeat(12)}db.internal:6432:app:svc:${pw}`),
    quiet("a password file line on PostgreSQL's port with a variable", 'localhost:5432:*:postgres:${PGPASSWORD}'),
    quiet(
      "a password file line on PostgreSQL's port in a code span, with a placeholder",
      'Add `db.internal:5432:app:svc:<password>` to the file.',
    ),
    quiet('a password element with attributes holding a template', '<Pass encoding="base64">{{ ftp_password }}</Pass>'),
    quiet('a self-closing password element with attributes', '<Pass encoding="base64" />\n<User>deploy</User>'),
    quiet('an element with attributes whose tag never closes', `<password hint="x"\n${pw}`),
    quiet('a count of tokens', 'token_count: 4096'),
    quiet('max_tokens', 'max_tokens: 4096'),
    quiet('a token type', 'token_type: bearer'),
    quiet('a secretary', `secretary: ${f.token(24)}`),
    quiet('a password policy', 'password_policy: min-length-12-upper-lower-digit-symbol'),
    quiet('a secret hash', `secret_hash: ${f.token(64, HEX)}`),
    quiet('a password hash', `password_hash = "${f.token(64, HEX)}"`),
    quiet('a digest-valued token', `token: sha256:${f.token(64, HEX)}`),
    quiet('an InChIKey', 'InChIKey=BSYNRYMUTXBXSQ-UHFFFAOYSA-N'),
    quiet('a URL value', 'TOKEN_URL=https://auth.example.com/oauth/token'),
    quiet('a path value', 'PRIVATE_KEY=/etc/ssl/private/server.key'),
    quiet('a name that is not a secret', `CACHE_KEY=${v}`),
    quiet('a publishable key under a key name', `STRIPE_KEY=${f.stripe('pk_live_')}`),
    quiet('a public key name', `NEXT_PUBLIC_ANALYTICS_KEY=${v}`),
    quiet('an identifier reference', 'token: GITHUB_TOKEN'),
    quiet('a comparison with a variable, not a literal', 'if token == expected_token:'),
    quiet('a Java comparison with another field', 'return password.equals(other.password);'),
    quiet('a PowerShell comparison with a variable', 'if ($password -eq $expected) {'),
    // Code in a value's place: a JSX expression, emphasised prose, a label key, a handshake nonce.
    quiet(
      'a JSX expression as a prop value',
      '<Picker folderKey={currentFolderStorageKeyValue} secretKey={secretKeyFromTheNavigationTree} />',
    ),
    quiet('emphasised prose after a status word', '| login | PASS → PASS: **Stable** | ok |'),
    quiet('a Kubernetes label key', '      topologyKey: topology.kubernetes.io/zone'),
    quiet('the WebSocket handshake nonce', `Sec-WebSocket-Key: ${nonce}`),
    // A UUID is an id under an id's name, and a time-based UUID is never drawn at random.
    quiet('a UUID under an idempotency key', `idempotency_key = "${uuid}"`),
    quiet('a time-based UUID under a token name', 'session_token: 3f2504e0-4f89-11d3-9a0c-0305e82c3301'),
    quiet('a Dockerfile ENV that is not a secret', 'ENV NODE_ENV production'),
    quiet('a directive line under a token name', `token ${v}`),
    quiet('a C++ declaration whose type ends in Pass', 'FunctionPass *createCFGSimplificationPass(\n    SimplifyCFGOptions Options);'),
    quiet('the pass command of password-store', 'pass show work/db-production'),
    quiet('a directive line followed by words', `requirepass ${pw} is what the old server used`),
    quiet('a redis directive with a placeholder', 'requirepass <your-redis-password>'),
    quiet('a Dockerfile ARG of an expression', 'ARG NPM_TOKEN=$(cat .npm-token)'),
    quiet('an e-mail address', 'secret_contact: security@example.com'),
    // Short values count only when they look generated (invalid: `a short generated secret`).
    quiet('a short placeholder', 'API_TOKEN = "your-token"'),
    quiet('a short default', 'API_TOKEN = "changeme12"'),
    quiet('a short masked value', 'API_TOKEN=xxxxxxxxxxxx'),
    quiet('a short word and digits', 'API_TOKEN = "bluewhale42"'),
    quiet('a short identifier', 'api_token: MyApiToken2'),
    quiet('a short template', 'API_TOKEN = "<token-12ch>"'),
    quiet('a short environment reference', 'API_TOKEN=$API_TOKEN_V2'),
    quiet('a short call', 'API_TOKEN = getToken(2)'),
    // An `=` inside an unquoted value continues a long value (invalid: Atlassian's tokens), not a short one.
    quiet('a chained assignment of a short name', 'API_TOKEN=name=value'),
    quiet('a mapping of names under a secret name', 'SECRET_MAPPING=DATABASE_PASSWORD_FROM_VAULT=db/password'),
    // A value starting with `/` is a path unless it is base64 of key bytes (invalid: `base64 starting with /`).
    quiet('a mounted secret file', 'client_secret: /var/run/secrets/kubernetes.io/serviceaccount/token'),
    quiet('a path with a mixed-case folder', 'API_SECRET=/opt/acme/Credentials2024/keyfile'),
    // PHP's spaced `define( 'NAME', 'v' );` (invalid: `an aligned PHP define`).
    quiet('a define of an environment lookup', "define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );"),
    quiet("WordPress's placeholder phrase", "define( 'AUTH_KEY',         'put your unique phrase here' );"),
    // .npmrc's `_auth` (invalid: `an .npmrc _auth`).
    quiet('an .npmrc _auth of a default password', `_auth=${Buffer.from('admin:password').toString('base64')}`),
    quiet('an .npmrc _auth from the environment', '_auth=${NPM_AUTH}'),
    // A dotted value is text in a line setting or on a command line (invalid: `a dotted chosen
    // password in .env`), code after a spaced `=` or before a comma.
    quiet('a dotted value after a spaced = (a member access)', `password = ${chosenDotted}`),
    quiet('a dotted value before a comma (an object property)', `const login = {\n  password: ${chosenDotted},\n};`),
    quiet('a member access filling a YAML line', 'password: settings.database.primaryReplicaPassword'),
    // Salts: a generated salt is a key (invalid: `a WordPress salt`); counts, placeholders, short words and crypt settings are not.
    quiet('a salt round count', 'SALT_ROUNDS = 12'),
    // A salt stored beside a password's hash in a Keycloak realm export (invalid: `a generated salt in .env`).
    quiet(
      'a salt inside a stored password-hash record',
      `"secretData": "{\\"value\\":\\"${nonce}${nonce}\\",\\"salt\\":\\"${v}\\",\\"additionalParameters\\":{}}",`,
    ),
    // A value its line comment calls public (invalid: `a secret whose comment does not call it public`).
    quiet('a key its comment calls public', `PUSHER_APP_KEY=${hexPassword}  # public, ships in the browser bundle`),
    // Ghost's Content API key is public (invalid: `a Ghost Admin API key`).
    quiet(
      'a Ghost Content API key',
      `const api = new GhostContentAPI({\n  url: 'https://blog.example.com',\n  key: '${f.token(26, HEX)}',\n});`,
    ),
    quiet('a pydantic SecretStr from the environment', 'jwt_secret: SecretStr = SecretStr(os.environ["JWT_SECRET"])'),
    // Drupal's hash_salt (invalid: `a Drupal hash_salt`); a hash under a name that says so is no secret.
    quiet('a Drupal hash_salt read from a file', "$settings['hash_salt'] = file_get_contents('/home/example/salt.txt');"),
    quiet('a password hash under its name', `password_hash = "${hexPassword}"`),
    // API-key calls (invalid: `Weaviate's Auth.api_key`, `Appwrite's setKey`).
    quiet("Weaviate's Auth.api_key from the environment", 'auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]),'),
    quiet("Appwrite's setKey of a placeholder", "client.setKey('<YOUR_API_KEY>');"),
    quiet('a setKey of a lookup name', "cache.setKey('user_profile_settings_v2');"),
    quiet('an API-key getter given a name', `const key = get_api_key("${v}");`),
    // A Markdown bold label (invalid: `a bold label's API key`).
    quiet("a bold label's placeholder", '**API key:** `<your-api-key>`'),
    quiet("a bold label's prose", '**API key:** set it in the dashboard'),
    // PagerDuty's clients take the API key first (invalid: `PagerDuty's RestApiV2Client`, `pdpyras' APISession`).
    quiet(
      "PagerDuty's client from the environment",
      "client = RestApiV2Client(os.environ['PD_API_KEY'], default_from='oncall@example.com')",
    ),
    quiet("PagerDuty's client with a placeholder", "client = RestApiV2Client('<your-api-key>')"),
    quiet('a longer constructor name', `client = MyRestApiV2Client('${pdKey}')`),
    quiet('a pydantic SecretStr masked', "jwt_secret: SecretStr = SecretStr('**********')"),
    quiet('a short salt word', '"salt": "pepper12"'),
    quiet("WordPress's placeholder phrase for a salt", "define( 'AUTH_SALT',        'put your unique phrase here' );"),
    quiet('a bcrypt salt setting', `password_salt = "${bcryptSalt}"`),
    quiet("openssl's pass phrase from the environment", 'openssl pkcs12 -export -in c.pem -inkey k.pem -out b.p12 -passout env:P12_PASS'),
    quiet("keytool's default store password", 'keytool -list -keystore cacerts -storepass changeit'),
    quiet("keytool's store password from a variable", 'keytool -importkeystore -srckeystore b.p12 -srcstorepass "$P12_PASS"'),
    quiet('an option that only ends in pass', `rsync -a --delete -bypass ${pw} src/ dst/`),
    quiet('a password field filled from the environment', "await page.fill('#password', process.env.E2E_PASSWORD);"),
    quiet('a password field typed from a Cypress variable', "cy.get('#password').type(Cypress.env('password'));"),
    quiet('a password field filled with a placeholder', "await page.fill('#password', '<password>');"),
    quiet('a locator call with two literals', `page.locate('#password', '${pw}');`),
    quiet(
      'a hashed scheme in a passwd-file line',
      `petra@mail.internal:{SHA512-CRYPT}$6$${f.token(16)}$${f.token(86)}:5000:5000::/var/vmail/petra::`,
    ),
    quiet('a plain scheme marker before a placeholder', 'userPassword: {CLEARTEXT}<password>'),
    quiet(
      'seed rows whose password column holds hashes',
      `INSERT INTO users (email, password_hash) VALUES ('a@acme.io', '${bcryptSalt}');`,
    ),
    quiet(
      'seed rows whose secret column holds a placeholder',
      "INSERT INTO service_accounts (name, api_secret) VALUES ('exporter', '<api-secret>');",
    ),
    quiet('a PowerShell cmdlet read into a password variable', "$secpasswd = Read-Host -AsSecureString 'Admin password'"),
    quiet('a PostgreSQL SCRAM verifier', `ALTER ROLE jenkins WITH LOGIN PASSWORD '${scramVerifier}';`),
    quiet('a PostgreSQL md5 verifier', `password: ${md5Verifier}`),
    quiet('a nonce', `nonce = "${v}"`),
    // Punctuated keys are read only in quotes; a format string is no key.
    quiet('a format string under a secret name', 'API_SECRET = "%(user)s:%(password)s@%(host)s/%(database)s?ssl=1&retry=2"'),
    // An environment lookup's default is read only when it is a literal (invalid: `a default after an environment lookup`).
    quiet('an empty default after an environment lookup', "API_TOKEN = process.env.API_TOKEN || ''"),
    quiet('a default from another variable', 'API_TOKEN = process.env.API_TOKEN || fallbackApiToken'),
    quiet('a Ruby symbol subscript from the request', 'auth[:token] = params[:token]'),
    quiet('a define of a call with more arguments', 'define("MAIL_PASSWORD", getenv("MAIL_PASSWORD"), true);'),
    quiet('an nginx variable from a request header', 'set $apikey $http_x_api_key;'),
    quiet('a password query parameter from a template', 'jdbc:mysql://db/app?user=etl&userpass=${DB_PASS}'),
    quiet('a bypass flag is not a password', `cache_bypass: ${v}`),
    quiet('a short dotted value after a spaced = (a member access)', `ACCESS_TOKEN = ${shortDotted}`),
    quiet('a conninfo password from the environment', 'psql "host=db user=etl password=$PGPASSWORD dbname=app"'),
    // A tuple pairs each name with the value in its place (invalid: `a Go tuple assignment`).
    quiet('a tuple from a call', 'user, password = get_credentials()'),
    quiet("a literal in another name's place of a tuple", `label, api_token := "${v}", loadToken()`),
    // Quiet cases beside the notations of other config formats and code (their true cases in `invalid`).
    quiet('an aligned Terraform argument from a variable', 'resource "aws_db_instance" "main" {\n  password          = var.db_password\n}'),
    quiet('a null-coalescing assignment from a variable', '$apiToken ??= $defaultToken;'),
    quiet("Ruby's conditional assignment from the environment", '@api_token ||= ENV.fetch("API_TOKEN")'),
    quiet('a template in a notebook cell', '"source": [\n  "api_token = \\"{{ api_token }}\\"\\n"\n]'),
    quiet('a placeholder in an escaped subscript', '"os.environ[\\"WANDB_API_KEY\\"] = \\"<your-api-key>\\"\\n",'),
    quiet('a name/value attribute pair with a template', '<input name="password" value="{{ form.password }}" />'),
    quiet('a psql variable as the password', "CREATE USER etl WITH PASSWORD :'etl_password';"),
    quiet('a quoted password mid-line outside SQL', `The admin password "${pw}" is printed once.`.replace(pw, 'shown-at-first-login')),
    quiet("a template after SQL's IDENTIFIED BY", "CREATE USER 'etl'@'%' IDENTIFIED BY '${DB_PASSWORD}';"),
    quiet("a placeholder in MySQL's SET PASSWORD FOR", "SET PASSWORD FOR 'etl'@'%' = '<new-password>';"),
    quiet('a sentence that says to set a password for an account', 'Set password for the account before the first login.'),
    quiet("a password setter given a request's field", 'user.set_password(request.POST["password"])'),
    quiet('a password setter given a placeholder', 'user.setPassword("<password>")'),
    quiet('a Kubernetes registry Secret from a template', 'data:\n  .dockerconfigjson: {{ .Values.imagePullSecret | b64enc }}'),
    quiet('a Kubernetes registry Secret with a placeholder pair', `data:\n  .dockerconfigjson: ${dockerConfig('user:password')}`),
    quiet('a Rust string constant from the build environment', 'const API_TOKEN: &str = env!("API_TOKEN");'),
    quiet('a placeholder in a code span in prose', 'Set `SERVICE_API_KEY` to `<your-api-key>` before the first run.'),
    quiet('a number in a code span in prose', 'Set `max_tokens` to `4096` for long answers.'),
    quiet('a template in a code span in prose', 'The staging token is `${STAGING_TOKEN}`.'),
    quiet('a URL after a colon and no blank', 'password:https://vault.example.com/v1/secret/db'),
    quiet('a template after a colon and no blank', 'PASSWORD:${DB_PASSWORD}'),
    quiet('a member access among comma-separated arguments', 'connect(host=cfg.host,password=settings.db.password,port=5432)'),
    quiet("Maven's encrypted server password", `<server>\n  <id>nexus</id>\n  <password>${mavenEncrypted}</password>\n</server>`),
    quiet('a quoted call in a password place', 'db_password: "getPassword(vault, key)"'),
    quiet('a quoted index and member in a password place', "password = 'secrets[0].value'"),
    quiet('a parenthesised expression under a password name', 'user_pass = (self.username + ":" + self.password)'),
    quiet('a docstring field', ':param passphrase: (Optional) The password to decrypt the key with.'),
    quiet('a call cut off at its argument', 'token = jwt.encode(payload, settings.SECRET_KEY, algorithm="HS256")'),
    quiet("Jasypt's encrypted form", `spring.datasource.password=ENC(${slashBase64})`),
    quiet('a Rust String::from of an expression', 'let password = String::from(args[1].as_str());'),
    quiet("R's <- of a lookup", 'db_password <- Sys.getenv("DB_PASSWORD")'),
    quiet("R's <- inside a comparison with a negation", `if (password_len <-${pw.length}) stop()`),
    quiet('an append of a call', 'apikey[] = loadKeys();'),
    quiet('an Erlang tuple of a lookup', '{password, os:getenv("DB_PASSWORD")}'),
    quiet('a name in a code span after the word password', 'Read the password `DB_PASSWORD` from the vault.'),
    quiet('a long flag in a code span after pass to', 'Delta passes (pass to `--delta-passes=` as a list).'),
    quiet('a flag in a code span after pass', 'Then pass `--no-verify` to skip the hooks.'),
    quiet('one word that ends in apikey and names it', `"theapikeyname": "${v}"`),
    // INI sections: a line that is no setting between the header and the value leaves it code.
    quiet('a dotted value after blanks and `=` with no section header', `password = ${chosenDotted}`),
    quiet('a dotted value in a section broken by a call', `[db]\nhost = db.internal\nconn = connect(host)\npassword = ${chosenDotted}`),
    quiet('a systemd Environment= value from a credential file', 'Environment=DB_PASSWORD=%d/db_password'),
    // Qualifiers after a secret's word; alone, or after another word, they name a flag or a setting.
    quiet('a qualifier after a word that names no secret', `cookie_secure = "${v}"`),
    quiet('a password word followed by a word that names something else', `password_reset = "${pw}"`),
    quiet("SSSD's authtok type", 'ldap_default_authtok_type = obfuscated_password'),
    quiet('an SNMP community left at its default', 'snmp:\n  version: 2c\n  community: public'),
    quiet('a community link', 'community: https://discord.gg/acme'),
    // `password v` directive lines need a directive line above them.
    quiet('a Postman pair holding a template', '{ "key": "token", "value": "{{access_token}}", "type": "string" }'),
    quiet('a Postman pair with an empty value', '{ "key": "api_key", "value": "", "type": "secret" }'),
    quiet('a .NET configuration path set to a placeholder', 'dotnet user-secrets set "Movies:ServiceApiKey" "<key>"'),
    quiet('a variable name in a code span after the word token', 'Set the token `GITHUB_TOKEN` in the workflow.'),
    quiet('an .npmrc _auth with blanks from a variable', '_auth = ${NPM_AUTH}'),
    quiet('an .npmrc _auth of a placeholder pair', `_auth=${Buffer.from('deploy:changeme1').toString('base64')}`),
    // A .env line's value fills its line, but a list of members is a connection string or a query.
    quiet('a member list after a key name', `InstrumentationKey=${uuid};IngestionEndpoint=https://eu.in.applicationinsights.azure.com/`),
    quiet('a command substitution filling a .env line', 'API_SECRET=$(pass show acme/api|head -1)'),
    quiet('a default account piped to chpasswd', 'echo "root:root" | chpasswd'),
    quiet('a variable piped to chpasswd', 'echo "deploy:$NEW_PASSWORD" | sudo chpasswd'),
    quiet('quotes and pipes before chpasswd without a pair', '"|chpasswd "|chpasswd'),
    quiet('an indented keyword argument closing a call', '    f(x,\n      create_key=_descriptor._internal_create_key),'),
    quiet('a keyword argument at the first column closing a call', 'upload(data,\nencryption_key=TEST_ENCRYPTION_KEY1)'),
  ],
  invalid: [
    // A literal right after the password's word is a password in a sentence too (prose-password.ts).
    reported('a quoted literal after the password word, code after it', `password "${pw}" if ready`, passwordAt(pw)),
    reported(
      'a line that opens with the word password after prose',
      `Some prose here.\npassword ${chosenDotted}`,
      passwordAt(chosenDotted),
    ),
    reported('a password directive followed by another word', `user deploy\npassword ${chosenDotted} extra`, passwordAt(chosenDotted)),
    reported(
      'a seed row under a secret column',
      `INSERT INTO service_accounts (name, api_secret, created_at)\nVALUES ('exporter', '${v}', now());`,
      secretAt(v),
    ),
    reported(
      'the second seed row under a password column',
      `INSERT INTO users (email, password) VALUES\n  ('a@acme.io', '<password>'),\n  ('b@acme.io', '${pw}');`,
      passwordAt(pw),
    ),
    reported('a plain-text scheme in a passwd-file line', `petra@mail.internal:{PLAIN}${pw}:5000:5000::/var/vmail/petra::`, passwordAt(pw)),
    reported('a clear-text LDAP userPassword', `userPassword: {CLEARTEXT}${pw}`, passwordAt(pw)),
    reported("Playwright's fill of a password field", `await page.fill('#password', '${pw}');`, passwordAt(pw)),
    reported("a located password field's fill", `await page.locator('input[name=password]').fill("${pw}");`, passwordAt(pw)),
    reported('Cypress typing into a password field', `cy.get('#password').type('${pw}');`, passwordAt(pw)),
    reported("Selenium's send_keys into a password field", `driver.find_element(By.ID, "password").send_keys("${pw}")`, passwordAt(pw)),
    reported(
      'three capitalised words under a dotted password key',
      `rcon.password=${['Quartz', 'Tundra', 'Walrus'].join('_')}`,
      passwordAt(['Quartz', 'Tundra', 'Walrus'].join('_')),
    ),
    reported(
      "openssl's pass phrase argument",
      `openssl pkcs12 -export -in c.pem -inkey k.pem -out b.p12 -passout pass:${pw}`,
      passwordAt(pw),
    ),
    reported(
      "keytool's source store password",
      `keytool -importkeystore -srckeystore b.p12 -srcstorepass '${pw}' -destkeystore k.jks`,
      passwordAt(pw),
    ),
    reported("PuTTY's -pw", `plink -ssh admin@10.0.0.5 -pw ${pw} uptime`, passwordAt(pw)),
    reported('two words and a digit joined by a hyphen', `$secpasswd = '${twoWords}'`, passwordAt(twoWords)),
    reported('a password that starts with md5 but is no verifier', `password: ${md5Password}`, passwordAt(md5Password)),
    reported(
      'a dotted passphrase under a YAML password key',
      `settings:\n  username: deploy\n  password: ${dottedPassphrase}\n`,
      passwordAt(dottedPassphrase),
    ),
    reported('a hyphenated passphrase in a quoted literal', `db_password = "${kebabPassphrase}"`, passwordAt(kebabPassphrase)),
    reported('a plist key and string', `<dict>\n  <key>AcmeApiSecret</key>\n  <string>${v}</string>\n</dict>`, secretAt(v)),
    reported(
      'a Hibernate password property',
      `<property name="hibernate.connection.username">deploy</property>\n<property name="hibernate.connection.password">${chosenDotted}</property>`,
      passwordAt(chosenDotted),
    ),
    reported('a Spring property value attribute', `<property name="dataSource.password" value="${pw}"/>`, passwordAt(pw)),
    reported(
      'a CloudFormation NoEcho parameter default',
      `Parameters:\n  DBPassword:\n    Type: String\n    NoEcho: true\n    MinLength: 8\n    Default: ${chosenDotted}`,
      passwordAt(chosenDotted),
    ),
    reported(
      'a CloudFormation JSON parameter default',
      `"Parameters": {\n  "AdminPassword": {\n    "Type": "String",\n    "NoEcho": "true",\n    "Default": "${pw}"\n  }\n}`,
      passwordAt(pw),
    ),
    reported(
      'a flow mapping item of name and value',
      `with_items:\n  - { name: SENTRY_AUTH_TOKEN, value: ${v}, secured: True }\n  - { name: DEPLOY_PASSWORD, value: '${pw}' }`,
      secretAt(v),
      passwordAt(pw),
    ),
    reported(
      'a CDK plain-text SecretValue',
      `credentials: rds.Credentials.fromPassword("admin", SecretValue.unsafePlainText("${chosenDotted}")),`,
      passwordAt(chosenDotted),
    ),
    reported(
      'a Bicep parameter default',
      `param adminUsername string = 'ops'\n@secure()\nparam adminPassword string = '${pw}'`,
      passwordAt(pw),
    ),
    reported(
      'a Markdown table with a Client secret column',
      `| Environment | Client ID | Client secret |\n|---|---|---|\n| staging | \`geo-stg\` | \`${v}\` |\n| prod | \`geo\` | ${hexPassword} |\n`,
      secretAt(v),
      secretAt(hexPassword),
    ),
    reported('a .env line', `API_SECRET=${v}`, secretAt(v)),
    reported('a quoted password with a lone bracket', `the_password= "${bracketed}"`, passwordAt(bracketed)),
    reported('a quoted password with a closed pair of brackets', `the_password= "${closedBrackets}"`, passwordAt(closedBrackets)),
    reported('an Objective-C string literal', `apikey = @"${v}"`, secretAt(v)),
    reported('a C# verbatim string', `var apiSecret = @"${v}";`, secretAt(v)),
    reported('a Rust String::from literal', `let password = String::from("${pw}");`, passwordAt(pw)),
    reported("R's <-", `db_password <- "${pw}"`, passwordAt(pw)),
    reported('a quoted value that opens with --', `pwd := "${dashed}"`, passwordAt(dashed)),
    reported("PHP's append", `apikey[]= "${v}"`, secretAt(v)),
    reported('an Erlang tuple', `{epgsql, [{host, "db"}, {password, "${pw}"}]}.`, passwordAt(pw)),
    reported('a code span after the word password', `Log in as \`deploy\` with the password \`${pw}\`.`, passwordAt(pw)),
    reported('one word that ends in apikey', `"theapikey": "${v}"`, secretAt(v)),
    reported('a short generated secret', `API_TOKEN = "${shortSecret}"`, secretAt(shortSecret)),
    reported('a short generated secret in YAML', `client_secret: ${shortSecret}`, secretAt(shortSecret)),
    reported("an Atlassian API token's inner =", `JIRA_API_TOKEN=${atlassianToken}`, secretAt(atlassianToken)),
    reported('an inner = after a long flag', `--consumer-secret ${atlassianToken}`, secretAt(atlassianToken)),
    reported('base64 starting with /', `API_SECRET=${slashBase64}`, secretAt(slashBase64)),
    reported('an aligned PHP define', `define( 'DB_PASSWORD',     '${pw}' );`, passwordAt(pw)),
    reported('an .npmrc _auth', `registry=https://npm.acme.io/\n_auth=${npmAuth}\nalways-auth=true`, {
      secret: npmAuth,
      family: 'Registry credentials (base64 user:password)',
      redacted: redactedBare(npmAuth),
    }),
    // Dotted values: a member access stays quiet (valid above), a dotted random value is a literal.
    reported('a dotted random value in .env', `ACCESS_TOKEN=${randomDotted}`, secretAt(randomDotted)),
    reported('a dotted random value quoted', `headers = {"secret": "${randomDotted}"}`, secretAt(randomDotted)),
    reported(
      'a dotted password in a query string',
      `jdbc:postgresql://db:5432/app?user=etl&password=${randomDotted}`,
      passwordAt(randomDotted),
    ),
    // Settings tables, Terraform defaults, Gradle credentials and setx.
    reported('a settings table with code spans', `| Variable | Value |\n| --- | --- |\n| \`API_SECRET\` | \`${v}\` |`, secretAt(v)),
    reported('a settings table without code spans', `| API_SECRET | ${v} |`, secretAt(v)),
    reported('a Terraform variable default', `variable "client_secret" {\n  type    = string\n  default = "${v}"\n}`, secretAt(v)),
    reported('a Gradle credentials block', `credentials {\n    username "deploy"\n    password "${pw}"\n}`, passwordAt(pw)),
    reported('setx with a quoted value', `setx API_SECRET "${v}"`, secretAt(v)),
    reported(
      "a password with an inner = in a bare URL's query string",
      `MB_DB_CONNECTION_URI=postgres://db.internal:5432/bi?user=etl&password=${equalsPassword}&ssl=true`,
      passwordAt(equalsPassword),
    ),
    reported(
      'a chosen dotted password in a query string',
      `jdbc:mysql://db:3306/app?user=etl&password=${chosenDotted}`,
      passwordAt(chosenDotted),
    ),
    reported('a Java XML properties entry', `<properties>\n  <entry key="api_secret">${v}</entry>\n</properties>`, secretAt(v)),
    reported(
      'a PostgreSQL password file line under its format',
      `# hostname:port:database:username:password\ndb.internal:5432:ledger:svc_etl:${pw}`,
      {
        secret: pw,
        family: PGPASS,
        redacted: redactedBare(pw),
      },
    ),
    reported('a PostgreSQL password file line echoed into the file', `echo "10.0.4.17:5432:*:deploy:${pw}" >> ~/.pgpass`, {
      secret: pw,
      family: PGPASS,
      redacted: redactedBare(pw),
    }),
    reported(
      "a password element with attributes (an FTP client's saved sites)",
      `<Server>\n  <Host>ftp.example.com</Host>\n  <User>deploy</User>\n  <Pass encoding="base64">${nonce}</Pass>\n</Server>`,
      passwordAt(nonce),
    ),
    // The true findings next to the code-as-code cases above.
    reported('a literal as a prop value', `<Picker folderKey={selectedFolder} secretKey="${v}" />`, secretAt(v)),
    reported('a password after emphasised prose', `PASS → PASS: **Stable**\npassword: ${pw}`, passwordAt(pw)),
    reported('a generated secret under a key name', `topologyKey: topology.kubernetes.io/zone\nsigning_key: ${v}`, secretAt(v)),
    reported('a random UUID under a secret name', `JWT_SECRET = "${uuid}"`, secretAt(uuid)),
    reported("npm's legacy _authToken", `//registry.npmjs.org/:_authToken=${uuid}`, secretAt(uuid)),
    reported('a Heroku API key', `HEROKU_API_KEY=${uuid}`, secretAt(uuid)),
    reported("redis.conf's requirepass", `bind 127.0.0.1\nrequirepass ${chosenDotted}\n`, passwordAt(chosenDotted)),
    reported("redis.conf's masterauth", `masterauth ${pw}`, passwordAt(pw)),
    reported('a Dockerfile ARG default with marks', `ARG DB_PASSWORD=${chosenDotted}`, passwordAt(chosenDotted)),
    reported("a batch file's set", `set DB_PASSWORD=${chosenDotted}`, passwordAt(chosenDotted)),
    reported('a Dockerfile ENV without =', `FROM node:20\nENV API_TOKEN ${v}\nRUN npm ci`, secretAt(v)),
    reported('a comparison with a literal password', `if password == "${pw}":\n    grant()`, passwordAt(pw)),
    reported('a strict comparison with a literal token', `if (token === '${v}') {`, secretAt(v)),
    reported('a Java comparison with a literal', `return password.equals("${pw}");`, passwordAt(pw)),
    reported('a PowerShell comparison with a literal', `if ($password -eq "${pw}") {`, passwordAt(pw)),
    reported('two words disguised together', 'password = "super$ecret"', {
      secret: 'super$ecret',
      family: PASSWORD,
      redacted: redactedBare('super$ecret'),
    }),
    reported('a two-column CSV row', `name,value\ngenericToken,${v},\n`, secretAt(v)),
    reported(
      'a dotted generated value under a password name (a NuGet ClearTextPassword)',
      `<add key="ClearTextPassword" value="${dotted}" />`,
      {
        secret: dotted,
        family: PASSWORD,
        redacted: redactedBare(dotted),
      },
    ),
    reported('make and shell append', `GENERIC_TOKEN += "${v}"`, secretAt(v)),
    reported('a YAML literal block', `generic_token: |\n  ${v}`, secretAt(v)),
    reported(
      'a YAML block nested deeper than eight columns',
      `a:\n  b:\n    c:\n      d:\n        api_token: |\n          ${v}`,
      secretAt(v),
    ),
    reported('a YAML folded block, chomped', `services:\n  api:\n    client_secret: >-\n      ${v}\n  web: {}`, secretAt(v)),
    reported('JSON escaped inside a string', `"settings.json": "{\\"api_token\\": \\"${v}\\"}"`, secretAt(v)),
    reported('a generated hex password', `POSTGRES_PASSWORD=${hexPassword}`, {
      secret: hexPassword,
      family: PASSWORD,
      redacted: redactedBare(hexPassword),
    }),
    reported('export with quotes', `export SERVICE_TOKEN="${v}"`, secretAt(v)),
    reported('YAML', `client_secret: ${v}`, secretAt(v)),
    reported('JSON', `{"apiKey": "${v}"}`, secretAt(v)),
    reported('Python', `SECRET_KEY = '${v}'`, secretAt(v)),
    reported('Go', `webhookSecret := "${v}"`, secretAt(v)),
    reported('a query string', `https://api.example.com/v1/items?api_key=${v}&page=2`, secretAt(v)),
    reported('a CLI flag', `deploy --auth-token ${v}`, secretAt(v)),
    // A name followed by a blank and a word is read on only where a notation takes the word: these
    // must not be refused with the prose before them (support/assignment.ts, isWordAfterName).
    reported('a Go declaration typed with a long type name', `var authToken CustomType = "${v}"`, secretAt(v)),
    reported('a code span linked by "is"', `The staging token is \`${v}\`.`, secretAt(v)),
    reported('a password assignment', `DB_PASSWORD=${pw}`, { secret: pw, family: PASSWORD, redacted: redactedBare(pw) }),
    reported(
      'a dotted chosen password in .env',
      `APP_ENV=production\nDB_PASSWORD=${chosenDotted}\nLOG_LEVEL=info`,
      passwordAt(chosenDotted),
    ),
    reported('a dotted chosen password in YAML', `database:\n  user: etl\n  password: ${chosenDotted}\n`, passwordAt(chosenDotted)),
    reported(
      'a dotted chosen password in INI with a comment',
      `[server]\nPassword=${chosenDotted} ; rotate yearly`,
      passwordAt(chosenDotted),
    ),
    reported(
      'a dotted chosen password after a long flag',
      `curl --tlspassword ${chosenDotted} https://db.internal`,
      passwordAt(chosenDotted),
    ),
    reported('a WordPress salt', `define( 'AUTH_SALT',        '${wordpressKey}' );`, secretAt(wordpressKey)),
    reported('a WordPress nonce key', `define( 'NONCE_KEY',        '${wordpressKey}' );`, secretAt(wordpressKey)),
    reported("Django's SECRET_KEY with marks", `SECRET_KEY = '${djangoKey}'`, secretAt(djangoKey)),
    reported('a generated salt in .env', `HASHIDS_SALT=${v}`, secretAt(v)),
    reported(
      'a secret whose comment does not call it public',
      `PUSHER_APP_SECRET=${hexPassword}  # never make this public`,
      secretAt(hexPassword),
    ),
    reported(
      'a secret whose comment names a public thing, not the value',
      `PUSHER_APP_SECRET=${hexPassword}  # public repo mirror, rotate monthly`,
      secretAt(hexPassword),
    ),
    reported('a password whose comment opens with public', `DB_PASSWORD=${pw}  # public, do not share`, {
      secret: pw,
      family: PASSWORD,
      redacted: redactedBare(pw),
    }),
    reported(
      'a Ghost Admin API key',
      `const api = new GhostAdminAPI({\n  url: 'https://blog.example.com',\n  key: '${ghostAdminKey}',\n});`,
      secretAt(ghostAdminKey),
    ),
    reported('a Drupal hash_salt', `$settings['hash_salt'] = '${drupalSalt}';`, secretAt(drupalSalt)),
    reported("Weaviate's Auth.api_key", `    auth_credentials=Auth.api_key("${v}"),`, secretAt(v)),
    reported(
      "Appwrite's setKey",
      `const client = new sdk.Client()\n  .setProject('${f.token(20, HEX)}')\n  .setKey('standard_${appwriteKey}');`,
      secretAt(`standard_${appwriteKey}`),
    ),
    reported("a bold label's API key", `**Ghost Admin API key:** ${ghostAdminKey}`, secretAt(ghostAdminKey)),
    reported("PagerDuty's RestApiV2Client", `client = RestApiV2Client('${pdKey}', default_from='oncall@example.com')`, secretAt(pdKey)),
    reported("pdpyras' APISession", `session = pdpyras.APISession("${pdKey}")`, secretAt(pdKey)),
    reported('a pydantic SecretStr literal', `    jwt_secret: SecretStr = SecretStr("${v}")`, secretAt(v)),
    reported('a default after an environment lookup', `STATIC_TOKEN = ENV['API_TOKEN'] || '${v}'`, secretAt(v)),
    reported('a default after a Python lookup', `api_token = os.getenv("API_TOKEN") or "${v}"`, secretAt(v)),
    reported('a Ruby symbol subscript', `auth[:token] = "${v}"`, secretAt(v)),
    reported('a define with more arguments', `define("MAIL_PASSWORD", "${pw}", true);`, passwordAt(pw)),
    reported('an nginx set directive', `server {\n    set $apikey ${uuid};\n}`, secretAt(uuid)),
    reported('a short dotted secret filling a YAML line', `env:\n  ACCESS_TOKEN: ${shortDotted}`, secretAt(shortDotted)),
    reported(
      // libpq's own list (`host=… user=… password=…`) is secret/connection-string's (test/secret/config-notations.test.ts).
      'a dotted password among key=value words',
      `run := "mode=batch retries=3 password=${chosenDotted} queue=etl"`,
      passwordAt(chosenDotted),
    ),
    reported('a Go tuple assignment', `\tconst adminPassword, readerPassword string = "${pw}", "${v}"`, passwordAt(pw), passwordAt(v)),
    reported('a Go short tuple, the second name', `\tlabel, apiToken := "release", "${v}"`, secretAt(v)),
    reported('a Python tuple assignment', `user, password = "etl", "${pw}"`, passwordAt(pw)),
    reported("a JDBC realm's userpass", `connectionURL="jdbc:mysql://db/app?user=etl&amp;userpass=${pw}"`, passwordAt(pw)),
    {
      name: `past ${maxReportsPerFile} findings in a file, one summary`,
      tree: skill(flood),
      errors: [
        // The summary is a whole-file finding: line 1, column 1, so it sorts first.
        { messageId: 'more', data: { count: 3, limit: maxReportsPerFile, errors: 3 }, file: SKILL, line: 1, column: 1, severity: 'error' },
        ...reported('flood', flood, ...flood.split('\n').map((line) => secretAt(line.slice('API_SECRET='.length)))).errors.slice(
          0,
          maxReportsPerFile,
        ),
      ],
    },
    // Notations read from other config formats and code, each beside its quiet case in `valid`.
    reported(
      'an aligned Terraform argument',
      `resource "aws_db_instance" "main" {\n  username          = "etl"\n  password          = "${pw}"\n}`,
      passwordAt(pw),
    ),
    reported('a null-coalescing assignment', `$apiToken ??= "${v}";`, secretAt(v)),
    reported("Ruby's conditional assignment", `@api_token ||= "${v}"`, secretAt(v)),
    reported('code in a notebook cell, its quotes escaped', `"source": [\n  "api_token = \\"${v}\\"\\n"\n]`, secretAt(v)),
    reported('an escaped subscript in a notebook cell', `"os.environ[\\"WANDB_API_KEY\\"] = \\"${v}\\"\\n",`, secretAt(v)),
    reported('a name/value attribute pair', `<entry name="apiToken" value="${v}" />`, secretAt(v)),
    reported('SQL CREATE USER … WITH PASSWORD', `CREATE USER etl WITH PASSWORD '${pw}';`, passwordAt(pw)),
    reported('SQL ALTER ROLE … LOGIN PASSWORD', `ALTER ROLE etl LOGIN PASSWORD '${pw}';`, passwordAt(pw)),
    reported("SQL's IDENTIFIED BY", `CREATE USER 'etl'@'%' IDENTIFIED BY '${pw}';`, passwordAt(pw)),
    reported("MySQL's SET PASSWORD FOR", `SET PASSWORD FOR 'etl'@'%' = '${pw}';`, passwordAt(pw)),
    reported("MySQL's older SET PASSWORD FOR … PASSWORD('…')", `SET PASSWORD FOR etl = PASSWORD('${pw}');`, passwordAt(pw)),
    reported("Django's user.set_password", `user.set_password("${pw}")`, passwordAt(pw)),
    reported(
      'a Kubernetes registry Secret',
      `type: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: ${dockerConfig(`deploy:${pw}`)}`,
      {
        secret: dockerConfig(`deploy:${pw}`),
        family: 'Registry credentials (base64 user:password)',
        redacted: redactedBare(dockerConfig(`deploy:${pw}`)),
      },
    ),
    reported('a Rust string constant', `const API_TOKEN: &str = "${v}";`, secretAt(v)),
    reported("a Rust 'static string", `static API_TOKEN: &'static str = "${v}";`, secretAt(v)),
    reported('a name and a value in code spans in prose', `Set \`SERVICE_API_KEY\` to \`${v}\` before the first run.`, secretAt(v)),
    reported('an emphasised label and a code span', `- **API key:** \`${v}\`\n- **Region:** eu-west-1`, secretAt(v)),
    reported('a token named in a sentence', `The staging token is \`${v}\`; rotate it after the demo.`, secretAt(v)),
    reported('a properties line with a colon and no blank', `username:etl\npassword:${pw}\n`, passwordAt(pw)),
    reported(
      'a dotted password among comma-separated members',
      `ConnectionMultiplexer.Connect("cache:6380,password=${chosenDotted},ssl=True,abortConnect=False");`,
      passwordAt(chosenDotted),
    ),
    reported('a Maven server password', `<server>\n  <id>nexus</id>\n  <password>${pw}</password>\n</server>`, passwordAt(pw)),
    reported(
      'a dotted password after blanks and `=` in an INI section',
      `[smtp]\nuser = deploy\n; relay\npassword = ${chosenDotted}`,
      passwordAt(chosenDotted),
    ),
    reported("a dotted password in systemd's Environment=", `[Service]\nEnvironment=DB_PASSWORD=${chosenDotted}`, passwordAt(chosenDotted)),
    reported('a password name ending in qualifiers', `password_super_secure = "${pw}"`, passwordAt(pw)),
    reported('a secret name ending in an environment', `API_TOKEN_PROD=${v}`, secretAt(v)),
    reported(
      "SSSD's bind password",
      `[domain/acme]\nldap_default_bind_dn = cn=sssd,dc=acme,dc=io\nldap_default_authtok = ${chosenDotted}`,
      passwordAt(chosenDotted),
    ),
    reported('an SNMP community string', `snmp:\n  version: 2c\n  community: ${v}`, secretAt(v)),
    reported(
      'an msmtp password directive',
      `account default\nhost smtp.acme.io\nauth on\nuser deploy\npassword ${chosenDotted}`,
      passwordAt(chosenDotted),
    ),
    reported("a password file line on PostgreSQL's port in a code span of prose", `Manual fallback: \`db.internal:5432:app:svc:${pw}\`.`, {
      secret: pw,
      family: PGPASS,
      redacted: redactedBare(pw),
    }),
    reported("a password file line on PostgreSQL's port with no mention of the file", `db.internal:5432:app:svc:${pw}`, {
      secret: pw,
      family: PGPASS,
      redacted: redactedBare(pw),
    }),
    reported(
      "a Postman environment's key and value",
      `"values": [\n  { "key": "api_key", "value": "${v}", "enabled": true }\n]`,
      secretAt(v),
    ),
    reported('a Postman basic auth password', `"basic": [\n  { "key": "password", "value": "${pw}", "type": "string" }\n]`, passwordAt(pw)),
    reported('a .NET configuration path and its value', `dotnet user-secrets set "Movies:ServiceApiKey" "${v}"`, secretAt(v)),
    reported('a code span one blank after the word token', `Use the service account token \`${v}\` when the skill asks.`, secretAt(v)),
    reported(
      'a .env value with shell operators that fills its line',
      `API_REGION=eu\nAPI_SECRET=${operatorSecret}\n`,
      secretAt(operatorSecret),
    ),
    reported('a user:password line piped to chpasswd', `echo 'deploy:${pw}' | chpasswd`, {
      secret: pw,
      family: 'Account password piped to chpasswd',
      redacted: redactedBare(pw),
    }),
    reported('a chosen password piped to sudo chpasswd', `echo "deploy:${chosenDotted}" | sudo chpasswd`, {
      secret: chosenDotted,
      family: 'Account password piped to chpasswd',
      redacted: redactedBare(chosenDotted),
    }),
    reported('an .npmrc _auth of a chosen password', `_auth=${chosenAuth}`, {
      secret: chosenAuth,
      family: 'Registry credentials (base64 user:password)',
      redacted: redactedBare(chosenAuth),
    }),
    reported('an .npmrc _auth with blanks around =', `always-auth=true\n_auth = ${npmAuth}`, {
      secret: npmAuth,
      family: 'Registry credentials (base64 user:password)',
      redacted: redactedBare(npmAuth),
    }),
  ],
});

// String notations, annotated assignments, long names, flag elements, `$`-separated tokens and JWT
// headers (a block of its own: its values come from a factory of their own).
{
  const f = new SecretFactory(2209);
  const v = f.token(32);
  const pw = f.password(16);
  const SECRET = 'Secret assignment';
  const PASSWORD = 'Password assignment';
  const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
  const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
  const Q3 = '"""';
  const S3 = "'''";
  // Braintree's and PayPal's access tokens: `access_token$production$<16>$<32 hex>`.
  const braintree = ['access_token', 'production', f.token(16).toLowerCase(), f.token(32, HEX)].join('$');
  // A JWT's header (public: base64url of its algorithm and type), then placeholders where payload and
  // signature go (test/rules/secret/jwt.test.ts: a whole token under the same name is reported).
  const jwtHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

  ruleTester(secretRuleOf(secretGenericAssignment), {
    valid: [
      quiet('a raw string formatted at once', `key = r"{}\\{:0.1f}\\${v}\\Directories".format(root, version)`),
      quiet('a plain string formatted at once', `api_secret = "{}${v}".format(prefix)`),
      quiet('a Python f-string that interpolates', `client_secret = f"{prefix}${v}"`),
      quiet('a Kotlin raw string that interpolates', `val apiSecret = ${Q3}\${base}${v}${Q3}`),
      quiet('a C# interpolated raw string', `var apiKey = $${Q3}{prefix}${v}${Q3};`),
      quiet('a PHP heredoc that interpolates', `$apiSecret = <<<EOT\n$prefix${v}\nEOT;`),
      quiet('a PowerShell here-string that interpolates', `$token = @"\n$env:BASE${v}\n"@`),
      quiet('a Ruby %Q string that interpolates', `SECRET_TOKEN = %Q(#{base}${v})`),
      quiet('a Swift raw string that interpolates', `let secretKey = #"\\#(base)${v}"#`),
      quiet('a triple-quoted string of several lines', `api_token = ${Q3}\n${v}\n${f.token(32)}\n${Q3}`),
      quiet('a Lua nested table, not a long string', `local api_secret = [[${v}], [${f.token(32)}]]`),
      quiet('a password reset URL', `password_reset_url = "https://acme.io/reset/${v}"`),
      quiet('a token endpoint', `token_endpoint = "${v}"`),
      quiet('the name of a secret', `secret_name = "${v}"`),
      quiet('a minimum password length', `password_min_length = "${pw}"`),
      quiet('the header an API key is sent in', `api_key_header = "${v}"`),
      quiet('a password hint', `password_hint = "${pw}"`),
      quiet('a password for an example', `my_password_for_example = "${pw}"`),
      quiet('YAML base64 padding is no annotation', `password: ${Buffer.from('hello, world').toString('base64')}`),
      quiet('a flag followed by another flag', `"args": ["acme-mcp", "--api-key", "--verbose"]`),
      quiet('a flag followed by an environment reference', '"args": ["acme-mcp", "--api-key", "${API_KEY}"]'),
      quiet('a JWT header with placeholder payload and signature', `token: ${jwtHeader}.<payload>.<signature>`),
      quiet('a modular-crypt hash is no $-separated token', `secret_token: '$6$${f.token(16)}$${f.token(40)}'`),
    ],
    invalid: [
      reported('a Python f-string without an interpolation', `client_secret = f"${v}"`, secretAt(v)),
      reported('a Python raw string', `db_password = r"${pw}"`, passwordAt(pw)),
      reported('a Python bytes literal', `SECRET_KEY = b"${v}"`, secretAt(v)),
      reported('a Python rb literal', `SECRET_KEY = rb'${v}'`, secretAt(v)),
      reported('a Python u literal', `api_secret = u'${v}'`, secretAt(v)),
      reported('a Kotlin raw string', `val apiSecret = ${Q3}${v}${Q3}`, secretAt(v)),
      reported('a Python triple-quoted string', `api_token = ${S3}${v}${S3}`, secretAt(v)),
      reported('a Java text block', `String clientSecret = ${Q3}\n        ${v}\n        ${Q3};`, secretAt(v)),
      reported('a C# raw string literal', `var apiKey = ${Q3}${v}${Q3};`, secretAt(v)),
      reported('a PHP heredoc', `$apiSecret = <<<EOT\n${v}\nEOT;`, secretAt(v)),
      reported('a PHP nowdoc', `$password = <<<'PWD'\n${pw}\nPWD;`, passwordAt(pw)),
      reported('a Rust raw string', `let api_token = r#"${v}"#;`, secretAt(v)),
      reported('a Rust raw string without hashes', `let api_token = r"${v}";`, secretAt(v)),
      reported('a Swift raw string', `let secretKey = #"${v}"#`, secretAt(v)),
      reported('a Lua long string', `local api_secret = [[${v}]]`, secretAt(v)),
      reported('a Lua long string with a level', `local api_secret = [==[${v}]==]`, secretAt(v)),
      reported("bash's ANSI-C quoting", `export API_SECRET=$'${v}'`, secretAt(v)),
      reported('a PowerShell single-quoted here-string', `$token = @'\n${v}\n'@`, secretAt(v)),
      reported('a Ruby %q string', `SECRET_TOKEN = %q{${v}}`, secretAt(v)),
      reported('a Ruby %() string', `SECRET_TOKEN = %(${v})`, secretAt(v)),
      reported('a Python annotated assignment', `password: str = "${pw}"`, passwordAt(pw)),
      reported('a Python annotated class field', `class Settings:\n    api_token: Optional[str] = "${v}"`, secretAt(v)),
      reported('a long name with the password word inside', `my_secret_password_for_email = '${pw}'`, passwordAt(pw)),
      reported('a token named for its owner', `token_of_deploy_bot = "${v}"`, secretAt(v)),
      reported('an MCP server flag and its value as array elements', `"args": ["acme-mcp", "--api-key", "${v}"]`, secretAt(v)),
      reported(
        'a flag and its value on separate lines of a list',
        `{\n  "args": [\n    "acme-mcp",\n    "--token",\n    "${v}"\n  ]\n}`,
        secretAt(v),
      ),
      reported('a Python subprocess list', `subprocess.run(['cli', '--token', '${v}'])`, secretAt(v)),
      reported('a Braintree access token with $ separators', `PAY_PAL_ACCESS_TOKEN: '${braintree}'`, secretAt(braintree)),
    ],
  });
}

// Notations read for their own words: gosec's `pw` and `cred` names, Visual Basic's `Dim … As Type =`,
// a constant naming a secret as a call's key argument (JNDI's `Context.SECURITY_CREDENTIALS`), a key
// store password handed over as `"…".toCharArray()`, and a base64 token with runs of zero bytes
// (X's app-only bearer tokens), percent-encoded as it is sent.
{
  const f = new SecretFactory(2312);
  const v = f.token(32);
  const pw = f.password(16);
  const PASSWORD = 'Password assignment';
  const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
  const secretAt = (value: string) => ({ secret: value, family: 'Secret assignment', redacted: redactedBare(value) });
  const zeros = (n: number): Buffer => Buffer.alloc(n);
  // A generated password with `<` and `|` in it (marks a bare value in code stops at).
  const operatorPassword = `${f.mixedToken(6)}+<${f.mixedToken(7)}|`;
  const zeroRunToken = Buffer.concat([zeros(16), Buffer.from(f.r.bytes(4)), zeros(5), Buffer.from(f.r.bytes(60))])
    .toString('base64')
    .replace(/[+/=]/g, (c) => encodeURIComponent(c));

  ruleTester(secretRuleOf(secretGenericAssignment), {
    valid: [
      quiet('a pw read from the environment', 'pw := os.Getenv("DB_PASSWORD")'),
      quiet('a cred from a call', 'cred = load_credentials(path)'),
      quiet('a Visual Basic declaration reading a text box', 'Dim password As String = txtPassword.Text'),
      quiet('a Visual Basic-shaped sentence', `the password As String = "${pw}"`),
      quiet('a constant key given a variable', 'env.put(Context.SECURITY_CREDENTIALS, password);'),
      quiet('a variable named token compared with a literal', `verify(token, "${v}");`),
      quiet('a key store password read from the environment', 'ks.load(in, System.getenv("KEYSTORE_PASSWORD").toCharArray());'),
      quiet('a literal turned into chars outside a key store call', `for (char c : "${pw}".toCharArray()) count(c);`),
      quiet("a key store's well-known default password", 'ks.load(in, "changeit".toCharArray());'),
      quiet('a run of one letter under a token name', `const API_TOKEN = "${'A'.repeat(64)}";`),
      quiet(
        'a secret login given the environment',
        `msRestAzure.loginWithServicePrincipalSecret('${f.uuid4()}', process.env.AZURE_CLIENT_SECRET, 'acme.example', done);`,
      ),
      quiet('a call that takes the name of a secret', `const s = await client.getSecret('${v}');`),
      quiet('a query string in a string closed before the password', 'String url = "jdbc:mysql://db/app?user=etl&password=" + dbPassword;'),
      quiet('a query string whose password is a template', '<a href="/login?user=etl&password=<%= pw %>">'),
    ],
    invalid: [
      reported('a Go const pw', `const (\n\tpw = "${pw}"\n)`, passwordAt(pw)),
      reported('a Go cred assigned in a function', `func main() {\n\tcred = "${v}"\n}`, secretAt(v)),
      reported('a Visual Basic declaration', `Dim password As String = "${pw}"`, passwordAt(pw)),
      reported('a constant key as a call argument', `env.put(Context.SECURITY_CREDENTIALS, "${pw}");`, secretAt(pw)),
      reported('a key store password as a char array', `ks.load(in, "${pw}".toCharArray());`, {
        secret: pw,
        family: 'Password in a key store call',
        redacted: redactedBare(pw),
      }),
      reported(
        'the secret among the arguments of a call named for one',
        `msRestAzure.loginWithServicePrincipalSecret(\n  '${f.uuid4()}',\n  '${v}',\n  '${f.uuid4()}',\n  done,\n);`,
        secretAt(v),
      ),
      reported(
        "Azure Identity's ClientSecretCredential",
        `new ClientSecretCredential('${f.uuid4()}', '${f.uuid4()}', '${pw}')`,
        secretAt(pw),
      ),
      reported(
        'a query string inside a string literal, marks in the password',
        `conn = DriverManager.getConnection("jdbc:mysql://db.acme.example/app?" +\n    "user=etl&password=${operatorPassword}");`,
        passwordAt(operatorPassword),
      ),
      reported('a base64 token with zero runs, percent-encoded', `const A_BEARER_TOKEN = "${zeroRunToken}";`, secretAt(zeroRunToken)),
    ],
  });
}
