// File and catalog digests (`sha256:` + hex, SPEC-NOTES §1): the one-shot digest gives exactly what a
// Hash object gives for the same bytes or text (text digested as UTF-8, lone surrogates included).
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Digest } from '../../src/bundle/digest.js';

const viaHashObject = (data: Uint8Array | string): string => `sha256:${createHash('sha256').update(data).digest('hex')}`;

describe('sha256Digest', () => {
  it('is the SHA-256 of the empty input and of "abc"', () => {
    expect(sha256Digest('')).toBe('sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Digest(new TextEncoder().encode('abc'))).toBe('sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('digests bytes and texts as a Hash object does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5000 }), fc.string({ unit: 'binary', maxLength: 300 }), (bytes, text) => {
        expect(sha256Digest(bytes)).toBe(viaHashObject(bytes));
        expect(sha256Digest(Buffer.from(bytes))).toBe(viaHashObject(bytes));
        expect(sha256Digest(text)).toBe(viaHashObject(text));
        expect(sha256Digest(`${text}\ud800`)).toBe(viaHashObject(`${text}\ud800`));
      }),
      { numRuns: 300 },
    );
  });
});
