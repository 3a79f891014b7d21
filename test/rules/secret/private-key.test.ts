// secret/private-key: a PEM, OpenSSH or PGP block whose body decodes to a key, reported from BEGIN
// to END; a block of noise is a note, prose about keys nothing.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretPrivateKey } from '../../../src/rules/secret/private-key.js';
import { Random } from '../../secret/support/random.js';
import { openvpnStaticKey, opensshKey, pemKey, pgpKey, puttyKey } from '../../secret/support/secrets.js';
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
const putty = puttyKey();
/** A PuTTY key file's private lines: between `Private-Lines:` and `Private-MAC:`. */
const puttyPrivate = (ppk: string): string => {
  const lines = ppk.split('\n');
  const at = lines.findIndex((l) => l.startsWith('Private-Lines:'));
  return lines
    .slice(
      at + 1,
      lines.findIndex((l) => l.startsWith('Private-MAC:')),
    )
    .join('');
};
// A file whose public blob names another algorithm than its header: not a PuTTY key, a note.
const puttyMislabelled = putty.replace('PuTTY-User-Key-File-2: ssh-ed25519', 'PuTTY-User-Key-File-2: ssh-rsa');
const openvpn = openvpnStaticKey(new Random(2207));
const openvpnZeros = [
  '-----BEGIN OpenVPN Static key V1-----',
  ...Array(16).fill('0'.repeat(32)),
  '-----END OpenVPN Static key V1-----',
].join('\n');

ruleTester(secretRuleOf(secretPrivateKey), {
  valid: [
    quiet('prose naming the marker', 'A PEM key starts with `-----BEGIN PRIVATE KEY-----`; never paste one here.'),
    quiet('a block with an elided body', '-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----'),
    quiet('a public key', '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----'),
    quiet('prose naming the PuTTY header', 'A `.ppk` file starts with `PuTTY-User-Key-File-3: ssh-ed25519`; keep it out of the skill.'),
    quiet('a PuTTY file cut short before its private lines', putty.slice(0, putty.indexOf('Private-Lines:'))),
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
    reported('a PuTTY key file', `Saved from PuTTYgen:\n\n${putty}`, {
      secret: putty.trimEnd(),
      family: 'PuTTY private key',
      redacted: redactedBare(puttyPrivate(putty)),
    }),
    reported('a PuTTY file whose blobs do not match its header is a note', puttyMislabelled, {
      secret: puttyMislabelled.trimEnd(),
      family: 'PuTTY private key',
      redacted: redactedBare(puttyPrivate(puttyMislabelled)),
      messageId: 'placeholder',
    }),
    reported('an OpenVPN static key inside tls-auth', `<tls-auth>\n${openvpn}</tls-auth>`, {
      secret: block(openvpn),
      family: 'OpenVPN static key',
      redacted: redactedBare(openvpn.split('\n').slice(1, 17).join('')),
    }),
    reported('an OpenVPN static key of zeros is a note', openvpnZeros, {
      secret: openvpnZeros,
      family: 'OpenVPN static key',
      redacted: redactedBare('0'.repeat(512)),
      messageId: 'placeholder',
    }),
  ],
});
