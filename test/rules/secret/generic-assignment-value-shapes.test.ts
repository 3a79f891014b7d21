// secret/generic-assignment, values and statements read whole: a password with `=` inside that fills
// its line or its string (a log line, an env array, YAML, INI), a password whose marks no name holds
// although its segments read as words, SQL account statements with clauses after the password
// (`VALID UNTIL`, T-SQL's `N'…'`), Telegram's `api_hash`; and the public halves a secret-sounding name
// points at (an OpenPGP key id, WireGuard's `public key:`, an access key's id), each quiet case beside
// the true one it must not swallow; a markup element with a namespace prefix (WS-Security's
// `<wsse:Password>`, SoapUI's `<con:password>`), its digest form quiet; a filtered value, Camel's
// `#bean:` reference and T-SQL's `… HASHED` password are no literal password.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(6120);
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
// Runs of three with `=` between, as a password generator with `=` in its alphabet writes them.
const innerEquals = `${f.mixedToken(3)}=${f.mixedToken(3)}=${f.mixedToken(9)}`;
// Segments a word-shape test would skip (three letters or fewer) or read as a word, and a `~`.
const upper = (n: number): string => f.r.chars(n, 'ABCDEFGHJKLMNPQRSTUVWXYZ');
const wordyWithMark = `${upper(1)}_${f.r.chars(2, 'abcdefghijk')}_lotus_${f.r.chars(1, 'mnpqrst')}${f.r.chars(1, '23456789')}~_${upper(3)}`;
const pw = f.password(16);
const hex32 = f.token(32, '0123456789abcdef');
const fingerprint = f.r.chars(40, '0123456789ABCDEF');
const wgKey = `${f.mixedToken(43, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')}=`;
const accessKeyId = f.r.chars(20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const secretKey = f.token(40);
const WSS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0';
const digest = `${f.mixedToken(27, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')}=`;

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet('a chained assignment in code', 'password = token = read_token()'),
    quiet('an inner = in a query list', `DB_URL_PASSWORD=a=b&c=${innerEquals}`),
    quiet('a label list under a secret name', 'secret: name=db-creds'),
    quiet('a weak value with an inner =', 'REGISTRY_PASSWORD=pass=word'),
    quiet('a word-shaped tag without marks', 'secret_name: prod-db-primary-copper'),
    quiet("T-SQL's placeholder password", "CREATE LOGIN [app_rw] WITH PASSWORD = N'<password>', CHECK_POLICY = OFF;"),
    quiet('an account statement without a password', "CREATE ROLE etl LOGIN PASSWORD NULL VALID UNTIL 'infinity';"),
    quiet('api_hash read from the environment', 'api_hash = os.environ["TG_API_HASH"]'),
    quiet('a file hash stays a digest', `file_hash = '${hex32}'`),
    quiet("duplicity's OpenPGP key id", `duplicity --encrypt-key ${fingerprint} /srv/data b2://backups`),
    quiet("git's signing key id", `user.name=etl\nuser.signingkey=${fingerprint.slice(-16)}\ncore.bare=false`),
    quiet("gpg's short key id", `gpg --batch --default-key 0x${fingerprint.slice(-16)} --sign notes.txt`),
    quiet('a WireGuard public key in wg show', `interface: wg0\n  public key: ${wgKey}\n  private key: (hidden)`),
    quiet("an access key's id", `AccessKey: ${accessKeyId}\nParentUser: scraper\nStatus: on`),
    quiet(
      "WS-Security's password digest",
      `<wsse:UsernameToken>\n  <wsse:Username>etl</wsse:Username>\n  <wsse:Password Type="${WSS}#PasswordDigest">${digest}</wsse:Password>\n</wsse:UsernameToken>`,
    ),
    quiet("SoapUI's property expansion", '<con:password>${#Project#apiPassword}</con:password>'),
    quiet(
      'a filtered value in a crash report',
      `ConnectionError: cannot reach db with {'user': 'etl', 'db_password': '[FILTERED]', 'timeout': 10}`,
    ),
    quiet("Camel's registry reference", '<from uri="jms://etl@mq.acme.example?password=#bean:jmsCredentials&amp;delay=60000"/>'),
    quiet(
      "T-SQL's hashed password",
      `CREATE LOGIN [app_rw] WITH PASSWORD = 0x0200${f.r.chars(128, '0123456789ABCDEF')} HASHED, CHECK_POLICY = OFF;`,
    ),
    quiet('a namespaced element named for no secret', `<con:endpoint>${pw}</con:endpoint>`),
  ],
  invalid: [
    reported(
      'a password in a crash report',
      `ConnectionError: cannot reach db with {'user': 'etl', 'db_password': '${pw}', 'timeout': 10}`,
      passwordAt(pw),
    ),
    reported(
      "a literal in a Camel endpoint's query",
      `<from uri="jms://etl@mq.acme.example?password=${pw}&amp;delay=60000"/>`,
      passwordAt(pw),
    ),
    reported(
      "WS-Security's plain-text password",
      `<wsse:UsernameToken>\n  <wsse:Username>etl</wsse:Username>\n  <wsse:Password Type="${WSS}#PasswordText">${pw}</wsse:Password>\n</wsse:UsernameToken>`,
      passwordAt(pw),
    ),
    reported(
      "SoapUI's saved password",
      `<con:credentials>\n  <con:username>etl</con:username>\n  <con:password>${pw}</con:password>\n</con:credentials>`,
      passwordAt(pw),
    ),
    reported(
      'a password with = in a log line',
      `2025-01-26T02:00:58Z HOME=/root\n2025-01-26T02:00:58Z REGISTRY_PASSWORD=${innerEquals}\n`,
      passwordAt(innerEquals),
    ),
    reported(
      'a password with = in an env array',
      `"Env": [\n  "MYSQL_ROOT_PASSWORD=${innerEquals}",\n  "PATH=/usr/bin"\n]`,
      passwordAt(innerEquals),
    ),
    reported('a password with = in YAML', `auth:\n  username: admin\n  password: ${innerEquals}\n`, passwordAt(innerEquals)),
    reported('a password with = in an INI section', `[ldap]\nbind_password = ${innerEquals}\n`, passwordAt(innerEquals)),
    reported('a password of word-like segments and a ~', `DB_PASSWORD=${wordyWithMark}`, passwordAt(wordyWithMark)),
    reported(
      'a PostgreSQL role with VALID UNTIL after its password',
      `CREATE ROLE etl LOGIN PASSWORD '${pw}' VALID UNTIL '2026-12-31';`,
      passwordAt(pw),
    ),
    reported(
      "a T-SQL login's N'' password before more options",
      `CREATE LOGIN [app_rw] WITH PASSWORD = N'${pw}', CHECK_POLICY = OFF;`,
      passwordAt(pw),
    ),
    reported(
      "a linked server login's remote password",
      `EXEC sp_addlinkedsrvlogin @rmtsrvname = N'LINK', @useself = N'False', @rmtuser = N'etl', @rmtpassword = N'${pw}';`,
      passwordAt(pw),
    ),
    reported("Telegram's api_hash", `api_id = 1234567\napi_hash = '${hex32}'`, secretAt(hex32)),
    reported('a signing key that is no key id', `signing_key = "${hex32}${hex32}"`, secretAt(`${hex32}${hex32}`)),
    reported('a 40-hex API key after another long flag', `tool --api-key ${fingerprint} sync`, secretAt(fingerprint)),
    reported('a WireGuard private key', `[Interface]\nPrivateKey = ${wgKey}\n`, secretAt(wgKey)),
    reported("the access key's secret beside its id", `AccessKey: ${accessKeyId}\nSecretKey: ${secretKey}`, secretAt(secretKey)),
    reported('an access key of another shape', `access_key = "${hex32}"`, secretAt(hex32)),
  ],
});
