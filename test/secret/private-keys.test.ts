// secret/private-key: the body must decode to a key, read through the ways skills carry a key.
import { describe, expect, test } from 'vitest';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { Random } from './support/random.js';
import { opensshKey, pemKey, pgpKey } from './support/secrets.js';

function keyFindings(text: string): Array<[string, boolean]> {
  return scanText(text).map((m) => [m.ruleId, m.placeholder]);
}

/** The base64 body: no markers, headers, blank lines or CRC-24 line. */
const body = (pem: string): string =>
  pem
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('-----') && !l.includes(':') && !/^=.{4}$/.test(l))
    .join('');

describe('real keys from node:crypto are errors', () => {
  test.each([
    ['RSA PKCS#1', pemKey('rsa-pkcs1')],
    ['RSA PKCS#8', pemKey('rsa-pkcs8')],
    ['EC SEC1', pemKey('ec-sec1')],
    ['EC PKCS#8', pemKey('ec-pkcs8')],
    ['Ed25519 PKCS#8', pemKey('ed25519')],
    ['DSA PKCS#8', pemKey('dsa')],
    ['encrypted PKCS#8', pemKey('rsa-encrypted-pkcs8')],
    ['legacy encrypted PEM (Proc-Type)', pemKey('rsa-legacy-encrypted')],
    ['OpenSSH', opensshKey()],
    ['OpenPGP with its CRC-24', pgpKey(new Random(3))],
  ])('%s', (_name, pem) => {
    const found = scanText(`Key:\n\n${pem}\nDone.`);
    expect(found.map((m) => [m.ruleId, m.placeholder, m.offset])).toEqual([['secret/private-key', false, 6]]);
    expect(found[0]?.secret).toBe(body(pem));
  });
});

describe('the ways a key is embedded', () => {
  const pem = pemKey('ec-sec1');
  const lines = pem.trimEnd().split('\n');
  test.each([
    ['JSON string with \\n escapes', JSON.stringify({ type: 'service_account', private_key: pem })],
    ['JSON inside JSON (double escapes)', JSON.stringify({ config: JSON.stringify({ private_key: pem }) })],
    ['Markdown quote', lines.map((l) => `> ${l}`).join('\n')],
    ['nested Markdown quote', lines.map((l) => `> > ${l}`).join('\n')],
    ['indented YAML block scalar', `key: |\n${lines.map((l) => `    ${l}`).join('\n')}\n`],
    ['CRLF line ends', lines.join('\r\n')],
    ['string concatenation', lines.map((l) => `  "${l}\\n" +`).join('\n')],
    ['shell comment', lines.map((l) => `# ${l}`).join('\n')],
  ])('%s', (_name, text) => {
    expect(keyFindings(text)).toEqual([['secret/private-key', false]]);
  });

  test('the finding spans BEGIN to END, so positions cover the whole block', () => {
    const text = `intro\n${pem}`;
    const [m] = scanText(text);
    expect(m?.offset).toBe(6);
    expect(text.slice(m?.offset, m?.endOffset)).toBe(pem.trimEnd());
  });
});

describe('shapes that are not keys', () => {
  const pem = pemKey('rsa-pkcs8');
  const lines = pem.trimEnd().split('\n');
  test.each<[string, string, Array<[string, boolean]>]>([
    [
      'documentation block with an ellipsis body',
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA...\n-----END RSA PRIVATE KEY-----',
      [],
    ],
    ['truncated body is a placeholder note', [lines[0], lines[1], lines[2], lines.at(-1)].join('\n'), [['secret/private-key', true]]],
    [
      'random base64 body is a placeholder note',
      `-----BEGIN PRIVATE KEY-----\n${Buffer.from(new Random(9).bytes(300)).toString('base64')}\n-----END PRIVATE KEY-----`,
      [['secret/private-key', true]],
    ],
    ['mismatched END label is nothing', pem.replace('END PRIVATE KEY', 'END RSA PRIVATE KEY'), []],
    ['public key is nothing', '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----', []],
    ['certificate is nothing', `-----BEGIN CERTIFICATE-----\n${lines.slice(1, -1).join('\n')}\n-----END CERTIFICATE-----`, []],
    ['PGP block with a wrong CRC-24 is a placeholder note', pgpKey(new Random(4), { badCrc: true }), [['secret/private-key', true]]],
  ])('%s', (_name, text, expected) => {
    expect(keyFindings(text)).toEqual(expected);
  });

  test('an unterminated BEGIN before a real block leaves the block to its own BEGIN', () => {
    const text = `-----BEGIN PRIVATE KEY-----\nnot closed\n\n${pem}`;
    const found = scanText(text);
    expect(found.map((m) => [m.ruleId, m.offset, m.placeholder])).toEqual([['secret/private-key', text.indexOf(pem), false]]);
  });

  test('two keys in one file are two findings', () => {
    const text = `${pemKey('ed25519')}\n${pemKey('ec-pkcs8')}`;
    expect(keyFindings(text)).toEqual([
      ['secret/private-key', false],
      ['secret/private-key', false],
    ]);
  });
});
