// Hostile 1 MB inputs for the readers of configuration notations (src/rules/secret/support/config-notations.ts,
// login-notations.ts, conninfo.ts): their own words at their densest, values that never end, lines that never
// break and near-misses of each notation, each with the exact number of findings it must give.
import type { AdversarialInput } from './adversarial.js';
import { BASE62, Random } from './random.js';

// adversarial.ts lists these inputs, so its helpers are not imported back (no import cycle).
const MB = 1 << 20;
const fill = (unit: string, size = MB): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

export function configNotationInputs(): AdversarialInput[] {
  const a = (rule: string, name: string, text: string, expected = 0): AdversarialInput => ({ rule, name, text, expected });
  // Every unit a finding: the readers at their busiest.
  const dense = (rule: string, name: string, unit: string): AdversarialInput => {
    const n = Math.floor(MB / unit.length);
    return { rule, name, text: unit.repeat(n), expected: n, dense: true };
  };
  const r = new Random(12071);
  let pw = '';
  while (!/[a-z]/.test(pw) || !/[A-Z]/.test(pw) || !/[0-9]/.test(pw)) pw = r.chars(14, BASE62);
  return [
    a('secret/generic-assignment', 'password directives among directives with weak values', fill('HTTP_User a\nHTTP_Passwd changeme\n')),
    a('secret/generic-assignment', 'a password directive whose value never ends', `Pass ${fill('aB3', MB - 5)}`),
    a('secret/generic-assignment', 'password directives on one endless line', fill('Pass abc ')),
    a('secret/generic-assignment', 'OpenWrt options without values', fill("\toption password '")),
    a(
      'secret/generic-assignment',
      'OpenWrt wifi keys with weak values',
      `config wifi-iface\n${fill("\toption key 'changeme'\n", MB - 18)}`,
    ),
    a('secret/generic-assignment', 'Cisco type 0 words without values', fill(' password 0 ')),
    a('secret/generic-assignment', 'fetchmail passwords never closed', `poll x\n${fill(' password "', MB - 7)}`),
    a('secret/generic-assignment', 'WeeChat secure sets without values', fill('/secure set a ')),
    a('secret/generic-assignment', 'gossip keys that decode to no key length', fill('encrypt = "QWxhZGRpbjpvcGVuIHNlc2FtZQ=="\n')),
    a('secret/generic-assignment', 'encrypt words without an operator', fill('encrypt ')),
    a('secret/generic-assignment', 'token blocks never closed', fill('tokens {\n  agent = "')),
    a(
      'secret/generic-assignment',
      'YAML keys under parents that name nothing secret',
      fill('cache:\n  key: abcdefghijklmnopqrstuvwxyz012345\n'),
    ),
    a(
      'secret/generic-assignment',
      'routing keys outside a PagerDuty receiver',
      fill('  - routing_key: abcdef0123456789abcdef0123456789\n'),
    ),
    a('secret/generic-assignment', 'INI passwords with weak values', `[s]\n${fill('password = changeme&x\n', MB - 4)}`),
    a(
      'secret/generic-assignment',
      'SealedSecret ciphertext lines',
      `kind: SealedSecret\n${fill('  encryptedData:\n    password: AgBabcdefghijklmnop\n', MB - 19)}`,
    ),
    a('secret/basic-auth', 'stats auth without a pair', fill('stats auth ')),
    a('secret/basic-auth', 'insecure passwords without a user', fill('insecure-password ')),
    a('secret/basic-auth', 'URL-encoded Basic without a header name', fill('Basic%20')),
    a('secret/basic-auth', 'URL-encoded Basic headers of text', fill('Authorization=Basic%20QWxhZGRpbjpvcGVuIHNlc2FtZQ ')),
    a('secret/basic-auth', 'Conan logins without a password', fill('conan remote login r u ')),
    a('secret/basic-auth', 'Composer http-basic without a command', fill('http-basic.')),
    a('secret/basic-auth', 'basic_auth_handler calls without strings', fill('basic_auth_handler(url, ')),
    a('secret/basic-auth', 'sbt credentials with three strings', fill('credentials += Credentials("a", "b", "c", ')),
    a('secret/basic-auth', 'curl config users with weak passwords', fill('user = "a:password1"\nproxy-user=a:password1\n')),
    a('secret/basic-auth', 'curl config users indented without a value', fill(`${' '.repeat(60)}user=`)),
    a('secret/basic-auth', 'relay logins with weak passwords', fill('[smtp.a.b]:587 a:password1\n')),
    a('secret/basic-auth', 'bracketed long hosts without a port', fill(`[${'a.'.repeat(126)}]:`)),
    a('secret/auth-header', 'Fluent Bit header directives with words', fill('    Header  X-API-Key abcdefghijklmnopqrstu\n')),
    a('secret/auth-header', 'Honeycomb headers without values', fill('x-honeycomb-team: ')),
    a('secret/connection-string', 'conninfo members with weak passwords', fill('host=h user=u password=abcdefgh ')),
    a('secret/connection-string', 'Go DSN networks without a user', fill('@tcp(')),
    a('secret/connection-string', 'Go DSN logins of weak passwords', fill('u:abcdefgh@tcp(h)/ ')),
    dense('secret/generic-assignment', 'Cisco type 0 lines with strong passwords', `username a password 0 ${pw}\n`),
    dense('secret/basic-auth', 'stats auth lines with strong passwords', `stats auth a:${pw}\n`),
    dense('secret/connection-string', 'Go DSN logins with strong passwords', `u:${pw}@tcp(h)/ `),
  ];
}
