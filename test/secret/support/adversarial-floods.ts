// Hostile 1 MB inputs that flood the contextual rules with their own triggers in the shapes each
// reads (a name and its operator, a member, a scheme, a flag, a key's name, a key's alphabet), so
// that a trigger hit costs its reading in full: the cost per hit, not a walk, decides their time.
import type { AdversarialInput } from './adversarial.js';
import { BASE62, Random } from './random.js';

// adversarial.ts lists these inputs, so its helpers are not imported back (no import cycle).
const MB = 1 << 20;
const fill = (unit: string, size = MB): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

export function triggerFloodInputs(): AdversarialInput[] {
  const a = (rule: string, name: string, text: string, expected = 0): AdversarialInput => ({ rule, name, text, expected });
  // Forty characters of the base64 alphabet, the length of an AWS secret key, that read as a word
  // (so that each is judged and refused, not reported), and a key id of one repeated letter.
  const run40 = 'abcdefghij'.repeat(4);
  const keyId = `AKIA${'Q'.repeat(16)}`;
  // The URL-encoded base64 of 32 bytes, the shape of a SAS signature, made of a repeated block.
  const sig44 = `${'Ab0%2B'.repeat(10)}Ab0%3D`;
  // A generated password (every class present): no credential literal in the repository.
  const r = new Random(4417);
  let strong = '';
  while (!/[a-z]/.test(strong) || !/[A-Z]/.test(strong) || !/[0-9]/.test(strong)) strong = r.chars(14, BASE62);
  return [
    a('secret/generic-assignment', 'secret names opening lines without values', fill('api_token:\n')),
    // Export headers on one endless line, then rows of them (support/export-columns.ts).
    a('secret/generic-assignment', 'export header cells on one line', fill(';password,token')),
    a('secret/generic-assignment', 'export headers over short rows', fill('id,password\n1,ab\n')),
    a('secret/generic-assignment', 'secret names opening lines with short words', fill('client_secret: abcdef\n')),
    a('secret/generic-assignment', 'secret names before empty quotes', fill('password = "" ')),
    // Vendors' prefixes as a call's quoted argument (support/vendor-tokens.ts): words after them, or no end.
    a('secret/generic-assignment', 'vendor prefixes as call arguments with words', fill("f('live_abcdefghijabcdefghijabcdefghij', ")),
    a('secret/generic-assignment', 'vendor prefixes as call arguments never closed', fill("('sandbox_")),
    a(
      'secret/generic-assignment',
      'Supabase secret prefixes as call arguments with words',
      fill("(x, 'sb_secret_abcdefghijabcdefghijab', "),
    ),
    // A device's command line (command-keyword-value.ts): lines of keywords with weak values, as long as a line is read.
    a('secret/generic-assignment', 'device keywords mid-line before weak values', fill(`${'snmp-server community abc RO '.repeat(17)}\n`)),
    a('secret/generic-assignment', 'type 0 keywords mid-line before weak values', fill(`${'u password 0 abc role r '.repeat(20)}\n`)),
    // Byte lists under key names (byte-list-key.ts), each one entry too long to be a key.
    a(
      'secret/generic-assignment',
      'key names before long byte lists',
      fill(`key: [${Array.from({ length: 41 }, (_, k) => k * 6).join(', ')}]\n`),
    ),
    a('secret/generic-assignment', 'methods named for a secret given words', fill('client.token("abcdefghijklmnop") ')),
    a('secret/generic-assignment', "clients' auth methods never closed", fill('red:auth("abcdefghij ')),
    a('secret/generic-assignment', 'keywords before short words', fill('{:password "abcdefgh" ')),
    a('secret/generic-assignment', 'symbol arguments never closed', fill("set :api_token, '")),
    // Each password hash call (password-hash-call.ts) given an unclosed literal, and a variable.
    ...['Hash::make', 'bcrypt', 'bcrypt.hash', 'bcrypt.hashSync', 'make_password', 'password_hash'].flatMap((call) => [
      a('secret/generic-assignment', `${call} calls never closed`, fill(`${call}('`)),
      a('secret/generic-assignment', `${call} calls on variables`, fill(`${call}($pw) `)),
    ]),
    a('secret/generic-assignment', 'fish exports of weak words', fill('set -gx DB_PASSWORD changeme\n')),
    a('secret/generic-assignment', 'setenv words without values', fill('setenv API_TOKEN ')),
    a('secret/generic-assignment', 'JAAS login modules without an end', fill('LoginModule required user_a="abcdefgh" ')),
    a('secret/generic-assignment', 'ipsec.secrets types never closed', fill(': PSK " : EAP " : XAUTH "')),
    a('secret/generic-assignment', 'ipsec.secrets types with weak values', fill('a : PSK "changeme"\n')),
    a('secret/generic-assignment', 'Robot variables with weak values', `*** Variables ***\n${fill('${PASSWORD}    changeme\n', MB - 18)}`),
    a('secret/generic-assignment', 'Gradle fields never closed', fill('buildConfigField "String", "API_SECRET", "\\"')),
    a('secret/generic-assignment', 'config commands setting words', fill('npm config set //r/:_authToken abcdefghij\n')),
    a('secret/generic-assignment', 'config options before a key without a value', fill('git config --global --local x.token ')),
    a('secret/generic-assignment', 'logins given words', fill('cargo login abcdefghijklmnop\n')),
    a('secret/generic-assignment', 'login repeated', fill('login ')),
    a('secret/generic-assignment', 'Erlang cookies in alphabetical order', fill(`-setcookie ${'ABCDEFGHIJKLMNOPQRST'}\n`)),
    a('secret/generic-assignment', 'Erlang cookie variables of one letter', fill(`RABBITMQ_ERLANG_COOKIE=${'A'.repeat(20)}\n`)),
    a('secret/connection-string', 'empty password members', fill('Password=;')),
    a('secret/connection-string', 'password members before the next member', fill('Server=a;Password=;User Id=b;')),
    a('secret/auth-header', 'Bearer repeated', fill('Bearer ')),
    a('secret/auth-header', 'Authorization headers of short tokens', fill('Authorization: Bearer abc\n')),
    a(
      'secret/auth-header',
      'header values before their names',
      fill('[r setValue:@"abcdefghijklmnopqrst" forHTTPHeaderField:@"X-API-Key"];'),
    ),
    a('secret/auth-header', 'header names after a value never opened', fill('abcdefghij", forHTTPHeaderField: "Authorization")')),
    a('secret/auth-header', 'bearer symbols before short literals', fill(':authorization, :bearer, "abc" ')),
    a('secret/basic-auth', 'user flags with a user and no password', fill(' -u x:')),
    a('secret/basic-auth', 'user flags with weak passwords', fill(' -u admin:password')),
    // Command lines of tools basic-auth does not name (support/password-options.ts, account-verbs.ts, joined-user-option.ts).
    a('secret/basic-auth', 'password options beside a user with weak values', fill(' -u a -P password1')),
    a('secret/basic-auth', 'password options with strong values and no user', fill(` -p ${strong}`)),
    a('secret/basic-auth', 'quoted -p beside a host with weak values', fill(" -H h -P 25575 -p 'password1'")),
    a('secret/basic-auth', 'long password options opening continued lines', fill('\\\n  --db-password password1 ')),
    a('secret/basic-auth', 'long password options on one command line', `tool${fill(' --db-password', MB - 4)}`),
    a('secret/basic-auth', 'archivers given weak glued passwords', fill('7z a -ppassword1\n')),
    a('secret/basic-auth', 'account verbs with weak passwords', fill('add_user a password1\n')),
    a('secret/basic-auth', 'account verbs with endless arguments', fill('user add a ')),
    a('secret/basic-auth', 'user words', fill('user ')),
    a('secret/basic-auth', '*passwd -b without arguments', fill('x_passwd -b ')),
    a('secret/basic-auth', 'joined user options with weak passwords', fill(' -U a%password1 -u a,password1')),
    a('secret/basic-auth', 'joined user options with quoted weak passwords', fill(" -u a,'password1'")),
    // Windows-style options (support/slash-options.ts) and `net use`'s password before its user, on one command line.
    a(
      'secret/basic-auth',
      'slash password options beside a user with weak values',
      `/u:a${fill(" '/p:password1' /RP password1 /x.password:password1 /password:a")}`,
    ),
    a('secret/basic-auth', 'net use shares before user options', `net use${fill(' \\\\h\\s password1 /user:a')}`),
    // Logins read by their shape (stdin-password.ts, snmp-passphrases.ts, server-login-lines.ts, url-login-call.ts,
    // userpwd-variable.ts, table-login-cell.ts, slash-options.ts' `/login:`, account-verbs.ts' `add`, password-options.ts' `*pw`).
    a('secret/basic-auth', 'login words piped a weak echo', fill("echo 'password1' | a login | b init | c unlock | d auth ")),
    a('secret/basic-auth', 'init and unlock words without a pipe', `echo 'password1'${fill(' iinit unlock', MB - 20)}`),
    a('secret/basic-auth', 'SNMPv3 passphrases with weak values', fill(' -l authPriv -u a -A password1 -X password1')),
    a('secret/basic-auth', 'SNMP passphrase options without a level', fill(` -A ${strong} -X ${strong}`)),
    a('secret/basic-auth', 'options glued to pw with weak values', fill(' --connectpw password1 -pw password1 --adminpwd ')),
    a('secret/basic-auth', 'MONITOR lines with weak passwords', fill('MONITOR u@h 1 a password1 primary\n')),
    a('secret/basic-auth', 'SIP registrations without a host', fill(`register => a:${strong}\n`)),
    a('secret/basic-auth', 'realm comments over weak users', fill('# username: password\nadmin: password1,user\n')),
    a('secret/basic-auth', 'realm file names back to back', fill('realm.properties')),
    a('secret/basic-auth', 'URL-first calls never closed', fill('f("http')),
    a('secret/basic-auth', 'URL-first calls with a method', fill(`f("https://a.b", "GET", "${strong}") `)),
    a('secret/basic-auth', 'USERPWD names without a pair', fill('X_USERPWD=')),
    a('secret/basic-auth', 'table cells with weak logins', `| login |\n|---|\n${fill('| admin / password1 |\n', MB - 20)}`),
    a('secret/basic-auth', 'slashes between words back to back', fill('a / ')),
    a('secret/basic-auth', 'tf logins with weak passwords', fill(' /login:a,password1')),
    a('secret/basic-auth', 'add subcommands with weak passwords', fill("\nkamctl add 922 'password1'")),
    a('secret/basic-auth', 'escaped password lines never ended', fill('\\nSecret: password1\\nPASS ')),
    a('secret/basic-auth', '-w beside bind DNs with weak values', fill(' -D cn=a -p a/b@R -w password1')),
    a('secret/basic-auth', 'quoted archiver options with weak values', fill("7z a '-ppassword1' -hppassword1\n")),
    a('secret/basic-auth', "auth objects' basic methods with weak passwords", fill('auth().basic("admin", "password") ')),
    a('secret/basic-auth', 'NickServ IDENTIFY with weak passwords', fill('/msg NickServ IDENTIFY bot password1\n')),
    a('secret/basic-auth', 'NickServ IDENTIFY never ended', fill('NickServ :IDENTIFY ')),
    a('secret/basic-auth', '/ns IDENTIFY with weak passwords', fill('/ns identify password1\n')),
    a('secret/basic-auth', 'sudo -S without a pipe', fill('sudo -S sudo -s ')),
    a('secret/basic-auth', 'PASS lines beside NICK with weak values', fill('NICK a\nPASS password1\n')),
    a('secret/basic-auth', 'weak literals piped into secret put', fill("echo 'password1' | wrangler secret put A\n")),
    a('secret/basic-auth', 'password and psk words after one pipe', fill(' | vncpasswd --set-password wifi.psk secret set')),
    a('secret/generic-assignment', 'secret add commands without a value option', fill(' secret add --name a')),
    a('secret/generic-assignment', 'secret add commands with weak values', fill(' secret add --value password1\n')),
    a('secret/aws-secret-key', 'key names before assignments without values', fill('aws_secret_access_key = \n')),
    a('secret/aws-secret-key', 'key names in YAML before 40-character words', fill(`aws_secret_access_key: ${run40}\n`)),
    a('secret/aws-secret-key', 'key ids between 40-character runs', fill(`${keyId} ${run40} `)),
    a('secret/cloudflare-token', 'Cloudflare key names without values', fill('CF_API_KEY=\n')),
    // Webhook URLs, bot tokens and signatures: hosts and markers back to back, and near misses read
    // in full (a token one character short, a signature in a query string of another kind).
    a('secret/discord-webhook', 'hosts repeated', fill('discord.com/api/discordapp.com/api/')),
    a(
      'secret/discord-webhook',
      'webhook paths with 67-character tokens',
      fill(`discord.com/api/webhooks/${'1'.repeat(19)}/${'aB3-'.repeat(17).slice(0, 67)} `),
    ),
    a('secret/discord-webhook', 'a versioned path that never ends', `discord.com/api/v10/${fill('webhooks/', MB - 40)}`),
    a('secret/telegram-bot-token', 'markers repeated', fill(':AA')),
    a('secret/telegram-bot-token', 'ids before markers back to back', fill('12345678:AA')),
    a('secret/telegram-bot-token', 'tokens one character short', fill(`${'7'.repeat(10)}:AA${'aB3_'.repeat(9).slice(0, 32)} `)),
    a('secret/telegram-bot-token', 'Bot API hosts repeated', fill('api.telegram.org/bot')),
    a('secret/teams-webhook', 'hosts repeated', fill('x.webhook.office.com/webhookb2/outlook.office.com/webhook/')),
    a('secret/teams-webhook', 'workflow hosts repeated', fill('logic.azure.com:443/workflows/api.powerplatform.com')),
    a(
      'secret/teams-webhook',
      'workflow URLs with short signatures',
      fill(`logic.azure.com:443/workflows/${'0a'.repeat(16)}/triggers/manual/paths/invoke?sv=1.0&sig=abc&`),
    ),
    a('secret/azure-sas', 'markers repeated', fill('sig=')),
    a('secret/azure-sas', 'query markers repeated', fill('&sig=')),
    a('secret/azure-sas', 'signatures without a SAS version back to back', fill(`&sig=${sig44}`)),
    a('secret/azure-sas', 'messaging resources without an expiry', fill(`sr=a&sig=${sig44}&`)),
  ];
}
