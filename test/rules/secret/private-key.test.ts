// secret/private-key: a PEM, OpenSSH or PGP block whose body decodes to a key, reported from BEGIN
// to END; a block of noise is a note, prose about keys nothing.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretPrivateKey } from '../../../src/rules/secret/private-key.js';
import { Random } from '../../secret/support/random.js';
import { opensshKey, pemKey, pgpKey } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

/** The base64 body: no markers, headers, blank lines or CRC-24 line. */
const body = (pem: string): string =>
  pem
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('-----') && !l.includes(':') && !/^=.{4}$/.test(l))
    .join('');

const ec = pemKey('ec-sec1');
const pkcs8 = pemKey('rsa-pkcs8');
const openssh = opensshKey();
const pgp = pgpKey(new Random(1117));
const noise = ['-----BEGIN PRIVATE KEY-----', ...Array(4).fill('A'.repeat(64)), '-----END PRIVATE KEY-----'].join('\n');
const block = (pem: string): string => pem.trimEnd();

ruleTester(secretRuleOf(secretPrivateKey), {
  valid: [
    quiet('prose naming the marker', 'A PEM key starts with `-----BEGIN PRIVATE KEY-----`; never paste one here.'),
    quiet('a block with an elided body', '-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----'),
    quiet('a public key', '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----'),
  ],
  invalid: [
    reported('an EC key (SEC1)', `Key:\n\n${ec}\nDone.`, { secret: block(ec), family: 'EC private key', redacted: redactedBare(body(ec)) }),
    reported('a PKCS#8 key', pkcs8, { secret: block(pkcs8), family: 'PKCS#8 private key', redacted: redactedBare(body(pkcs8)) }),
    reported('an OpenSSH key', openssh, { secret: block(openssh), family: 'OpenSSH private key', redacted: redactedBare(body(openssh)) }),
    reported('a PGP key block with its CRC-24', pgp, {
      secret: block(pgp),
      family: 'PGP private key block',
      redacted: redactedBare(body(pgp)),
    }),
    reported('a block of noise is a note', noise, {
      secret: noise,
      family: 'PKCS#8 private key',
      redacted: redactedBare(body(noise)),
      messageId: 'placeholder',
    }),
  ],
});
