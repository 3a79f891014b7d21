// A labelled sample set for the secret engine, built at test time: per family, positives written in
// the notations scanners' own test suites use (shell, .env, YAML, JSON, TOML, Go, PHP, Java, make,
// XML, JSON-escaped files, URLs, headers, command lines, connection strings) and negatives full of
// realistic code samples, documentation and placeholders. Every credential is computed here.
import { HEX, Random } from './random.js';
import { SecretFactory } from './secrets.js';

export type Family =
  'generic assignments' | 'URL credentials' | 'database URLs' | 'auth headers' | 'basic auth' | 'connection strings' | 'validated tokens';

export const contextualFamilies: readonly Family[] = [
  'URL credentials',
  'database URLs',
  'generic assignments',
  'auth headers',
  'basic auth',
  'connection strings',
];

export interface Sample {
  readonly family: Family;
  /** How the sample is written, for the failure report. */
  readonly notation: string;
  readonly text: string;
  /** The credential the text holds, or undefined for a negative. */
  readonly secret: string | undefined;
}

// Words a person builds a password from that are not placeholder or default words.
const chosenWords = [
  'falcon',
  'harbor',
  'violet',
  'maple',
  'orbit',
  'quartz',
  'lantern',
  'walrus',
  'meadow',
  'cobalt',
  'juniper',
  'pebble',
  'saffron',
  'tundra',
  'zephyr',
  'real',
];
const leet: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5' };

class Samples {
  readonly f: SecretFactory;
  readonly r: Random;
  readonly out: Sample[] = [];

  constructor(seed: number) {
    this.f = new SecretFactory(seed);
    this.r = this.f.r;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.r.int(items.length)] as T;
  }

  /** A password a person typed: letters with a few digits (`m42ploz2wd`) or a leetspoken word pair. */
  /** Two placeholder words disguised together with leetspeak (`s3cr3tP4ss`, `BackupK3y987`): somebody's choice. */
  disguisedPair(): string {
    const disguise = (w: string): string => w.replace(/e/g, '3').replace(/a/g, '4').replace(/o/g, '0');
    const a = this.pick(['secret', 'strong', 'secure', 'backup', 'master']);
    const b = this.pick(['pass', 'key', 'word', 'token']);
    const pair = `${this.r.int(2) === 0 ? disguise(a) : a}${disguise(b).charAt(0).toUpperCase()}${disguise(b).slice(1)}`;
    return this.r.int(2) === 0 ? pair : `${pair}${this.r.int(900) + 100}`;
  }

  chosenPassword(): string {
    if (this.r.int(2) === 0) {
      const letters = 'bcdfghjklmnpqrstvwxz';
      let s = '';
      const n = 9 + this.r.int(4);
      while (s.length < n) s += this.r.int(4) === 0 ? String(this.r.int(10)) : this.pick([...letters, 'a', 'o', 'u']);
      return /\d/.test(s) ? s : `${s}${this.r.int(10)}${this.r.int(10)}`;
    }
    const word = (w: string): string =>
      [...w].map((c, i) => (i > 0 && leet[c] !== undefined && this.r.int(2) === 0 ? leet[c] : c)).join('');
    const a = word(this.pick(chosenWords));
    const b = word(this.pick(chosenWords.filter((w) => w !== 'real')));
    return `${a}${b.charAt(0).toUpperCase()}${b.slice(1)}${this.r.int(90) + 10}`;
  }

  /** A token or a password, as the family's values come. */
  value(): string {
    const k = this.r.int(3);
    return k === 0 ? this.f.token(24 + this.r.int(17)) : k === 1 ? this.f.password(14 + this.r.int(10)) : this.chosenPassword();
  }

  add(family: Family, notation: string, text: string, secret?: string): void {
    this.out.push({ family, notation, text, secret });
  }
}

const tokenNames = [
  'API_TOKEN',
  'apiToken',
  'client_secret',
  'creds',
  'mySecretString',
  'VERY_SECRET_TOO',
  'secret',
  'AUTH_TOKEN',
  'SECRET_KEY',
  'access_token',
  'privateKey',
  'xToken',
  'X_TOKEN',
  'webhookSecret',
  'SLACK_SIGNING_SECRET',
  'appSecret',
];
const passwordNames = ['password', 'passwd', 'DB_PASSWORD', 'dbPassword', 'MYSQL_ROOT_PASSWORD', 'admin_pass', 'smtpPassword', 'pwd'];

function genericPositives(s: Samples, count: number): void {
  const notations: Array<[string, (name: string, v: string) => string]> = [
    ['shell', (n, v) => `export ${n.toUpperCase()}="${v}"`],
    ['.env', (n, v) => `${n.toUpperCase()}=${v}`],
    ['YAML', (n, v) => `config:\n  ${n}: ${v}\n  debug: true`],
    ['JSON', (n, v) => `{\n  "${n}": "${v}",\n  "region": "eu-west-1"\n}`],
    ['TOML', (n, v) => `[service]\n${n} = '${v}'`],
    ['Python', (n, v) => `${n} = "${v}"  # used by the client`],
    ['Go short', (n, v) => `${n} := "${v}"`],
    ['Go var', (n, v) => `var ${n} string = "${v}"`],
    ['TypeScript typed', (n, v) => `const ${n}: string = '${v}';`],
    ['JSON-escaped .ini', (n, v) => `{"config.ini": "${n.toUpperCase()}=${v}\\nDEBUG=true"}`],
    ['XML element', (n, v) => `<${n}>${v}</${n}>`],
    ['XML element across lines', (n, v) => `<settings>\n  <${n}>\n    ${v}\n  </${n}>\n</settings>`],
    ['PHP', (n, v) => `$${n} = "${v}";`],
    ['PHP append', (n, v) => `$${n} .= "${v}";`],
    ['Java setProperty', (n, v) => `System.setProperty("${n.toUpperCase()}", "${v}");`],
    ['make ::=', (n, v) => `${n.toUpperCase()} ::= ${v}`],
    ['make :::=', (n, v) => `${n.toUpperCase()} :::= ${v}`],
    ['make ?=', (n, v) => `${n.toUpperCase()} ?= ${v}`],
    ['subscript', (n, v) => `config['${n}'] = '${v}'`],
    ['long flag', (n, v) => `./deploy --${n.toLowerCase().replace(/_/g, '-')} ${v}`],
    ['Ruby hash', (n, v) => `{ ${n}: "${v}" }`],
    ['Kubernetes env', (n, v) => `env:\n  - name: ${n.toUpperCase()}\n    value: "${v}"`],
    ['make and shell +=', (n, v) => `${n.toUpperCase()} += "${v}"`],
    ['YAML literal block', (n, v) => `${n}: |\n  ${v}`],
    ['YAML folded block', (n, v) => `app:\n  ${n}: >-\n    ${v}\n  debug: true`],
    ['JSON escaped in a string', (n, v) => `{"settings.json": "{\\"${n}\\": \\"${v}\\"}"}`],
  ];
  for (let i = 0; i < count; i++) {
    const [notation, write] = notations[i % notations.length] as [string, (n: string, v: string) => string];
    const password = s.r.int(3) === 0;
    const name = password ? s.pick(passwordNames) : s.pick(tokenNames);
    const v = password ? s.pick([s.chosenPassword(), s.f.password(12 + s.r.int(8))]) : s.f.token(20 + s.r.int(20));
    s.add('generic assignments', notation, write(name, v), v);
  }
}

function urlPositives(s: Samples, count: number): void {
  const hosts = ['api.example.com', 'internal.acme.io', 'proxy.corp.local:3128', 'ftp.example.org', 'mq.internal:5672/vhost'];
  const schemes = ['https', 'http', 'ftp', 'amqp', 'sftp', 'git+https'];
  for (let i = 0; i < count; i++) {
    // A password is percent-encoded in a URL (a raw `#` or `/` would end the authority).
    const v = encodeURIComponent(s.r.int(2) === 0 ? s.chosenPassword() : s.f.password(12 + s.r.int(10)));
    const user = s.pick(['apiuser', 'deploy', 'kevin', 'svc-bot', 'admin', 'ci']);
    const url = `${s.pick(schemes)}://${user}:${v}@${s.pick(hosts)}/`;
    const notation = s.pick(['bare', 'clone', 'env', 'JSON', 'proxy']);
    const text =
      notation === 'clone'
        ? `git clone ${url}repo.git`
        : notation === 'env'
          ? `UPSTREAM=${url}`
          : notation === 'JSON'
            ? `{"endpoint": "${url}"}`
            : notation === 'proxy'
              ? `export https_proxy=${url}`
              : `Fetch ${url}status`;
    s.add('URL credentials', notation, text, v);
  }
}

function databasePositives(s: Samples, count: number): void {
  const shapes: Array<[string, (u: string, p: string) => string]> = [
    ['postgres', (u, p) => `postgres://${u}:${p}@db.internal:5432/app`],
    ['postgresql', (u, p) => `postgresql://${u}:${p}@10.0.0.12/orders?sslmode=require`],
    ['mysql', (u, p) => `mysql://${u}:${p}@mysql.prod:3306/shop`],
    ['mongodb', (u, p) => `mongodb://${u}:${p}@db1.example.net:27017,db2.example.net:27017/admin?replicaSet=rs0`],
    ['mongodb+srv', (u, p) => `mongodb+srv://${u}:${p}@cluster0.ab1cd.mongodb.net/test`],
    ['redis', (u, p) => `redis://${u}:${p}@cache.internal:6379/0`],
    ['jdbc', (u, p) => `jdbc:postgresql://${u}:${p}@db:5432/app`],
  ];
  for (let i = 0; i < count; i++) {
    const [notation, write] = shapes[i % shapes.length] as [string, (u: string, p: string) => string];
    // A generated password is also written as hex (`openssl rand -hex 16`).
    const kind = s.r.int(6);
    const v =
      kind === 0
        ? s.f.token(32, HEX)
        : kind === 1
          ? s.disguisedPair()
          : encodeURIComponent(kind <= 3 ? s.chosenPassword() : s.f.password(12 + s.r.int(10)));
    const url = write(s.pick(['root', 'app', 'svc_orders', 'reporting', '']), v);
    const text = s.pick([`DATABASE_URL=${url}`, `engine = create_engine("${url}")`, `uri: ${url}`, `psql "${url}"`]);
    s.add('database URLs', notation, text, v);
  }
}

function headerPositives(s: Samples, count: number): void {
  const shapes: Array<[string, (t: string) => string]> = [
    ['curl bearer', (t) => `curl -H "Authorization: Bearer ${t}" https://api.example.com/v1/items`],
    ['Token scheme', (t) => `Authorization: Token ${t}`],
    ['Api-Token scheme', (t) => `Authorization: Api-Token ${t}`],
    ['X-API-Key', (t) => `curl -H 'X-API-Key: ${t}' https://api.example.com`],
    ['PRIVATE-TOKEN', (t) => `curl --header "PRIVATE-TOKEN: ${t}" https://gitlab.example.com/api/v4/projects`],
    ['headers dict', (t) => `headers = {"Authorization": "Bearer ${t}", "Accept": "application/json"}`],
    ['fetch headers', (t) => `fetch(url, { headers: { 'x-auth-token': '${t}' } })`],
    ['HTTP request', (t) => `GET /v2/orders HTTP/1.1\nHost: api.example.com\nAuthorization: Bearer ${t}`],
  ];
  for (let i = 0; i < count; i++) {
    const [notation, write] = shapes[i % shapes.length] as [string, (t: string) => string];
    const t = s.r.int(4) === 0 ? s.f.token(40, HEX) : s.f.token(24 + s.r.int(20));
    s.add('auth headers', notation, write(t), t);
  }
}

function basicPositives(s: Samples, count: number): void {
  const shapes: Array<[string, (u: string, p: string) => [string, string]]> = [
    ['curl -u', (u, p) => [`curl -u ${u}:${p} https://ci.example.com/api/json`, p]],
    ['curl --user quoted', (u, p) => [`curl --user ${u}:'${p}' https://ci.example.com/api/json`, p]],
    ['curl --user=', (u, p) => [`curl --user="${u}:${p}" https://api.example.com`, p]],
    ['HTTPie -a', (u, p) => [`http -a ${u}:${p} GET https://api.example.com/me`, p]],
    ['curl -u, no user', (_u, p) => [`curl -u ":${p}" https://search.internal:9200`, p]],
    ['curl -u, key as user', (_u, p) => [`curl -u "${p}:" https://api.example.com/v1/charges`, p]],
    [
      'Basic header',
      (u, p) => {
        const b = Buffer.from(`${u}:${p}`).toString('base64');
        return [`Authorization: Basic ${b}`, b];
      },
    ],
    ['mysql -p', (u, p) => [`mysql -u ${u} -p${p} -h db.internal shop`, p]],
    ['docker login', (u, p) => [`docker login -u ${u} -p ${p} registry.example.com`, p]],
  ];
  for (let i = 0; i < count; i++) {
    const [notation, write] = shapes[i % shapes.length] as [string, (u: string, p: string) => [string, string]];
    const p = s.r.int(2) === 0 ? s.chosenPassword() : s.f.password(12 + s.r.int(8));
    const [text, secret] = write(s.pick(['kevin', 'deploy', 'ci-bot', 'jenkins', 'ops']), p);
    s.add('basic auth', notation, text, secret);
  }
}

function connectionPositives(s: Samples, count: number): void {
  const shapes: Array<[string, (p: string) => string]> = [
    ['ADO.NET', (p) => `Server=tcp:sql.example.net,1433;Initial Catalog=app;User ID=app;Password=${p};Encrypt=True;`],
    ['ODBC', (p) => `Driver={ODBC Driver 18 for SQL Server};Server=db;Uid=svc;Pwd=${p};`],
    ['appsettings.json', (p) => `"ConnectionStrings": { "Default": "Host=db;Database=app;Username=app;Password=${p}" }`],
    ['Npgsql', (p) => `var cs = "Host=localhost;Port=5432;Username=report;Password=${p};Database=metrics";`],
  ];
  for (let i = 0; i < count; i++) {
    if (i % 6 === 4) {
      const key = Buffer.from(s.r.bytes(64)).toString('base64');
      s.add(
        'connection strings',
        'Azure AccountKey',
        `DefaultEndpointsProtocol=https;AccountName=acme${i};AccountKey=${key};EndpointSuffix=core.windows.net`,
        key,
      );
      continue;
    }
    if (i % 6 === 5) {
      const key = Buffer.from(s.r.bytes(32)).toString('base64');
      s.add(
        'connection strings',
        'Service Bus',
        `Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=${key}`,
        key,
      );
      continue;
    }
    const [notation, write] = shapes[i % shapes.length] as [string, (p: string) => string];
    const p = s.r.int(2) === 0 ? s.chosenPassword() : s.f.password(12 + s.r.int(8));
    s.add('connection strings', notation, write(p), p);
  }
}

function validatedPositives(s: Samples, count: number): void {
  const f = s.f;
  const makers: Array<[string, () => string]> = [
    ['GitHub', () => f.github()],
    ['GitHub fine-grained', () => f.fineGrainedPat()],
    ['npm', () => f.npm()],
    ['AWS key id', () => f.awsKeyId()],
    ['Slack bot', () => f.slackBot()],
    ['Slack user', () => f.slackUser()],
    ['Slack legacy bot', () => `xoxb-${f.r.chars(12, '123456789')}-${f.token(23)}`],
    [
      'Slack legacy xoxs',
      () => `xoxs-${f.r.chars(10, '123456789')}-${f.r.chars(10, '123456789')}-${f.r.chars(12, '123456789')}-${f.token(10, HEX)}`,
    ],
    [
      'Slack workflow webhook',
      () =>
        `https://hooks.slack.com/workflows/T${f.r.chars(10, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}/A${f.r.chars(10, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}/${f.r.chars(18, '123456789')}/${f.token(24)}`,
    ],
    ['Slack webhook', () => f.slackWebhook()],
    ['Stripe', () => f.stripe()],
    ['Google', () => f.google()],
    ['OpenAI', () => f.openaiProject()],
    ['Anthropic', () => f.anthropic()],
    ['Hugging Face', () => f.huggingface()],
    ['GitLab PAT', () => f.gitlabLegacy()],
    ['GitLab routable', () => f.gitlabRoutable()],
    ['GitLab glimt', () => `glimt-${f.token(25)}`],
    ['GitLab glagent', () => `glagent-${f.token(50)}`],
    ['GitLab gloas', () => `gloas-${f.token(64)}`],
    ['GitLab glcbt', () => `glcbt-${f.r.chars(2, '0123456789')}_${f.token(20)}`],
    ['SendGrid', () => f.sendgrid()],
    ['PyPI', () => f.pypi()],
    ['Cloudflare', () => f.cloudflare()],
    ['JWT', () => f.jwt()],
  ];
  for (let i = 0; i < count; i++) {
    const [notation, make] = makers[i % makers.length] as [string, () => string];
    const token = make();
    s.add('validated tokens', notation, s.pick([`token: ${token}`, `Use \`${token}\` for the call.`, `"key": "${token}",`, token]), token);
  }
}

// `A1B2C3…P6Q`: a sequential sample body, as documentation writes one.
const counting = `${Array.from({ length: 16 }, (_, i) => `${String.fromCharCode(65 + i)}${(i + 1) % 10}`).join('')}Q`;

// Negatives: placeholders, templates, indirections, examples and look-alikes in every notation.
function negatives(s: Samples): void {
  const f = s.f;
  const neg = (family: Family, notation: string, text: string): void => s.add(family, notation, text);
  const sha1 = (): string => s.r.chars(40, HEX);
  const uuid = (): string => {
    const h = s.r.chars(32, HEX);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
  };
  const inchi = (): string => `${s.r.chars(14, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}-${s.r.chars(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}SA-N`;
  for (let i = 0; i < 4; i++) {
    // URL credentials: the placeholder rule.
    for (const pw of [
      'password',
      'pass',
      '<password>',
      '${DB_PASSWORD}',
      '{{password}}',
      '$PASSWORD',
      '***',
      '********',
      'changeme',
      'secret',
      'P@ssw0rd123',
      'your_password',
      'xxxxxxxx',
      '%PASSWORD%',
      'mysecretpassword',
      '[PASSWORD]',
      'S3cr3t!2024',
      'Adm1n123',
      '0123456789abcdef0123456789abcdef',
    ]) {
      neg('URL credentials', `placeholder ${pw}`, `https://${s.pick(['user', 'admin', 'deploy'])}:${pw}@api.example.com/v1`);
      neg('database URLs', `placeholder ${pw}`, `DATABASE_URL=postgres://${s.pick(['user', 'app', 'postgres'])}:${pw}@localhost:5432/app`);
    }
    neg('database URLs', 'default', 'postgresql://postgres:postgres@localhost/postgres');
    neg('database URLs', 'no password', 'mongodb://localhost:27017/test');
    neg('URL credentials', 'no password', 'ssh://git@github.com/acme/app.git');
    neg('URL credentials', 'port', 'http://localhost:8080/path@v2');
    neg('URL credentials', 'email in path', 'https://example.com/users/jane@example.com');
    // Generic assignments: indirections, templates, words that stay quiet, hashes, ids.
    for (const text of [
      `const apiKey = process.env.API_KEY;`,
      `api_key = os.environ["API_KEY"]`,
      `token: \${{ secrets.GITHUB_TOKEN }}`,
      `password: "{{ vault_db_password }}"`,
      `export OPENAI_API_KEY=sk-...`,
      `SECRET_KEY = get_random_secret_key()`,
      `"hashed_secret": "${sha1()}"`,
      `password_hash: "${sha1()}"`,
      `hashed_password = "${sha1()}"`,
      `token_sha256 = "${s.r.chars(64, HEX)}"`,
      // A UUID is an id under an id's name; under a secret's name it is the secret (positives).
      `idempotency_key = "${uuid()}"`,
      `session_id = "${uuid()}"`,
      `"standard_inchi_key": "${inchi()}"`,
      `token_count = ${s.r.int(9000)}`,
      `secretary = "${f.token(24)}"`,
      `password_policy = "${f.token(24)}"`,
      `max_tokens: 4096`,
      `token_type: bearer`,
      `OPENROUTER_API_KEY='sk-or-v1-project1-key'`,
      `API_KEY=abcd1234abcd1234abcd1234abcd1234`,
      `API_TOKEN=a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6`,
      `SECRET=AAAABBBBCCCCDDDDEEEEFFFFGGGGHHHH`,
      `password: changeme`,
      `DB_PASSWORD=postgres`,
      `password = "your-password-here"`,
      `api_key: <your-api-key>`,
      `client_secret: "%CLIENT_SECRET%"`,
      `var apiToken string = os.Getenv("API_TOKEN")`,
      `$apiToken .= $suffix;`,
      `System.setProperty("API_TOKEN", System.getenv("TOKEN"));`,
      `API_TOKEN ?= $(shell cat .token)`,
      `<apiToken>\${API_TOKEN}</apiToken>`,
      `{"config.ini": "X_TOKEN=\${X_TOKEN}\\nDEBUG=true"}`,
      `the token string = "hello"`,
      `next_page_token: "${f.token(32)}"`,
      `csrf_token = "${f.token(32)}"`,
      `public_key: "${f.token(40)}"`,
      `password: "P@ssw0rd!"`,
      `passwordLabel:"Password:",rememberMeLabel:"Remember me:"`,
      `client_secret: >\n  Ask the platform team for it.`,
      `api_token: |\n  ${f.token(32)}\n  ${f.token(32)}`,
      `{\\"api_token\\": \\"\${API_TOKEN}\\"}`,
      `curl -u "alice.martin:" https://api.example.com`,
      `passwd: admin123`,
      `secret: "${'x'.repeat(32)}"`,
      `token: REDACTED`,
      `api_key = "..."`,
      `const pass = !this.result.issues || this.result.issues.length === 0;`,
      `pass: matchResult?.pass ?? false,`,
      `this.#withCredentials = eventSourceInitDict?.withCredentials ?? false`,
      `lastSignificantToken = "?InterpolationInTemplate";`,
    ])
      neg('generic assignments', 'quiet', text);
    // Headers.
    for (const text of [
      'Authorization: Bearer <token>',
      'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com',
      'X-API-Key: your-api-key-here',
      'Authorization: Token ${API_TOKEN}',
      'headers = {"Authorization": f"Bearer {token}"}',
      'Authorization: Api-Token {{ api_token }}',
      'PRIVATE-TOKEN: <your_access_token>',
      'Authorization: Bearer eyJ...',
      "fetch(url, { headers: { 'x-auth-token': token } })",
      'The Authorization header carries a bearer token issued by the identity provider.',
    ])
      neg('auth headers', 'placeholder', text);
    // Basic auth.
    for (const text of [
      'curl -u user:pass https://example.com',
      'curl -u "$USER:$API_TOKEN" https://ci.example.com/api/json',
      'curl --user admin:admin http://localhost:8080',
      "curl --user kevin:'<password>' https://x.example.com",
      'http -a username:password GET https://api.example.com',
      'Authorization: Basic dXNlcjpwYXNzd29yZA==',
      'mysql -u root -p shop',
      'docker login -u $REGISTRY_USER -p $REGISTRY_PASSWORD',
      'psql -U postgres -p 5432',
      'ssh -p 2222 user@host',
    ])
      neg('basic auth', 'placeholder', text);
    // Connection strings.
    for (const text of [
      'Server=db;User Id=sa;Password=<your_password>;',
      'Server=db;User Id=sa;Password=${SQL_PASSWORD};',
      'Server=localhost;User Id=sa;Password=Your_password123;',
      'AccountName=acme;AccountKey=abc123==;',
      'Host=db;Username=app;Password=password',
      'Data Source=app.db;Cache=Shared',
      'Password=;Integrated Security=true',
    ])
      neg('connection strings', 'placeholder', text);
    // Validated look-alikes.
    for (const text of [
      `Example: ${['AIza', 'Sy', counting].join('')}`,
      `AIza${s.r.chars(35, 'abcdefghijkmnopqrtuvwxyz0123456789')}`,
      `key ${['ASIA', 'BBKK02W42Q3IPSPG'].join('')}`,
      `GITLAB=${['glptt', 'hellOworld380_testin'].join('-')}`,
      'export SLACK_BOT_TOKEN=xoxb-your-bot-token',
      'NPM_TOKEN=npm_your_token_here',
      `ghp_${'x'.repeat(36)}`,
      `sk_live_${'x'.repeat(24)}`,
      'SENDGRID_API_KEY=SG.xxxxx.yyyyy',
      'ANTHROPIC_API_KEY=sk-ant-api03-...',
      `integrity: sha512-${Buffer.from(s.r.bytes(64)).toString('base64')}`,
      `- head \`${sha1()}\`, request ${uuid()}`,
    ])
      neg('validated tokens', 'look-alike', text);
  }
}

export function familyCorpus(seed = 1414, perFamily = 140): Sample[] {
  const s = new Samples(seed);
  genericPositives(s, perFamily * 2);
  urlPositives(s, perFamily);
  databasePositives(s, perFamily);
  headerPositives(s, perFamily);
  basicPositives(s, perFamily);
  connectionPositives(s, perFamily);
  validatedPositives(s, perFamily * 2);
  negatives(s);
  return s.out;
}
