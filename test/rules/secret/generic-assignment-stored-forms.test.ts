// secret/generic-assignment, values under a secret's name that are not the secret in clear: ciphertext under
// an `encrypted` name or in GoCD's `AES:<iv>:<ciphertext>` form, a digest whose element names its algorithm
// (Guacamole's user-mapping.xml), a reference to a stored secret (TeamCity's `credentialsJSON:<id>`) and a
// PowerShell cmdlet in a value's place; beside each, the secret in clear that stays reported.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { BASE64, HEX } from '../../secret/support/random.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(7431);
const secretAt = (value: string) => ({ secret: value, family: 'Secret assignment', redacted: redactedBare(value) });
const passwordAt = (value: string) => ({ secret: value, family: 'Password assignment', redacted: redactedBare(value) });
const b64 = (n: number): string => `${f.r.chars(n, BASE64)}${n % 4 === 2 ? '==' : n % 4 === 3 ? '=' : ''}`;
const gocd = `AES:${b64(22)}:${b64(44)}`;
const ciphertext = b64(64);
const sha256 = f.token(64, HEX);
const md5 = f.token(32, HEX);
const plainHex = f.token(64, HEX);
const pw = f.password(16);
const apiKey = f.token(40);
const fence = (lang: string, body: string): string => `\`\`\`${lang}\n${body}\n\`\`\``;

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet("GoCD's encrypted password", fence('xml', `<users>\n  <user username="ci" encryptedPassword="${gocd}" />\n</users>`)),
    quiet("GoCD's cipher text under a password's name", `password: ${gocd}`),
    quiet('ciphertext under an enc_ name', fence('yaml', `db:\n  enc_password: ${ciphertext}\n  user: app`)),
    quiet('ciphertext under a name ending _ENCRYPTED', `DB_PASSWORD_ENCRYPTED=${ciphertext}`),
    quiet('ciphertext under a camel-case encrypted name', `dbPasswordEncrypted: "${ciphertext}"`),
    quiet('ciphertext under an encrypted name', `encrypted_api_key = "${ciphertext}"`),
    quiet(
      "Guacamole's SHA-256 stored password",
      fence('xml', `<user-mapping>\n  <authorize username="ops" password="${sha256}" encoding="sha256">\n  </authorize>\n</user-mapping>`),
    ),
    quiet("Guacamole's MD5 over lines", `<authorize\n    username="ops"\n    password="${md5}"\n    encoding="md5">`),
    quiet('a JSON digest beside its algorithm', `{"user": "ops", "password": "${sha256}", "algorithm": "SHA-256"}`),
    quiet("TeamCity's reference to a stored secret", fence('xml', `<param name="env.DB_PASSWORD" value="credentialsJSON:${f.uuid4()}" />`)),
    quiet(
      'a reference in a Kotlin DSL',
      fence('kotlin', `params {\n    password("env.API_TOKEN", "credentialsJSON:${f.uuid4()}", display = ParameterDisplay.HIDDEN)\n}`),
    ),
    quiet(
      'a PnP stored credential',
      fence('powershell', `$cred = Get-PnPStoredCredential -Name 'tenant'\nConnect-PnPOnline -Url $url -Credentials $cred`),
    ),
    quiet('a password read from the host', fence('powershell', `$password = Read-Host -AsSecureString -Prompt 'Password'`)),
    quiet('a placeholder encrypted value', 'encryptedPassword="<encrypted-password>"'),
  ],
  invalid: [
    reported(
      'a password in clear beside the encrypted one',
      `<user username="ci" encryptedPassword="${gocd}" password="${pw}" />`,
      passwordAt(pw),
    ),
    reported('a password whose encrypted name holds a password', `enc_password: "${pw}"`, passwordAt(pw)),
    reported('a value under a name that says unencrypted', `DB_PASSWORD_UNENCRYPTED=${ciphertext}`, passwordAt(ciphertext)),
    reported('a value under a camel-case name that says unencrypted', `unencryptedPassword: "${ciphertext}"`, passwordAt(ciphertext)),
    reported('a key that is no ciphertext under a plain name', `api_key = "${ciphertext}"`, secretAt(ciphertext)),
    reported('a 64-hex password without an algorithm beside it', `<authorize username="ops" password="${plainHex}">`, passwordAt(plainHex)),
    reported(
      'a 64-hex password with the algorithm on another element',
      `<authorize username="ops" password="${plainHex}">\n  <connection name="a" encoding="sha256"/>`,
      passwordAt(plainHex),
    ),
    reported('a literal beside the TeamCity reference', `<param name="env.API_TOKEN" value="${apiKey}" />`, secretAt(apiKey)),
    reported(
      'a PowerShell password literal',
      fence('powershell', `$password = '${pw}'\n$cred = Get-PnPStoredCredential -Name 'tenant'`),
      passwordAt(pw),
    ),
  ],
});
