// secret/generic-assignment: a secret written in any language's string notation (prefixed, triple-quoted,
// raw, long and here-document strings), in an annotated assignment, after a long name, as the element
// after a flag, with `$` separators; interpolations, JWT headers alone and names of settings are nothing.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { HEX } from '../../secret/support/random.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(2209);
const v = f.token(32);
const pw = f.password(16);
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
const Q3 = '"""';
const S3 = "'''";
// Braintree's and PayPal's access tokens: `access_token$production$<16>$<32 hex>`.
const braintree = ['access_token', 'production', f.token(16).toLowerCase(), f.token(32, HEX)].join('$');
// A JWT's header (public: base64url of its algorithm and type), then placeholders where payload and
// signature go (test/rules/secret/jwt.test.ts: a whole token under the same name is reported).
const jwtHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet('a raw string formatted at once', `key = r"{}\\{:0.1f}\\${v}\\Directories".format(root, version)`),
    quiet('a plain string formatted at once', `api_secret = "{}${v}".format(prefix)`),
    quiet('a Python f-string that interpolates', `client_secret = f"{prefix}${v}"`),
    quiet('a Kotlin raw string that interpolates', `val apiSecret = ${Q3}\${base}${v}${Q3}`),
    quiet('a C# interpolated raw string', `var apiKey = $${Q3}{prefix}${v}${Q3};`),
    quiet('a PHP heredoc that interpolates', `$apiSecret = <<<EOT\n$prefix${v}\nEOT;`),
    quiet('a PowerShell here-string that interpolates', `$token = @"\n$env:BASE${v}\n"@`),
    quiet('a Ruby %Q string that interpolates', `SECRET_TOKEN = %Q(#{base}${v})`),
    quiet('a Swift raw string that interpolates', `let secretKey = #"\\#(base)${v}"#`),
    quiet('a triple-quoted string of several lines', `api_token = ${Q3}\n${v}\n${f.token(32)}\n${Q3}`),
    quiet('a Lua nested table, not a long string', `local api_secret = [[${v}], [${f.token(32)}]]`),
    quiet('a password reset URL', `password_reset_url = "https://acme.io/reset/${v}"`),
    quiet('a token endpoint', `token_endpoint = "${v}"`),
    quiet('the name of a secret', `secret_name = "${v}"`),
    quiet('a minimum password length', `password_min_length = "${pw}"`),
    quiet('the header an API key is sent in', `api_key_header = "${v}"`),
    quiet('a password hint', `password_hint = "${pw}"`),
    quiet('a password for an example', `my_password_for_example = "${pw}"`),
    quiet('YAML base64 padding is no annotation', `password: ${Buffer.from('hello, world').toString('base64')}`),
    quiet('a flag followed by another flag', `"args": ["acme-mcp", "--api-key", "--verbose"]`),
    quiet('a flag followed by an environment reference', '"args": ["acme-mcp", "--api-key", "${API_KEY}"]'),
    quiet('a JWT header with placeholder payload and signature', `token: ${jwtHeader}.<payload>.<signature>`),
    quiet('a modular-crypt hash is no $-separated token', `secret_token: '$6$${f.token(16)}$${f.token(40)}'`),
  ],
  invalid: [
    reported('a Python f-string without an interpolation', `client_secret = f"${v}"`, secretAt(v)),
    reported('a Python raw string', `db_password = r"${pw}"`, passwordAt(pw)),
    reported('a Python bytes literal', `SECRET_KEY = b"${v}"`, secretAt(v)),
    reported('a Python rb literal', `SECRET_KEY = rb'${v}'`, secretAt(v)),
    reported('a Python u literal', `api_secret = u'${v}'`, secretAt(v)),
    reported('a Kotlin raw string', `val apiSecret = ${Q3}${v}${Q3}`, secretAt(v)),
    reported('a Python triple-quoted string', `api_token = ${S3}${v}${S3}`, secretAt(v)),
    reported('a Java text block', `String clientSecret = ${Q3}\n        ${v}\n        ${Q3};`, secretAt(v)),
    reported('a C# raw string literal', `var apiKey = ${Q3}${v}${Q3};`, secretAt(v)),
    reported('a PHP heredoc', `$apiSecret = <<<EOT\n${v}\nEOT;`, secretAt(v)),
    reported('a PHP nowdoc', `$password = <<<'PWD'\n${pw}\nPWD;`, passwordAt(pw)),
    reported('a Rust raw string', `let api_token = r#"${v}"#;`, secretAt(v)),
    reported('a Rust raw string without hashes', `let api_token = r"${v}";`, secretAt(v)),
    reported('a Swift raw string', `let secretKey = #"${v}"#`, secretAt(v)),
    reported('a Lua long string', `local api_secret = [[${v}]]`, secretAt(v)),
    reported('a Lua long string with a level', `local api_secret = [==[${v}]==]`, secretAt(v)),
    reported("bash's ANSI-C quoting", `export API_SECRET=$'${v}'`, secretAt(v)),
    reported('a PowerShell single-quoted here-string', `$token = @'\n${v}\n'@`, secretAt(v)),
    reported('a Ruby %q string', `SECRET_TOKEN = %q{${v}}`, secretAt(v)),
    reported('a Ruby %() string', `SECRET_TOKEN = %(${v})`, secretAt(v)),
    reported('a Python annotated assignment', `password: str = "${pw}"`, passwordAt(pw)),
    reported('a Python annotated class field', `class Settings:\n    api_token: Optional[str] = "${v}"`, secretAt(v)),
    reported('a long name with the password word inside', `my_secret_password_for_email = '${pw}'`, passwordAt(pw)),
    reported('a token named for its owner', `token_of_deploy_bot = "${v}"`, secretAt(v)),
    reported('an MCP server flag and its value as array elements', `"args": ["acme-mcp", "--api-key", "${v}"]`, secretAt(v)),
    reported(
      'a flag and its value on separate lines of a list',
      `{\n  "args": [\n    "acme-mcp",\n    "--token",\n    "${v}"\n  ]\n}`,
      secretAt(v),
    ),
    reported('a Python subprocess list', `subprocess.run(['cli', '--token', '${v}'])`, secretAt(v)),
    reported('a Braintree access token with $ separators', `PAY_PAL_ACCESS_TOKEN: '${braintree}'`, secretAt(braintree)),
  ],
});
