// secret/generic-assignment, tools' notations that part a secret's name from its value or wrap the
// value: a name element and its sibling value (Hadoop's `*-site.xml`, plists), an element named for a
// password holding it in a `<Value>` child (unattend.xml), csh's `setenv` and fish's `set -gx`, Android
// Gradle's `buildConfigField`/`resValue`, a JAAS entry's `user_<name>` options, ipsec.secrets lines, a
// Robot Framework variable table, a password hashed from a literal (`Hash::make('…')`) and a one-letter
// suffix after a secret's word (`SENTRY_AUTH_TOKEN_X`); each beside the quiet cases a publisher expects.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(5521);
const v = f.token(40);
const pw = f.password(16);
const hex = f.token(64, '0123456789abcdef');
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
// unattend.xml's `<PlainText>false</PlainText>` form: base64 of the UTF-16LE password and the element's name.
const encoded = Buffer.from(`${pw}AdministratorPassword`, 'utf16le').toString('base64');
const fence = (lang: string, body: string): string => `Configure it:\n\n\`\`\`${lang}\n${body}\n\`\`\`\n`;
const hiveSite = (name: string, value: string): string =>
  fence('xml', `<configuration>\n  <property>\n    <name>${name}</name>\n    <value>${value}</value>\n  </property>\n</configuration>`);
const unattend = (value: string, plain = 'true'): string =>
  fence(
    'xml',
    `<UserAccounts>\n  <AdministratorPassword>\n    <Value>${value}</Value>\n    <PlainText>${plain}</PlainText>\n  </AdministratorPassword>\n</UserAccounts>`,
  );

const jaas = (users: string): string =>
  fence(
    '',
    `KafkaServer {\n    org.apache.kafka.common.security.plain.PlainLoginModule required\n    username="admin"\n    password="\${ADMIN_PASSWORD}"\n${users};\n};`,
  );
const robot = (rows: string): string => fence('robotframework', `*** Settings ***\nLibrary    Browser\n\n*** Variables ***\n${rows}`);
const b64 = Buffer.from(f.r.bytes(24)).toString('base64');

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet('a site property from the environment', hiveSite('javax.jdo.option.ConnectionPassword', '${env.DB_PASSWORD}')),
    quiet('an empty site property', hiveSite('javax.jdo.option.ConnectionPassword', '')),
    quiet('a site property that is no secret', hiveSite('javax.jdo.option.ConnectionUserName', 'hive')),
    quiet('a sample password in a site property', hiveSite('javax.jdo.option.ConnectionPassword', 'changeme')),
    quiet('a masked site property', hiveSite('javax.jdo.option.ConnectionPassword', '********')),
    quiet('a placeholder in a site property', hiveSite('javax.jdo.option.ConnectionPassword', '&lt;password&gt;')),
    quiet('a path under a secret-sounding property', hiveSite('hadoop.security.credential.provider.path', 'jceks://hdfs/user/hive.jceks')),
    quiet('prose about the elements', 'Set the <name>ConnectionPassword</name> element, then put the password in <value>.'),
    quiet('an unattended password that is a sample word', unattend('password')),
    quiet('an unattended password from PowerShell', unattend('$env:ADMIN_PASSWORD')),
    quiet('an unattended password from cmd', unattend('%ADMIN_PASSWORD%')),
    quiet('an empty unattended password', unattend('')),
    quiet('a fish variable from another', fence('fish', 'set -gx API_TOKEN $API_TOKEN')),
    quiet("fish's command substitution", fence('fish', 'set -gx DB_PASSWORD (security find-generic-password -s db -w)')),
    quiet('a placeholder given to fish', fence('fish', 'set -Ux DB_PASSWORD "<password>"')),
    quiet('a sample word given to setenv', fence('csh', 'setenv DB_PASSWORD changeme')),
    quiet('a reference given to setenv', fence('csh', 'setenv DB_PASSWORD ${DB_PASSWORD}')),
    quiet('setenv in prose', 'Use setenv DB_PASSWORD to set the password in csh.'),
    quiet('a hash of a request field', "'password' => Hash::make($request->password),"),
    quiet('a hash of an array member', "'password' => bcrypt($data['password']),"),
    quiet('a hash of the sample word', "'password' => Hash::make('password'),"),
    quiet('a hash of a weak word', "'password' => bcrypt('changeme123'),"),
    quiet('a hash of a placeholder', "$hash = password_hash('<password>', PASSWORD_DEFAULT);"),
    quiet('a hash of a random string', "'password' => Hash::make(Str::random(16)),"),
    quiet('a hash of form data', 'hash = generate_password_hash(form.password.data)'),
    quiet('an elided literal in prose', "Call `Hash::make('...')` with the user's password."),
    quiet('a reference under a suffixed name', 'SENTRY_AUTH_TOKEN_X=${SENTRY_AUTH_TOKEN}'),
    quiet('a URL after a secret word', `TOKEN_URL=${v}`),
    quiet('an id after a key word', `KEY_ID=${v}`),
    quiet('a file after a password word', `PASSWORD_FILE=${v}`),
    quiet("a secret's name", `SECRET_NAME=${v}`),
    quiet('a URL after a suffixed secret word', `TOKEN_X_URL=${v}`),
    quiet('a sample word under a suffixed name', 'DB_PASSWORD_B=changeme'),
    quiet('a Gradle field from a property', 'buildConfigField "String", "API_SECRET", "\\"${apiSecret}\\""'),
    quiet('a Gradle field read at build time', 'buildConfigField "String", "API_SECRET", properties.getProperty("API_SECRET")'),
    quiet('a Gradle field concatenated', 'buildConfigField "String", "API_SECRET", "\\"" + secrets.apiSecret + "\\""'),
    quiet('a Gradle field placeholder', 'buildConfigField "String", "API_SECRET", "\\"<your-api-secret>\\""'),
    quiet('a resource placeholder', 'resValue "string", "api_key", "YOUR_API_KEY"'),
    quiet('a Gradle field that is no secret', `buildConfigField "String", "BASE_URL", "\\"${v}\\""`),
    quiet('JAAS users from references', jaas('    user_admin="${ADMIN_PASSWORD}"\n    user_bob="${BOB_PASSWORD}"')),
    quiet("JAAS users with the documentation's sample words", jaas('    user_admin="admin-secret"\n    user_alice="alice-secret"')),
    quiet('a JAAS user option in prose', 'The PlainLoginModule reads user_alice="..." options.'),
    quiet('an ipsec.secrets placeholder', ': PSK "<your pre-shared key>"'),
    quiet('an ipsec.secrets sample word', ': PSK "secret"'),
    quiet('an ipsec.secrets reference', ': PSK "${IPSEC_PSK}"'),
    quiet('an ipsec.secrets key file', ': RSA moonKey.pem'),
    quiet('a masked ipsec.secrets password', 'carol : EAP "********"'),
    quiet('the type in prose', 'Put the key after `: PSK` in ipsec.secrets.'),
    quiet('a Robot variable from the environment', robot('${PASSWORD}    %{APP_PASSWORD}')),
    quiet("Robot's empty value", robot('${PASSWORD}    ${EMPTY}')),
    quiet('a Robot sample word', robot('${PASSWORD}    changeme')),
    quiet('a Robot locator under a password name', robot('${PASSWORD_FIELD}    id=password')),
    quiet(
      'a Robot keyword argument, indented in a test',
      `*** Variables ***\n\n*** Test Cases ***\nLogin\n    Input Text    \${PASSWORD}    ${pw}`,
    ),
  ],
  invalid: [
    reported('a metastore password in hive-site.xml', hiveSite('javax.jdo.option.ConnectionPassword', pw), passwordAt(pw)),
    reported(
      'a description between the name and the value',
      fence(
        'xml',
        `<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <description>password to use against metastore database</description>\n  <value>${pw}</value>\n</property>`,
      ),
      passwordAt(pw),
    ),
    reported('an S3A secret key on one line', `<property><name>fs.s3a.secret.key</name><value>${v}</value></property>`, secretAt(v)),
    reported('a plain-text unattended password', unattend(pw), passwordAt(pw)),
    reported('an encoded unattended password', unattend(encoded, 'false'), passwordAt(encoded)),
    reported('an account password in unattend.xml', `<Password><Value>${pw}</Value><PlainText>true</PlainText></Password>`, passwordAt(pw)),
    reported("a token exported by fish's set -gx", fence('fish', `set -gx VAULT_TOKEN ${v}`), secretAt(v)),
    reported("a password exported by fish's set -Ux", fence('fish', `set -Ux DB_PASSWORD ${pw}`), passwordAt(pw)),
    reported("a password exported by fish's set -x", `set -x DB_PASSWORD ${pw}`, passwordAt(pw)),
    reported("a password given to csh's setenv", fence('csh', `setenv DB_PASSWORD ${pw}`), passwordAt(pw)),
    // Beside the command substitution kept quiet: a quoted password that opens with `(` is a literal.
    reported('a quoted password opening with a parenthesis', fence('fish', `set -gx DB_PASSWORD "(${pw}"`), passwordAt(`(${pw}`)),
    reported('an Android build config secret', `buildConfigField "String", "API_SECRET", "\\"${v}\\""`, secretAt(v)),
    reported('a Kotlin DSL build config secret', `buildConfigField("String", "API_SECRET", "\\"${v}\\"")`, secretAt(v)),
    reported('an Android resource key', `resValue "string", "api_key", "${v}"`, secretAt(v)),
    reported('JAAS users with passwords', jaas(`    user_admin="${pw}"\n    user_alice="${pw}x"`), passwordAt(pw), passwordAt(`${pw}x`)),
    reported(
      'a ZooKeeper digest user',
      `Server {\n    org.apache.zookeeper.server.auth.DigestLoginModule required\n    user_super="${pw}";\n};`,
      passwordAt(pw),
    ),
    reported('a pre-shared key between two hosts', fence('', `moon.strongswan.org sun.strongswan.org : PSK "${pw}"`), passwordAt(pw)),
    reported('a pre-shared key for any peer', `%any : PSK "${pw}"`, passwordAt(pw)),
    reported('a base64 pre-shared key', `: PSK 0s${b64}`, passwordAt(`0s${b64}`)),
    reported('an EAP password', `carol : EAP "${pw}"`, passwordAt(pw)),
    reported('an XAuth password', `carol : XAUTH "${pw}"`, passwordAt(pw)),
    reported('a Robot password variable', robot(`\${USER}        admin\n\${PASSWORD}    ${pw}    # the admin's`), passwordAt(pw)),
    reported('a Robot token parted by a tab', robot(`\${API_TOKEN}\t${v}`), secretAt(v)),
    reported("a seeder's Hash::make", `'password' => Hash::make('${pw}'),`, passwordAt(pw)),
    reported("a seeder's bcrypt", `'password' => bcrypt('${pw}'),`, passwordAt(pw)),
    reported("a fixture's make_password", `user.password = make_password('${pw}')`, passwordAt(pw)),
    reported("Werkzeug's generate_password_hash", `pw_hash = generate_password_hash('${pw}')`, passwordAt(pw)),
    reported("PHP's password_hash", `$hash = password_hash('${pw}', PASSWORD_DEFAULT);`, passwordAt(pw)),
    reported("Node's bcrypt.hash", `const hash = await bcrypt.hash("${pw}", 10);`, passwordAt(pw)),
    reported("Node's bcrypt.hashSync", `const hash = bcrypt.hashSync('${pw}', 10);`, passwordAt(pw)),
    reported('a one-letter suffix after a token', `SENTRY_AUTH_TOKEN_X=${hex}`, secretAt(hex)),
    reported('a one-letter suffix after a secret', `API_SECRET_Z=${v}`, secretAt(v)),
  ],
});
