// The engine's small parts against independent references: CRC-32 against node:zlib, base62,
// redaction, the randomness statistics and the value judgement.
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { decodeBase62 } from '../../src/rules/secret/engine/base62.js';
import { tryDecodeBase64, tryDecodeBase64Url } from '../../src/rules/secret/engine/base64.js';
import { charTable, inTable, runAhead } from '../../src/rules/secret/engine/chars.js';
import { crc32 } from '../../src/rules/secret/engine/crc32.js';
import { isComposedOfCommonWords, isNonSecretValue, isStrongPassword } from '../../src/rules/secret/engine/judge.js';
import { longestRepeat, looksRandom, sequenceShare } from '../../src/rules/secret/engine/randomness.js';
import { redact } from '../../src/rules/secret/engine/redaction.js';
import { nameWords } from '../../src/rules/secret/support/assignment.js';
import { secretNameKind } from '../../src/rules/secret/generic-assignment.js';
import { base62 } from './support/secrets.js';
import { BASE62, Random } from './support/random.js';

test('crc32 agrees with node:zlib', () => {
  const r = new Random(1);
  for (let i = 0; i < 200; i++) {
    const s = r.chars(r.int(64), BASE62);
    expect(crc32(s)).toBe(zlibCrc32(s));
  }
});

test('decodeBase62 inverts the test encoder and rejects other characters', () => {
  for (const n of [0, 1, 61, 62, 3843, 0xffffffff]) expect(decodeBase62(base62(n, 6))).toBe(n);
  expect(decodeBase62('ab-c')).toBe(-1);
});

test('base64 decoding is strict', () => {
  const text = (b: Uint8Array | undefined): string | undefined => (b === undefined ? undefined : Buffer.from(b).toString());
  expect(text(tryDecodeBase64('aGVsbG8='))).toBe('hello');
  expect(tryDecodeBase64('aGVs bG8=')).toBeUndefined();
  expect(tryDecodeBase64('aGVsbG8===')).toBeUndefined();
  expect(text(tryDecodeBase64Url('aGVsbG8'))).toBe('hello');
  expect(tryDecodeBase64Url('a+b/')).toBeUndefined();
});

test('runAhead answers as a search from each offset does, asked in order or not', () => {
  const r = new Random(5);
  const table = charTable('ab');
  for (let i = 0; i < 200; i++) {
    const min = 1 + (i % 7);
    const run = new RegExp(`[ab]{${min}}`);
    const text = r.chars(r.int(60), i % 3 === 0 ? 'aab-' : 'ab-');
    const at = runAhead(text, table, min);
    const offsets = [...Array(text.length + 1).keys()];
    for (const from of i % 2 === 0 ? offsets : offsets.map(() => r.int(text.length + 1))) {
      const found = text.slice(from).search(run);
      expect(at(from)).toBe(found === -1 ? Infinity : from + found);
    }
  }
});

test('charTable ranges only between letters or digits', () => {
  const t = charTable('a-c', '_-=');
  expect(['a', 'b', 'c', '_', '-', '='].every((c) => inTable(t, c.charCodeAt(0)))).toBe(true);
  expect(inTable(t, 'd'.charCodeAt(0)) || inTable(t, '>'.charCodeAt(0))).toBe(false);
});

describe('redact', () => {
  test.each([
    ['ghp_' + 'a'.repeat(34) + 'Zq', 'ghp_', 'ghp_\u2026Zq'],
    ['x7Hq9pL2vN4mK8sT', '', 'x7\u2026sT'],
    ['Kq6srj4ZftEd8q', '', '\u2026'.concat('8q')],
    ['hunter22', '', '\u2026'],
  ])('%s', (secret, prefix, shown) => {
    expect(redact(secret, prefix)).toBe(shown);
  });
});

describe('randomness', () => {
  test('runs and sequences', () => {
    expect(longestRepeat('abXXXXXc')).toBe(5);
    expect(sequenceShare('abcdef')).toBe(1);
    expect(sequenceShare('AbCdEfGh')).toBe(1);
    expect(sequenceShare('abc123def', 3)).toBe(1);
    expect(sequenceShare('q8Zk2Lm9')).toBe(0);
  });
  test('placeholders are not random, generated bodies are', () => {
    expect(looksRandom('x'.repeat(36), 62)).toBe(false);
    expect(looksRandom('1234567890abcdefghij', 62)).toBe(false);
    expect(looksRandom(`${'EXAMPLE'}KEY${'q8Zk2Lm9'}`, 62)).toBe(false);
    expect(looksRandom(new Random(5).chars(36, BASE62), 62)).toBe(true);
  });
});

describe('value judgement', () => {
  test.each([
    '${DB_PASSWORD}',
    '{{ .Values.token }}',
    '$(cat token.txt)',
    '<token>',
    '%s',
    '$TOKEN',
    'process.env.TOKEN',
    'os.environ["X"]',
    'getToken()',
    '********',
    '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    'sha256:abc',
    'https://example.com',
    './secrets/key.pem',
    '/etc/ssl/key.pem',
  ])('%s is not a secret value', (v) => {
    expect(isNonSecretValue(v)).toBe(true);
  });
  test.each(['password', 'P@ssw0rd!', 's3cr3tP4ss', 'admin123', 'changeme', 'postgres', 'Summer2024!', 'letmein'])(
    '%s is a weak or sample password',
    (v) => {
      expect(isComposedOfCommonWords(v) || !isStrongPassword(v)).toBe(true);
      expect(isStrongPassword(v)).toBe(false);
    },
  );
  test.each(['Tr0ub4dor&3x', 'x7Hq9pL2vN4mK8sT', 'k9#Vq2!mZ7'])('%s is a strong password', (v) => {
    expect(isStrongPassword(v)).toBe(true);
  });
  test('a password equal to its user name is a default', () => {
    expect(isStrongPassword('Kq6srj4ZftEd8q', 'Kq6srj4ZftEd8q')).toBe(false);
  });
});

describe('secret names', () => {
  test.each([
    ['AWS_SECRET_ACCESS_KEY', ['aws', 'secret', 'access', 'key']],
    ['clientSecret', ['client', 'secret']],
    ['APIKey', ['api', 'key']],
    ['x-api-key', ['x', 'api', 'key']],
    ['OAuth2Token', ['o', 'auth', '2', 'token']],
  ])('%s splits into words', (name, words) => {
    expect(nameWords(name)).toEqual(words);
  });
  test.each([
    ['DB_PASSWORD', 'password'],
    ['dbpassword', 'password'],
    ['GITHUB_TOKEN', 'secret'],
    ['client_secret', 'secret'],
    ['apiKey', 'secret'],
    ['STRIPE_KEY', 'loose-key'],
    ['CACHE_KEY', undefined],
    ['public_key', undefined],
    ['token_url', undefined],
    ['max_tokens', undefined],
    ['password_hash', undefined],
    ['secret_name', undefined],
    ['token_type', undefined],
    ['keyboard', undefined],
  ])('%s names %s', (name, kind) => {
    expect(secretNameKind(name)).toBe(kind);
  });
});
