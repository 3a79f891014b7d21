// The runtime's own SHA-256/HMAC and base64url against node:crypto and Buffer.
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from '../../src/runtime/base64url.js';
import { hmacSha256, sha256 } from '../../src/runtime/sha256.js';

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

describe('sha256', () => {
  it.each([0, 1, 55, 56, 63, 64, 65, 119, 120, 1000])('matches node:crypto for %i bytes', (length) => {
    const input = new Uint8Array(length).map((_, i) => (i * 31 + 7) & 0xff);
    expect(hex(sha256(input))).toBe(createHash('sha256').update(input).digest('hex'));
  });

  it('matches node:crypto on arbitrary input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (input) => hex(sha256(input)) === createHash('sha256').update(input).digest('hex')),
    );
  });

  it('HMAC matches node:crypto for short and long keys', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.uint8Array({ maxLength: 200 }), (key, message) => {
        expect(hex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }),
    );
  });
});

describe('base64url', () => {
  it('encodes like Buffer and round-trips', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = encodeBase64Url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(decodeBase64Url(text)).toEqual(bytes);
      }),
    );
  });

  it.each([
    ['padding', 'AAA='],
    ['standard alphabet', 'ab+/'],
    ['impossible length', 'AAAAA'],
    ['non-canonical trailing bits', 'AB'],
    ['whitespace', 'AA A'],
  ])('refuses %s', (_name, text) => {
    expect(decodeBase64Url(text)).toBeUndefined();
  });
});
