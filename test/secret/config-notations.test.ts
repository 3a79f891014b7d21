// The credential notations of operations, observability, network and package tools' configuration
// files and commands, each with a quiet case of the same notation (a reference, a placeholder, a hash
// or an identifier): directive blocks, INI lines, OpenWrt options, Cisco type 0, fetchmail, WeeChat's
// secure store, gossip keys, token blocks, keys named by their YAML parent, scoped names, HAProxy,
// sbt, Conan, Composer, prometheus_client, URL-encoded Basic headers, Fluent Bit and Honeycomb
// headers, libpq conninfo and the Go MySQL DSN. Every credential is built at test time.
import { describe, expect, test } from 'vitest';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { BASE64, HEX } from './support/random.js';
import { SecretFactory } from './support/secrets.js';

const f = new SecretFactory(12071);

/** [ruleId, the exact reported text] of every error-level finding. */
function errors(text: string): Array<[string, string]> {
  return scanText(text)
    .filter((m) => !m.placeholder)
    .map((m) => [m.ruleId, text.slice(m.offset, m.endOffset)]);
}

type Case = [string, string, Array<[string, string]>];

const run = (cases: Case[]): void => {
  test.each<Case>(cases)('%s', (_name, text, expected) => {
    expect(errors(text)).toEqual(expected);
  });
};

// A generated password holding the marks that end a value in code (`>`, `&`, `|`, `;`).
const marked = (): string => `${f.password(7)}>${f.password(5)}&${f.token(4)}|`;
const G = 'secret/generic-assignment';
const B = 'secret/basic-auth';
const H = 'secret/auth-header';
const C = 'secret/connection-string';

describe('configuration directives and lines (generic-assignment)', () => {
  const pw = marked();
  const mail = f.password(18);
  const gossip = Buffer.from(f.r.chars(32, BASE64)).toString('base64').slice(0, 43) + '=';
  const hex = f.r.chars(32, HEX);
  const uuid = f.uuid4();
  run([
    [
      'a Fluent Bit output: `HTTP_Passwd` among directives',
      `[OUTPUT]\n    Name        es\n    HTTP_User   ops\n    HTTP_Passwd ${pw}\n`,
      [[G, pw]],
    ],
    [
      'quiet: the directive from the environment',
      '[OUTPUT]\n    Name        es\n    HTTP_User   ops\n    HTTP_Passwd ${ES_PASSWORD}\n',
      [],
    ],
    [
      'an mbsync account: `Pass`',
      `IMAPAccount work\nHost imap.example.com\nUser me@example.com\nPass ${mail}\nTLSType IMAPS\n`,
      [[G, mail]],
    ],
    ['quiet: mbsync `PassCmd`', `IMAPAccount work\nHost imap.example.com\nUser me@example.com\nPassCmd "pass show mail/work"\n`, []],
    // Not a directive, but a password in a sentence (prose-password.ts).
    ['a sentence that opens with the word', `The password ${mail} is not written here.\n`, [[G, mail]]],
    ['an INI line: the value runs to the line end', `[security]\nadmin_user = admin\nadmin_password = ${pw}\n`, [[G, pw]]],
    ['quiet: an INI line from the environment', '[security]\nadmin_user = admin\nadmin_password = ${GF_ADMIN_PASSWORD}\n', []],
    [
      'OpenWrt: a wifi-iface `option key`',
      `config wifi-iface 'guest'\n\toption ssid 'guest'\n\toption encryption 'psk2'\n\toption key '${mail}'\n`,
      [[G, mail]],
    ],
    ['OpenWrt: a PPPoE `option password`', `config interface 'wan'\n\toption proto 'pppoe'\n\toption password '${mail}'\n`, [[G, mail]]],
    ['quiet: an OpenWrt placeholder', "config wifi-iface 'guest'\n\toption encryption 'psk2'\n\toption key '<wifi-passphrase>'\n", []],
    ['Cisco IOS: `password 0` is plain text', `username ops privilege 15 password 0 ${mail}\n`, [[G, mail]]],
    ['Cisco IOS: a RADIUS `key 0`', `radius server NPS\n address ipv4 10.0.0.5 auth-port 1812\n key 0 ${mail}\n`, [[G, mail]]],
    ['quiet: Cisco type 9 is a hash', `username ops privilege 15 secret 9 $9$${f.r.chars(14, BASE64)}$${f.r.chars(43, BASE64)}\n`, []],
    [
      'fetchmail: `password "…"` in a poll entry',
      `poll imap.example.com protocol IMAP\n    user "me@example.com" there with password "${mail}" is "me" here\n`,
      [[G, mail]],
    ],
    [
      'quiet: a fetchmail placeholder',
      'poll imap.example.com protocol IMAP\n    user "me" there with password "<app-password>" is "me" here\n',
      [],
    ],
    ['WeeChat: `/secure set` stores a literal', `/secure set libera ${mail}\n`, [[G, mail]]],
    ['quiet: WeeChat reads the secure store', '/set irc.server.libera.sasl_password "${sec.data.libera}"\n', []],
    ['Consul: an HCL gossip key', `datacenter = "dc1"\nencrypt    = "${gossip}"\n`, [[G, gossip]]],
    ['Consul: a JSON gossip key', `{\n  "server": true,\n  "encrypt": "${gossip}"\n}\n`, [[G, gossip]]],
    ['quiet: a Terraform backend flag', 'backend "s3" {\n  encrypt = true\n}\n', []],
    ['quiet: an encryption mode', '"encrypt": "aes256-gcm-with-a-long-mode-name"\n', []],
    ['Consul: an ACL `tokens` block', `acl {\n  enabled = true\n  tokens {\n    agent = "${uuid}"\n  }\n}\n`, [[G, uuid]]],
    ['quiet: a tokens block from variables', 'acl {\n  tokens {\n    agent = "${var.consul_agent_token}"\n  }\n}\n', []],
    ['a YAML `key:` under `api:`', `datadog:\n  api:\n    site: datadoghq.eu\n    key: ${hex}\n`, [[G, hex]]],
    ['quiet: a YAML `key:` under `cache:`', `cache:\n  ttl: 60\n  key: ${hex}\n`, []],
    [
      'an Alertmanager PagerDuty `routing_key`',
      `receivers:\n  - name: pd\n    pagerduty_configs:\n      - routing_key: ${hex}\n`,
      [[G, hex]],
    ],
    ['quiet: an AMQP `routing_key`', `publisher:\n  exchange: events\n  routing_key: ${hex}\n`, []],
  ]);
});

describe('directive lines of any tool, read by the name alone (generic-assignment)', () => {
  const pw = f.password(16);
  const token = f.token(32);
  run([
    ['a `name value` line whose name is a glued password word', `rpcpassword ${pw}\n`, [[G, pw]]],
    ['quiet: the same line with a placeholder', 'rpcpassword <rpc-password>\n', []],
    ['an indented directive in a block', `authentication {\n    auth_type PASS\n    auth_pass ${pw}\n}\n`, [[G, pw]]],
    ['quiet: the same directive from a variable', 'authentication {\n    auth_pass $KEEPALIVED_PASS\n}\n', []],
    ["a secret's name: `client_secret`", `client_id web\nclient_secret ${token}\n`, [[G, token]]],
    ['quiet: a word after it', 'client_secret rotation is monthly\n', []],
    ['a quoted value after `set`', `set smtp_url = "smtps://me@mail.example.com"\nset smtp_pass "${pw}"\n`, [[G, pw]]],
    ['quiet: `set` with a reference', 'set smtp_pass "$SMTP_PASS"\n', []],
    ['an upper-case `SET`', `SET db_password ${pw}\n`, [[G, pw]]],
    ["OpenLDAP's `bindpw`", `binddn cn=reader,dc=example,dc=com\nbindpw ${pw}\n`, [[G, pw]]],
    ['a bare password word among directives', `Host mail.example.com\nUser me\nPassword ${pw}\n`, [[G, pw]]],
    // Alone on its line it is no directive, and a generated value after the word is still a password (prose-password.ts).
    ['the same bare word alone on its line', `Password ${pw}\n`, [[G, pw]]],
    [
      'quiet: prose that opens with a secret word',
      'password reset links expire\ntoken count is 5\nPassword required\npass the value\n',
      [],
    ],
    ['quiet: a shell `passwd` command', 'sudo passwd alice\npasswd alice\n', []],
  ]);
});

describe('names scoped to a host, a remote or an account (generic-assignment)', () => {
  const tfc = `${f.token(14)}.atlasv1.${f.token(67)}`;
  const pw = f.password(16);
  const chosen = `Gable${f.r.chars(2, '0123456789')}.thistle`;
  run([
    ['Terraform: `TF_TOKEN_<host>`', `export TF_TOKEN_app_terraform_io=${tfc}\n`, [[G, tfc]]],
    ['quiet: Terraform from a command', 'export TF_TOKEN_app_terraform_io="$(cat ~/.tfc-token)"\n', []],
    ['Conan: `CONAN_PASSWORD_<REMOTE>`', `env:\n  CONAN_PASSWORD_ARTIFACTORY: "${pw}"\n`, [[G, pw]]],
    ['quiet: an attribute after the word', `env:\n  CONAN_PASSWORD_FILE: "/run/secrets/${f.token(16)}"\n`, []],
    ['offlineimap: `remotepass`', `[Repository work]\ntype = IMAP\nremotepass = ${pw}\n`, [[G, pw]]],
    ['quiet: offlineimap `remotepasseval`', '[Repository work]\ntype = IMAP\nremotepasseval = get_password("work")\n', []],
    ['quiet: another word ending in pass', `[route]\nbypass = ${f.token(20)}\n`, []],
    [
      'RouterOS: a WPA pre-shared key',
      `/interface wireless security-profiles\nset [ find default=yes ] mode=dynamic-keys \\\n    wpa2-pre-shared-key=${chosen}\n`,
      [[G, chosen]],
    ],
    ['quiet: the authentication mode', 'set [ find default=yes ] authentication-types=wpa2-psk,wpa-psk-with-long-mode-name\n', []],
  ]);
});

describe('a SealedSecret holds ciphertext (generic-assignment)', () => {
  const sealed = `AgB${f.r.chars(240, BASE64)}`;
  const pw = f.password(20);
  run([
    [
      'quiet: `encryptedData` of a SealedSecret',
      `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: ${sealed}\n`,
      [],
    ],
    [
      'a plain Secret beside it is still read',
      `kind: SealedSecret\nspec:\n  encryptedData:\n    password: ${sealed}\n---\nkind: Secret\nstringData:\n  password: ${pw}\n`,
      [[G, pw]],
    ],
  ]);
});

describe('users and passwords in server and package tools (basic-auth)', () => {
  const pw = f.password(16);
  const basic = Buffer.from(`${f.r.chars(6, '0123456789')}:${f.token(40)}`).toString('base64');
  run([
    ['HAProxy `stats auth`', `listen stats\n    stats enable\n    stats auth ops:${pw}\n`, [[B, pw]]],
    ['quiet: `stats auth` from the environment', 'listen stats\n    stats auth ops:"${STATS_PASSWORD}"\n', []],
    ['HAProxy `insecure-password`', `userlist ops\n    user grafana insecure-password ${pw}\n`, [[B, pw]]],
    ['quiet: a hashed HAProxy user', `userlist ops\n    user grafana password $6$${f.r.chars(16, BASE64)}$${f.r.chars(86, BASE64)}\n`, []],
    [
      'an URL-encoded Basic header in OTEL_EXPORTER_OTLP_HEADERS',
      `export OTEL_EXPORTER_OTLP_HEADERS="Authorization=Basic%20${basic}"\n`,
      [[B, basic]],
    ],
    ['quiet: the header from a variable', 'export OTEL_EXPORTER_OTLP_HEADERS="Authorization=Basic%20${OTLP_BASIC}"\n', []],
    [
      'sbt `Credentials(realm, host, user, password)`',
      `credentials += Credentials("Nexus", "repo.example.com", "ops", "${pw}")\n`,
      [[B, pw]],
    ],
    ['quiet: sbt from the environment', 'credentials += Credentials("Nexus", "repo.example.com", "ops", sys.env("REPO_PASSWORD"))\n', []],
    ['Conan `remote login -p`', `conan remote login artifactory ops -p ${pw}\n`, [[B, pw]]],
    ['quiet: Conan from a variable', 'conan remote login artifactory ops -p "$CONAN_PASSWORD"\n', []],
    ['Composer `http-basic`', `composer config --global http-basic.repo.example.com ops ${pw}\n`, [[B, pw]]],
    ['quiet: Composer from a variable', 'composer config --global http-basic.repo.example.com ops "$REPO_PASSWORD"\n', []],
    [
      "prometheus_client's `basic_auth_handler`",
      `    return basic_auth_handler(url, method, timeout, headers, data, "ops", "${pw}")\n`,
      [[B, pw]],
    ],
    [
      'quiet: the handler fed from the environment',
      '    return basic_auth_handler(url, method, timeout, headers, data, "ops", os.environ["PUSH_PASSWORD"])\n',
      [],
    ],
  ]);
});

describe('header maps and directives (auth-header)', () => {
  const key = f.token(40);
  const team = f.token(22);
  run([
    ["Fluent Bit's `Header` directive", `[OUTPUT]\n    Name    http\n    Header  X-API-Key ${key}\n`, [[H, key]]],
    ['quiet: the directive from the environment', '[OUTPUT]\n    Name    http\n    Header  X-API-Key ${API_KEY}\n', []],
    ["Honeycomb's key header in an exporter's `headers:`", `    headers:\n      "x-honeycomb-team": "${team}"\n`, [[H, team]]],
    [
      'quiet: the dataset header and a reference',
      '    headers:\n      x-honeycomb-dataset: prod-traces\n      x-honeycomb-team: ${env:HONEYCOMB_API_KEY}\n',
      [],
    ],
  ]);
});

describe('libpq conninfo and the Go MySQL DSN (connection-string)', () => {
  const pw = `;${f.password(8)}&${f.password(6)}|`;
  const dsn = f.password(18);
  const dotted = `Tirch${f.r.chars(2, '0123456789')}.marble`;
  run([
    [
      "libpq's blank-separated members: `;` is a password character",
      `DATA_SOURCE_NAME="host=db port=5432 user=ops password=${pw} sslmode=disable"\n`,
      [[C, pw]],
    ],
    ["a chosen dotted password in libpq's list", `dsn := "host=db user=etl password=${dotted} dbname=app"`, [[C, dotted]]],
    ['quiet: a libpq placeholder', 'DATA_SOURCE_NAME="host=db port=5432 user=ops password=<password> sslmode=disable"\n', []],
    ['a Go MySQL DSN', `[[inputs.mysql]]\n  servers = ["telegraf:${dsn}@tcp(db.example.com:3306)/?tls=false"]\n`, [[C, dsn]]],
    ['quiet: a Go MySQL DSN from a variable', '  servers = ["telegraf:${MYSQL_PASSWORD}@tcp(db.example.com:3306)/?tls=false"]\n', []],
  ]);
});
