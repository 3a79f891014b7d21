// secret/basic-auth: `Authorization: Basic` values (decoded, the password judged) and `user:password`
// on command lines; placeholders, variables and uid:gid are nothing.
import { secretBasicAuth } from '../../../src/rules/secret/basic-auth.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(1120);
const pw = f.password(14);
const basic = Buffer.from(`svc:${pw}`).toString('base64');
const CALL = 'Password in a credentials call';
const COMMAND_LINE = 'Password on a command line';
const ENCODED = 'HTTP Basic credentials';
const dottedPassword = `${f.password(8)}.${f.password(6)}`;
const at = (secret: string, family = COMMAND_LINE) => ({ secret, family, redacted: redactedBare(secret) });
// Words joined into a password with a number: a passphrase (judge.ts).
const passphrase = new SecretFactory(2234).passphrase('_');

ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('placeholder words after the user', 'curl -u deploy:your_api_password_1 https://nexus.internal/'),
    quiet('-p on a command that does not log in', `tar -cvf out.tar -p ${pw}`),
    quiet('/p: outside a remote desktop command', `robocopy src dst /p:${pw}`),
    quiet('a quoted -u followed by a call', 'call system(g:zipcmd." -u ".s:Escape(fnamemodify(zipfile,":p"),0))'),
    quiet('cmdkey with placeholders', 'cmdkey /add:<ServerName> /user:<username> /pass:<password>'),
    quiet('cmdkey with a variable', 'cmdkey /generic:$target /user:svc /pass:$Password'),
    quiet('/pass: outside cmdkey', `robocopy src dst /pass:${pw}`),
    quiet('net use with a switch after the user', 'net use Z: \\\\fs01\\share /user:CORP\\svc /persistent:yes'),
    quiet('a SqlCredential of variables', 'var cred = new SqlCredential(userId, securePassword);'),
    quiet('net use prompting for the password', 'net use Z: \\\\fs01\\share /user:CORP\\svc *'),
    quiet('net use with a variable', 'net use Z: \\\\fs01\\share /user:CORP\\svc %SHARE_PASSWORD%'),
    quiet('htpasswd prompting (no -b)', 'htpasswd -c .htpasswd svc'),
    quiet('a tuple under a name that only contains auth', `oauth = ("svc", "${pw}")`),
    quiet('-w on a command that is no LDAP client', `curl -w "%{http_code}" -o /dev/null https://api.example.com; sort -w ${pw}`),
    quiet('an LDAP client prompting for the bind password', 'ldapsearch -x -D "cn=admin,dc=acme,dc=io" -W -b "dc=acme,dc=io"'),
    quiet('an LDAP client given a variable', 'ldapmodify -x -D cn=admin,dc=acme,dc=io -w "$LDAP_PASSWORD" -f change.ldif'),
    quiet('an echoed pair of variables', 'echo -n "$USER:$PASS" | base64'),
    quiet('an echoed placeholder pair', 'echo -n "user:password" | base64'),
    quiet('an echoed pair not encoded', `echo "svc:${pw}" > creds.txt`),
    quiet('htpasswd -b with a variable', 'htpasswd -b .htpasswd svc "$PASSWORD"'),
    quiet('Basic with a placeholder password', `Authorization: Basic ${Buffer.from('user:pass').toString('base64')}`),
    quiet('curl -u placeholders', 'curl -u username:password https://api.example.com'),
    quiet('a PlainCredentials default', "credentials = pika.PlainCredentials('guest', 'guest')"),
    quiet('a PlainCredentials of variables', 'credentials = pika.PlainCredentials(user, os.environ["MQ_PASSWORD"])'),
    quiet('a Sequelize constructor of variables', "const db = new Sequelize('shop', process.env.DB_USER, process.env.DB_PASS, {});"),
    quiet('an anonymous FTP login', `$ftp->login("anonymous", '-anonymous@')`),
    quiet('a login of placeholders', "smtp.login('user@example.com', 'password')"),
    quiet('a word that ends in login', `blogin('svc', '${pw}')`),
    quiet('jenkins-cli -auth from a file', 'java -jar jenkins-cli.jar -s https://ci.example.com/ -auth @creds.txt build x'),
    quiet(
      'Basic of a placeholder with no user',
      `git -c http.extraHeader="Authorization: Basic ${Buffer.from(':password').toString('base64')}" clone x`,
    ),
    quiet('a credentials call with placeholders', `requests.get(url, auth=("user", "password"))`),
    quiet('a credentials call with variables', 'session.auth = HTTPBasicAuth(user, os.environ["API_PASSWORD"])'),
    quiet('oauth is not auth', `client = Client(oauth=("app", "${pw}"))`),
    quiet('a user name alone (curl asks for the password)', 'curl -u "alice.martin:" https://api.example.com'),
    quiet('curl -u variables', 'curl -u "$USER:$API_TOKEN" https://api.example.com'),
    quiet('a key template as the user name', 'curl -u "${STRIPE_KEY}:" https://api.stripe.com'),
    quiet('docker -u uid:gid', 'docker run -u 1000:1000 image'),
    quiet('prose about basic authentication', 'Use basic authentication for the proxy.'),
    quiet('wget password flags with a variable', 'wget --http-user=ci --http-password="$PASSWORD" https://files.example.com/x.tgz'),
    quiet('an encoded pair built from variables', 'const auth = Buffer.from(`${user}:${pass}`).toString("base64");'),
    quiet('an encoded pair of placeholders', 'btoa("username:password")'),
    quiet('a Go pair built from variables', 'auth := base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))'),
    quiet('a BasicAuth call with variables', 'aiohttp.BasicAuth(login, password)'),
    quiet('ConvertTo-SecureString from the environment', 'ConvertTo-SecureString $env:DB_PASSWORD -AsPlainText -Force'),
    // Without -AsPlainText the argument is an encrypted standard string (DPAPI), not the password.
    quiet(
      'ConvertTo-SecureString of an encrypted string',
      `$secure = ConvertTo-SecureString "01000000d08c9ddf${f.token(48).toLowerCase()}"`,
    ),
  ],
  invalid: [
    reported('a passphrase after the user', `curl -u deploy:${passphrase} https://nexus.internal/repository/raw/`, at(passphrase)),
    reported('PsExec -p', `PsExec.exe \\\\fs01 -u CORP\\svc -p ${dottedPassword} cmd /c ipconfig`, at(dottedPassword)),
    reported('xfreerdp /p:', `xfreerdp /v:10.0.0.7 /u:svc /p:${pw}`, at(pw)),
    reported('cmdkey /pass:', `cmdkey /add:fs01.corp.lan /user:CORP\\svc /pass:${pw}`, at(pw)),
    reported('a dotted cmdkey password', `cmdkey /add:fs01 /user:svc /pass:${dottedPassword}`, at(dottedPassword)),
    reported('a .NET SqlCredential', `var cred = new SqlCredential("svc", "${pw}");`, at(pw, CALL)),
    reported(
      'an ADAL UserPasswordCredential',
      `var upc = new UserPasswordCredential("svc@example.onmicrosoft.com", "${pw}");`,
      at(pw, CALL),
    ),
    reported('net use /user: and its password', `net use Z: \\\\fs01\\share /user:CORP\\svc ${pw}`, at(pw)),
    reported('htpasswd -b', `htpasswd -b -c .htpasswd svc ${pw}`, at(pw)),
    reported('htpasswd -nb', `htpasswd -nbB svc ${pw}`, at(pw)),
    reported('echo -n "user:pw" | base64', `echo -n "svc:${pw}" | base64`, at(pw, ENCODED)),
    reported("printf 'user:pw' | base64", `AUTH=$(printf 'svc:${dottedPassword}' | base64)`, at(dottedPassword, ENCODED)),
    reported(
      'a password with a dot after --user',
      `curl --user "root:${dottedPassword}" https://api.internal/v1/status`,
      at(dottedPassword),
    ),
    reported('wget --http-password=', `wget --http-user=svc --http-password=${pw} https://files.internal/dump.tgz`, at(pw)),
    reported(
      'wget --ftp-password= with a dot',
      `wget --ftp-user=svc --ftp-password=${dottedPassword} ftp://ftp.internal/pub/`,
      at(dottedPassword),
    ),
    reported('curl --proxy-user', `curl --proxy-user svc:${pw} -x http://proxy:3128 https://example.org`, at(pw)),
    reported('Buffer.from("user:pw").toString("base64")', `const auth = Buffer.from("svc:${pw}").toString("base64");`, at(pw, ENCODED)),
    reported('Go base64 of a []byte pair', `auth := base64.StdEncoding.EncodeToString([]byte("svc:${pw}"))`, at(pw, ENCODED)),
    reported("Ruby's strict_encode64", `token = Base64.strict_encode64("svc:${pw}")`, at(pw, ENCODED)),
    reported('btoa("user:pw")', `headers.Authorization = "Basic " + btoa('svc:${pw}');`, at(pw, ENCODED)),
    reported('curl -u', `curl -u admin:${pw} https://api.example.com/v1`, { secret: pw, family: COMMAND_LINE, redacted: redactedBare(pw) }),
    reported('curl --user=', `curl --user=ci:${pw} https://ci.example.com`, {
      secret: pw,
      family: COMMAND_LINE,
      redacted: redactedBare(pw),
    }),
    reported("requests' auth tuple", `r = requests.get(url, auth=("admin", "${pw}"))`, {
      secret: pw,
      family: CALL,
      redacted: redactedBare(pw),
    }),
    reported('HTTPBasicAuth', `session.auth = HTTPBasicAuth('svc-reports', '${pw}')`, {
      secret: pw,
      family: CALL,
      redacted: redactedBare(pw),
    }),
    reported('a positional PlainCredentials', `credentials = pika.PlainCredentials('deploy', '${pw}')`, at(pw, CALL)),
    reported(
      'a Sequelize constructor',
      `const db = new Sequelize('shop', 'svc_etl', '${pw}', {\n  dialect: 'postgres',\n});`,
      at(pw, CALL),
    ),
    reported('an smtplib login', `server.login('alerts@example.com', '${pw}')`, at(pw, CALL)),
    reported('jenkins-cli -auth user:token', `java -jar jenkins-cli.jar -s https://ci.example.com/ -auth ci:${pw} build deploy`, at(pw)),
    reported(
      'Basic of a token with no user in git extraHeader',
      `git -c http.extraHeader="Authorization: Basic ${Buffer.from(`:${pw}`).toString('base64')}" clone https://dev.example.com/r`,
      {
        secret: Buffer.from(`:${pw}`).toString('base64'),
        family: ENCODED,
        redacted: redactedBare(Buffer.from(`:${pw}`).toString('base64')),
      },
    ),
    reported(
      'a .NET NetworkCredential across lines',
      `client.Credentials = new NetworkCredential(\n    "ops@example.com",\n    "${pw}");`,
      {
        secret: pw,
        family: CALL,
        redacted: redactedBare(pw),
      },
    ),
    reported('a password with no user', `curl -u ":${pw}" https://localhost:9200`, {
      secret: pw,
      family: COMMAND_LINE,
      redacted: redactedBare(pw),
    }),
    reported('an API key as the user, with no password', `curl -u "${pw}:" https://localhost:9200`, {
      secret: pw,
      family: COMMAND_LINE,
      redacted: redactedBare(pw),
    }),
    reported('a quoted argument', `curl -u "deploy:${pw}" https://x.example`, {
      secret: pw,
      family: COMMAND_LINE,
      redacted: redactedBare(pw),
    }),
    reported('HTTPie -a', `http -a ops:${pw} GET https://x.example/health`, {
      secret: pw,
      family: COMMAND_LINE,
      redacted: redactedBare(pw),
    }),
    reported('Authorization: Basic is decoded', `-H "Authorization: Basic ${basic}"`, {
      secret: basic,
      family: 'HTTP Basic credentials',
      redacted: redactedBare(basic),
    }),
    reported('a BasicAuth call (aiohttp, httpx)', `aiohttp.BasicAuth("etl", "${pw}")`, at(pw, CALL)),
    reported('a tuple under a name ending in _auth', `login_auth = ('svc', '${pw}')`, at(pw, CALL)),
    reported(
      "an LDAP client's bind password",
      `ldapsearch -x -H ldaps://ldap.acme.io -D "cn=admin,dc=acme,dc=io" -w '${pw}' -b "dc=acme,dc=io"`,
      at(pw),
    ),
    reported(
      "PowerShell's ConvertTo-SecureString -AsPlainText",
      `$secure = ConvertTo-SecureString "${pw}" -AsPlainText -Force`,
      at(pw, CALL),
    ),
  ],
});

// A user and a password handed to a login call by position, or as the Basic pair of an option: each
// reading beside the same notation given variables, environment reads or placeholders.
const userMap = `app.use(basicAuth({\n  users: { 'reporter': '${dottedPassword}' },\n  challenge: true,\n}));`;
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('a login password method given variables', 'ssh.authPassword(user, password)'),
    quiet('a password method that does not log in', `hasher.hashPassword("svc", "${pw}")`),
    quiet('JDBC getConnection given variables', 'Connection c = DriverManager.getConnection(url, user, password);'),
    quiet('JDBC getConnection reading the environment', 'DriverManager.getConnection(url, "svc", System.getenv("DB_PASSWORD"));'),
    quiet("request's .auth given variables", 'request.get(url).auth(user, pass, true);'),
    quiet("Ruby's basic_auth given the environment", "req.basic_auth ENV['API_USER'], ENV['API_PASSWORD']"),
    quiet('a Node auth option built from variables', 'https.request({ host, auth: `${user}:${pass}` });'),
    quiet('a Node auth option with a placeholder pair', "https.request({ host, auth: 'user:password' });"),
    quiet('an OAuth option is no Basic pair', `client({ oauth: 'svc:${pw}' });`),
    // Elixir's Req and PHP's Guzzle take the pair as a tuple or an array (invalid: `Req's basic tuple`, `Guzzle's auth array`).
    quiet("Req's basic tuple built from variables", 'Req.get!(url, auth: {:basic, "#{user}:#{pass}"})'),
    quiet("Req's basic tuple with a placeholder pair", 'Req.get!(url, auth: {:basic, "user:password"})'),
    quiet("Guzzle's auth array of variables", "$client->get($url, ['auth' => [$user, $password]]);"),
    quiet("Guzzle's auth array with placeholders", "$client->get($url, ['auth' => ['username', 'password']]);"),
    quiet('a PHP array key that only contains auth', `$options = ['oauth' => ['svc', '${pw}']];`),
    quiet('express-basic-auth users from the environment', 'app.use(basicAuth({ users: { admin: process.env.ADMIN_PASSWORD } }));'),
  ],
  invalid: [
    reported(
      'a login password method (ms-rest-azure)',
      `msRestAzure.loginWithUsernamePassword('ops@acme.example', '${dottedPassword}', done);`,
      at(dottedPassword, CALL),
    ),
    reported("sshj's authPassword", `ssh.authPassword("deploy", "${dottedPassword}")`, at(dottedPassword, CALL)),
    reported(
      'JDBC getConnection with a URL, a user and a password',
      `Connection c = DriverManager.getConnection(\n    "jdbc:postgresql://db.acme.example:5432/orders",\n    "reporter",\n    "${dottedPassword}");`,
      at(dottedPassword, CALL),
    ),
    reported("a DataSource's getConnection", `Connection c = ds.getConnection("reporter", "${pw}");`, at(pw, CALL)),
    reported("request's .auth method", `request.post(url).auth('billing_rw', '${pw}', true);`, at(pw, CALL)),
    reported("Ruby's basic_auth without parentheses", `req.basic_auth "ops", "${dottedPassword}"`, at(dottedPassword, CALL)),
    reported(
      "Node's auth option",
      `https.request({\n  host: 'registry.acme.example',\n  auth: 'svc_orders:${dottedPassword}',\n});`,
      at(dottedPassword, ENCODED),
    ),
    reported("express-basic-auth's users map", userMap, at(dottedPassword, ENCODED)),
    reported("Req's basic tuple", `Req.get!("https://api.acme.example/v1/orders", auth: {:basic, "app_rw:${pw}"})`, at(pw, ENCODED)),
    reported(
      "Guzzle's auth array",
      `$response = \\Drupal::httpClient()->get($url, [\n  'auth' => ['analytics', '${dottedPassword}'],\n  'timeout' => 10,\n]);`,
      at(dottedPassword, CALL),
    ),
  ],
});

// Any call whose name says it logs in or connects, read by position without naming the library:
// each true case beside the same call given variables, an environment read or a placeholder.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('a connect call given variables', 'conn = pymysql.connect(host, user, password, "app")'),
    quiet('a connect call reading the environment', 'conn = pymysql.connect("db", "root", os.environ["DB_PASSWORD"], "app")'),
    quiet('a user and password setter with a placeholder', 'client.username_pw_set("iot", "<password>")'),
    quiet('a connect call given a host and a port', 'sock.connect("localhost", "8080")'),
    quiet('a bind call given a Rust option of a variable', 'ldap.simple_bind("cn=admin", Some(&password))'),
    // A call named for a secret is generic-assignment's; a header's scheme and value are auth-header's
    // (their true cases: "Azure Identity's ClientSecretCredential", "a C# AuthenticationHeaderValue").
    quiet('a call named for a secret', `new ClientSecretCredential("tenant", "${pw}")`),
  ],
  invalid: [
    reported('a connect call with a host, a user, a password', `conn = pymysql.connect("db", "root", "${pw}", "app")`, at(pw, CALL)),
    reported('an authenticate method', `ldap.authenticate("cn=admin,dc=acme,dc=example", "${pw}")`, at(pw, CALL)),
    reported("MQTT's username_pw_set", `client.username_pw_set("iot", "${pw}")`, at(pw, CALL)),
    reported("Rust's Credentials::new", `let c = Credentials::new("deploy", "${pw}");`, at(pw, CALL)),
    reported('a Rust password in Some(…)', `client.basic_auth("deploy", Some("${pw}"))`, at(pw, CALL)),
    reported(
      "Go's smtp.PlainAuth after an empty identity",
      `auth := smtp.PlainAuth("", "ops@acme.example", "${pw}", "smtp.acme.example")`,
      at(pw, CALL),
    ),
    reported("PHP's ->login", `$ftp->login("deploy", "${pw}");`, at(pw, CALL)),
    reported('a Ruby method without parentheses', `smtp.auth_plain "deploy", "${pw}"`, at(pw, CALL)),
  ],
});

// `-p`/`-P` of any database client, named by its word: a port there is digits, never a chosen password.
ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet('a database client given a port', 'psql -h db.acme.example -p 5432 -U app\nmysql -h db -P 3306 -u root -p'),
    quiet("sqlcmd's -P from the environment", 'sqlcmd -S db -U sa -P "$SA_PASSWORD"'),
    quiet("mongosh's -p with a placeholder", "mongosh -u admin -p '<password>'"),
    quiet('a port of another command before a database image', 'docker run -p 8080:80 mysql'),
  ],
  invalid: [
    reported("mongosh's -p", `mongosh --host db.acme.example -u admin -p ${pw}`, at(pw)),
    reported("sqlcmd's upper-case -P", `sqlcmd -S db.acme.example -U sa -P ${pw}`, at(pw)),
    reported("cqlsh's -p", `cqlsh db.acme.example -u cassandra -p ${pw}`, at(pw)),
  ],
});
