// secret/generic-assignment, values whose form says what they are: an Ethereum address (20 bytes) is
// public; a SHA-512 digest in a password's place is stored, not typed (a 32-digit hex password is); Jupyter's
// `argon2:` hashed password is a stored hash, and NiFi's protected `IV||ciphertext` value encrypted; a key whose comment calls it search-only or safe to
// expose (Algolia's DocSearch key) is public, while the same key without that comment stays reported.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(6250);
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });
const hex = (n: number): string => f.r.chars(n, '0123456789abcdef');
const hexPassword = hex(32);
const ivCipher = `${f.r.chars(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}||${f.r.chars(48, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`;
const address = `0x${hex(40)}`;
const searchKey = hex(32);
const pw = f.password(16);
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const argon2 = `argon2:$argon2id$v=19$m=10240,t=10,p=8$${f.r.chars(22, B64)}$${f.r.chars(43, B64)}`;

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet('a contract address under a token name', `{\n  "network": "sepolia",\n  "token": "${address}",\n  "deployedAt": 4283361\n}`),
    quiet('a transaction hash under a hash name', `TX_HASH=0x${hex(64)}`),
    quiet("Jupyter's hashed password", `c.ServerApp.password = '${argon2}'`),
    quiet(
      "NiFi's protected property",
      `nifi.sensitive.props.key=${f.r.chars(16, B64)}||${f.r.chars(48, B64)}==\nnifi.sensitive.props.key.protected=aes/gcm/256`,
    ),
    quiet(
      "NiFi's protected property in an indented block",
      `Setup:\n\n    nifi.sensitive.props.key=${f.r.chars(16, B64)}||${f.r.chars(48, B64)}==\n    nifi.sensitive.props.key.protected=aes/gcm/256\n`,
    ),
    quiet("a SHA-512 digest in a password's place", `quinn:\n  active: true\n  password: ${hex(128)}\n  roles:\n  - admin`),
    quiet(
      "Algolia DocSearch's search-only key",
      `algolia: {\n  appId: 'BH4D9OD16A',\n  apiKey: '${searchKey}', // search-only key, safe to expose\n  indexName: 'handbook',\n},`,
    ),
    quiet('a key its comment calls safe to share', `api_key = "${searchKey}"  # safe to share: read-only demo tenant`),
  ],
  invalid: [
    reported("Jupyter's password in plain text", `c.ServerApp.password = '${pw}'`, passwordAt(pw)),
    reported("the same IV||ciphertext shape without NiFi's protection marker", `db.secret=${ivCipher}\ndb.user=etl`, secretAt(ivCipher)),
    reported(
      'a generated hex password of 32 digits',
      `quinn:\n  active: true\n  password: ${hexPassword}\n  roles:\n  - admin`,
      passwordAt(hexPassword),
    ),
    reported('the same key without the comment', `algolia: {\n  appId: 'BH4D9OD16A',\n  apiKey: '${searchKey}',\n},`, secretAt(searchKey)),
    reported('a comment that says the key must not be exposed', `api_key = "${searchKey}"  # not safe to expose`, secretAt(searchKey)),
  ],
});
