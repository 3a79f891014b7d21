// secret/generic-assignment, notations and value shapes read this way: a reference's literal fallback
// (`${DB_PASSWORD:-…}`, Spring's `${api.key:…}`), a SAS macro variable in a password's place, a
// pre-shared key (`psk=`), Apple's app-specific passwords, and a secret's keyword in the middle of a
// device's command line (`username u secret …`); each true case beside the quiet one it must not be
// confused with; and a key written as a list of byte values (`network_key: [ … ]`).
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(4409);
const v = f.token(40);
const pw = f.password(16);
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
// Four groups of four random letters: the shape Apple issues.
const letters = 'abcdefghijklmnopqrstuvwxyz';
const letterGroup = (): string => Array.from({ length: 4 }, () => letters[f.r.int(letters.length)]).join('');
const appPassword = (): string => [letterGroup(), letterGroup(), letterGroup(), letterGroup()].join('-');
// Twenty drawn the same way: letters at random repeat and form runs no fixed sample shows.
const appPasswords = Array.from({ length: 20 }, appPassword);
// A generated password that opens with `&`, its letters in both cases (a macro's name is in one).
const ampersandFirst = `&${f.mixedToken(15)}`;
// A generated password with an `=` after a short run holding marks no name has.
const innerEquals = `${f.mixedToken(6)}@${f.mixedToken(3)}*=${f.mixedToken(4)}`;
// Sixteen random bytes, as a list of decimals and as C hex literals.
const keyBytes = Array.from(f.r.bytes(16));
const decimalList = `[${keyBytes.join(', ')}]`;
const hexList = `{ ${keyBytes.map((b) => `0x${b.toString(16).padStart(2, '0').toUpperCase()}`).join(', ')} }`;
const wpaHex = f.token(64, '0123456789abcdef');

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet('a fallback that is a placeholder', 'export DB_PASSWORD="${DB_PASSWORD:-changeme}"'),
    quiet('an empty fallback', 'export DB_PASSWORD="${DB_PASSWORD:-}"'),
    quiet("the shell's error message for an unset variable", 'export DB_PASSWORD="${DB_PASSWORD:?set DB_PASSWORD first}"'),
    quiet('a fallback that is another reference', 'export API_TOKEN="${API_TOKEN:-${FALLBACK_TOKEN}}"'),
    // `:+` is the value used only when the variable is set: an alternative, not a default.
    quiet('an alternative value', `export API_TOKEN="\${API_TOKEN:+${v}}"`),
    quiet('a fallback under a name that is no secret', `export BUILD_ID="\${BUILD_ID:-${v}}"`),
    quiet('a Spring placeholder without a default', '@Value("${webhook.secret}")'),
    quiet('a substring of a variable', 'echo "${API_TOKEN:4}"'),
    quiet('a SAS macro variable as the password', 'libname dw postgres server="db.int" user="etl" password="&sysparm" database=dw;'),
    quiet('a doubled SAS macro reference ending in a dot', 'libname dw odbc dsn=dw user=etl password="&&DBPASS.";'),
    quiet('a pre-shared key from the environment', 'network={\n    ssid="lab"\n    psk=$WIFI_PSK\n}'),
    quiet('a pre-shared key placeholder', 'network={\n    ssid="lab"\n    psk="<your-passphrase>"\n}'),
    quiet("Apple's documented sample of an app-specific password", 'FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=abcd-efgh-ijkl-mnop'),
    quiet('the masked form of an app-specific password', 'FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=xxxx-xxxx-xxxx-xxxx'),
    quiet('four words in the same shape', 'FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=blue-fish-tree-home'),
    quiet("the same shape under a name that is no secret's", `request_id=${appPassword()}`),
    // A device's command line: hashes and obfuscations by their type digit, public defaults, prose.
    quiet('a type 5 hash after secret', `username admin privilege 15 secret 5 $1$${f.token(4)}$${f.token(22)}`),
    quiet('a type 7 obfuscation after password', 'username admin password 7 0822455D0A16 role network-admin'),
    quiet("SNMP's public community", 'snmp-server community public RO'),
    quiet('the keyword in a sentence, a word after it', 'Use the password reset link, then the secret sauce.'),
    quiet('the keyword mid-sentence before a word', 'The switch keeps the community string in its running config.'),
    // Byte lists that are no random key: a documented default stepping by two, FIPS-197's sample key, a short list.
    quiet('a key list stepping by two', 'advanced:\n  network_key: [1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13]'),
    quiet(
      "FIPS-197's sample AES key",
      'uint8_t key[16] = {0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6, 0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c};',
    ),
    quiet('a short list under a key name', 'sort_key = [3, 1, 2]'),
    quiet('random bytes under a name that is no key', `pan_ids: ${decimalList}`),
    quiet('a community from a variable', 'snmp-server community $SNMP_COMMUNITY RO'),
    // An `=` after a short run of a name's characters is another assignment, not part of the value.
    quiet('a chain of assignments among k=v words', '/ppp secret add name=ines password=auth=mschap2 service=l2tp'),
  ],
  invalid: [
    reported('a shell fallback', `export DB_PASSWORD="\${DB_PASSWORD:-${pw}}"`, passwordAt(pw)),
    reported(
      'a Compose interpolation default',
      `services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:-${pw}}`,
      passwordAt(pw),
    ),
    reported('an assigning default inside a URL', `DATABASE_URL=postgres://app:\${DB_PASSWORD:=${pw}}@db/app`, passwordAt(pw)),
    reported('a quoted fallback', `token="\${API_TOKEN:-'${v}'}"`, secretAt(v)),
    reported(
      'a generated password after `&` in a SAS libname',
      `libname dw postgres server="db.int" user="etl" password="${ampersandFirst}" database=dw;`,
      passwordAt(ampersandFirst),
    ),
    reported("wpa_supplicant's passphrase", `network={\n    ssid="lab"\n    psk="${pw}"\n}`, passwordAt(pw)),
    reported("wpa_supplicant's derived key", `network={\n    ssid="lab"\n    psk=${wpaHex}\n}`, passwordAt(wpaHex)),
    reported(
      'app-specific passwords',
      appPasswords.map((p) => `FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=${p}`).join('\n'),
      ...appPasswords.map(passwordAt),
    ),
    reported('a user secret on a switch, a privilege before it', `username backup privilege 15 secret ${pw}`, passwordAt(pw)),
    reported('an SNMP community with its access after it', `snmp-server community ${pw} RO 99`, passwordAt(pw)),
    reported('a type 0 password with a role after it', `username noc password 0 ${pw} role network-admin`, passwordAt(pw)),
    reported('a quoted RADIUS secret', `set system radius-server 10.0.0.5 secret "${pw}"`, passwordAt(pw)),
    reported('a device command in a code span of prose', `Run \`username ops secret ${pw}\` on the switch.`, passwordAt(pw)),
    reported(
      'an `=` inside a password among k=v words',
      `/ppp secret add name=ines password=${innerEquals} service=l2tp`,
      passwordAt(innerEquals),
    ),
    reported('a network key as a YAML list of bytes', `advanced:\n  network_key: ${decimalList}`, secretAt(decimalList)),
    reported("a LoRaWAN sketch's app key", `static const u1_t PROGMEM APPKEY[16] = ${hexList};`, secretAt(hexList)),
    reported('a key wrapped in bytes()', `aes_key = bytes(${decimalList})`, secretAt(decimalList)),
    reported("a Spring placeholder's default", `@Value("\${webhook.secret:${v}}")\nprivate String webhookSecret;`, secretAt(v)),
  ],
});
