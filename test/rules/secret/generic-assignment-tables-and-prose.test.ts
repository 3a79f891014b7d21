// secret/generic-assignment, values that an export or a sentence gives a secret's name: a CSV/TSV
// export's column headed by a secret's name (each row's cell) and a sentence that gives a password
// ("password is …", "password for `u` is …", "use password …", in a code span too); beside each, the
// quiet forms a careful publisher expects (placeholders, references, a column of words, a line of prose
// with commas, prose that only speaks of the password, MySQL's stored hash), and Markdown tables,
// which the separated-pair reading owns, unchanged by the export reading.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(6240);
const PASSWORD = 'Password assignment';
const SECRET = 'Secret assignment';
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
const pw1 = f.password(14);
const pw2 = f.password(15);
const pw3 = f.password(16);
const key = f.token(24);
const nativeHash = `*${f.r.chars(40, '0123456789ABCDEF')}`;

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet(
      "a table's password column of placeholders",
      `| env | host | password |\n|---|---|---|\n| staging | db1.internal | <your password> |\n| prod | db2.internal | \`\${PROD_DB_PASSWORD}\` |`,
    ),
    quiet(
      'a column named for a password holding words',
      `| account | password |\n|---|---|\n| etl | required |\n| reporting | rotated monthly |`,
    ),
    quiet(
      'a table documenting a variable',
      `| Variable | Description | Default |\n|---|---|---|\n| \`DB_PASSWORD\` | The database password | — |`,
    ),
    quiet("a table's column named for no secret", `| env | host | region |\n|---|---|---|\n| staging | db1.internal | ${pw1} |`),
    quiet('a CSV export without a secret column', `id,email,username,last_login\n1,ann@example.org,ann,${pw1}`),
    quiet(
      'a call continued over lines, its arguments read as a header',
      '    sig = sign(base,\n               client_secret, owner_secret)\n    match = equals(sig, request.signature)',
    ),
    quiet('a CSV line that is prose, not a header', `user, password and token are read from the vault\n1,2,${pw1}`),
    quiet('a sentence that only speaks of the password', 'The password is stored in Vault and configured by the operator.'),
    quiet('a sentence naming a hash scheme', 'password hashing uses PBKDF2-HMAC-SHA256 everywhere.'),
    quiet('a sentence with a reference', 'Set the password to `${DB_PASSWORD}` before the first run.'),
    quiet("a sentence with a default's placeholder", 'The password for admin is changeme123 by default.'),
    quiet('a password word inside a longer name', `run --db_password-file ${pw1}`),
    quiet(
      'a sentence whose next word is prose',
      'The client asks for the app password interactively:\n\n    rclone config create nc webdav',
    ),
    quiet("MySQL's stored password hash after its word", `GRANT USAGE ON *.* TO 'etl'@'%' IDENTIFIED BY PASSWORD '${nativeHash}';`),
  ],
  invalid: [
    reported(
      "a Markdown table's password column (read as separated pairs)",
      `| env | host | user | password |\n|---|---|---|---|\n| staging | db1.internal | app | ${pw1} |\n| prod | db2.internal | app | \`${pw2}\` |`,
      passwordAt(pw1),
      passwordAt(pw2),
    ),
    reported(
      "a CSV export's password column, one value quoted",
      `id,email,username,password,created_at\n1,ann@example.org,ann,${pw1},2024-01-02\n2,bob@example.org,bob,"${pw2}",2024-01-03`,
      passwordAt(pw1),
      passwordAt(pw2),
    ),
    reported('a TSV export', `user\tpassword\tshell\nann\t${pw3}\t/bin/bash`, passwordAt(pw3)),
    reported(
      'two secret columns of one export',
      `user,password,api_token\nann,${pw1},${key}\nbob,${pw2},${key}x`,
      passwordAt(pw1),
      secretAt(key),
      passwordAt(pw2),
      secretAt(`${key}x`),
    ),
    reported(
      'a row whose cell names a secret',
      `| Setting | Value |\n|---|---|\n| host | db.internal |\n| \`api_key\` | \`${key}\` |`,
      secretAt(key),
    ),
    reported('a password after its word in a sentence', `the login for staging is user deploy / password ${pw1} now.`, passwordAt(pw1)),
    reported('a password after "is"', `2. the password is ${pw2} for the box.`, passwordAt(pw2)),
    reported('a password for an account', `The password for \`deploy\` is \`${pw3}\`.`, passwordAt(pw3)),
    reported('a password in a code span of prose', `\`msmtprc\` needs this line: \`password ${pw2}\``, passwordAt(pw2)),
    reported('a password after "use password"', `use password ${pw1} when asked.`, passwordAt(pw1)),
    reported(
      "MySQL's plain-text password beside the hashed form",
      `GRANT USAGE ON *.* TO 'etl'@'%' IDENTIFIED BY '${pw2}';`,
      passwordAt(pw2),
    ),
  ],
});
