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
  // A generated password (every class present): no credential literal in the repository.
  const r = new Random(4417);
  let strong = '';
  while (!/[a-z]/.test(strong) || !/[A-Z]/.test(strong) || !/[0-9]/.test(strong)) strong = r.chars(14, BASE62);
  return [
    a('secret/generic-assignment', 'secret names opening lines without values', fill('api_token:\n')),
    a('secret/generic-assignment', 'secret names opening lines with short words', fill('client_secret: abcdef\n')),
    a('secret/generic-assignment', 'secret names before empty quotes', fill('password = "" ')),
    a('secret/connection-string', 'empty password members', fill('Password=;')),
    a('secret/connection-string', 'password members before the next member', fill('Server=a;Password=;User Id=b;')),
    a('secret/auth-header', 'Bearer repeated', fill('Bearer ')),
    a('secret/auth-header', 'Authorization headers of short tokens', fill('Authorization: Bearer abc\n')),
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
    a('secret/aws-secret-key', 'key names before assignments without values', fill('aws_secret_access_key = \n')),
    a('secret/aws-secret-key', 'key names in YAML before 40-character words', fill(`aws_secret_access_key: ${run40}\n`)),
    a('secret/aws-secret-key', 'key ids between 40-character runs', fill(`${keyId} ${run40} `)),
    a('secret/cloudflare-token', 'Cloudflare key names without values', fill('CF_API_KEY=\n')),
  ];
}
