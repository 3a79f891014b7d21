// Hostile 1 MB inputs that flood the contextual rules with their own triggers in the shapes each
// reads (a name and its operator, a member, a scheme, a flag, a key's name, a key's alphabet), so
// that a trigger hit costs its reading in full: the cost per hit, not a walk, decides their time.
import type { AdversarialInput } from './adversarial.js';

// adversarial.ts lists these inputs, so its helpers are not imported back (no import cycle).
const MB = 1 << 20;
const fill = (unit: string, size = MB): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

export function triggerFloodInputs(): AdversarialInput[] {
  const a = (rule: string, name: string, text: string, expected = 0): AdversarialInput => ({ rule, name, text, expected });
  // Forty characters of the base64 alphabet, the length of an AWS secret key, that read as a word
  // (so that each is judged and refused, not reported), and a key id of one repeated letter.
  const run40 = 'abcdefghij'.repeat(4);
  const keyId = `AKIA${'Q'.repeat(16)}`;
  return [
    a('secret/generic-assignment', 'secret names opening lines without values', fill('api_token:\n')),
    a('secret/generic-assignment', 'secret names opening lines with short words', fill('client_secret: abcdef\n')),
    a('secret/generic-assignment', 'secret names before empty quotes', fill('password = "" ')),
    a('secret/generic-assignment', 'methods named for a secret given words', fill('client.token("abcdefghijklmnop") ')),
    a('secret/generic-assignment', "clients' auth methods never closed", fill('red:auth("abcdefghij ')),
    a('secret/generic-assignment', 'keywords before short words', fill('{:password "abcdefgh" ')),
    a('secret/generic-assignment', 'symbol arguments never closed', fill("set :api_token, '")),
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
    a('secret/basic-auth', "auth objects' basic methods with weak passwords", fill('auth().basic("admin", "password") ')),
    a('secret/aws-secret-key', 'key names before assignments without values', fill('aws_secret_access_key = \n')),
    a('secret/aws-secret-key', 'key names in YAML before 40-character words', fill(`aws_secret_access_key: ${run40}\n`)),
    a('secret/aws-secret-key', 'key ids between 40-character runs', fill(`${keyId} ${run40} `)),
    a('secret/cloudflare-token', 'Cloudflare key names without values', fill('CF_API_KEY=\n')),
  ];
}
