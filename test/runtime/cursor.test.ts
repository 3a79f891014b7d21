// Cursors are opaque, bounded and tamper-evident (DESIGN "Cursors are tamper-evident"): every
// change, truncation, extension or guess is refused with -32602, never a silent restart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCursorCodec } from '../../src/runtime/cursor.js';

const key = new Uint8Array(32).fill(7);
const codec = createCursorCodec(key, 'sha256:aaaa');
const listing = { kind: 'skills', key: 'ff', total: 256, pageSize: 32 } as const;
const open = (cursor: unknown): ReturnType<typeof codec.open> =>
  codec.open(cursor, listing.kind, listing.key, listing.total, listing.pageSize);

describe('cursor', () => {
  const minted = codec.mint('skills', 64, 'ff');

  it('round-trips, is short, and the same position mints the same cursor', () => {
    expect(open(minted)).toEqual({ ok: true, offset: 64 });
    expect(minted.length).toBeLessThan(2051);
    expect(codec.mint('skills', 64, 'ff')).toBe(minted);
    expect(minted).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses every single-character change', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < minted.length; i += 1) {
      for (const char of alphabet) {
        if (char === minted[i]) continue;
        const changed = `${minted.slice(0, i)}${char}${minted.slice(i + 1)}`;
        expect(open(changed).ok, changed).toBe(false);
      }
    }
  });

  it('refuses every truncation and extension', () => {
    for (let i = 0; i < minted.length; i += 1) expect(open(minted.slice(0, i)).ok).toBe(false);
    for (const suffix of ['A', '=', '==', ' ', minted]) expect(open(`${minted}${suffix}`).ok).toBe(false);
  });

  it.each([
    ['another listing kind', () => codec.open(minted, 'resources', 'ff', 256, 32)],
    ['another tool surface', () => codec.open(minted, 'skills', 'fe', 256, 32)],
    ['another catalog', () => createCursorCodec(key, 'sha256:bbbb').open(minted, 'skills', 'ff', 256, 32)],
    ['another server key', () => createCursorCodec(new Uint8Array(32).fill(8), 'sha256:aaaa').open(minted, 'skills', 'ff', 256, 32)],
    ['a shorter listing', () => codec.open(minted, 'skills', 'ff', 64, 32)],
    ['another page size', () => codec.open(minted, 'skills', 'ff', 256, 128)],
  ])('refuses a cursor for %s', (_name, attempt) => {
    const opened = attempt();
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error.code).toBe(-32602);
  });

  it.each([
    ['a number', 32, 'must be a string'],
    ['null', null, 'must be a string'],
    ['an object', { offset: 32 }, 'must be a string'],
    ['over 2051 bytes', 'A'.repeat(2052), 'longer than 2051 bytes'],
    ['a megabyte', 'A'.repeat(1 << 20), 'longer than 2051 bytes'],
    ['an empty string', '', 'not issued for this listing'],
    ['a plain offset', '32', 'not issued for this listing'],
    ['JSON', '{"offset":32}', 'not issued for this listing'],
  ])('refuses %s with a bounded message', (_name, cursor, words) => {
    const opened = open(cursor);
    expect(opened.ok).toBe(false);
    if (!opened.ok) {
      expect(opened.error.code).toBe(-32602);
      expect(opened.error.message).toContain(words);
      expect(opened.error.message.length).toBeLessThan(300);
    }
  });

  it('refuses offsets no page starts at, even when signed', () => {
    for (const offset of [0, 1, 31, 33, 256, 288, 0xffffffff]) {
      expect(open(codec.mint('skills', offset, 'ff')).ok).toBe(false);
    }
  });

  it('refuses random guesses', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ minLength: 30, maxLength: 30 }),
          fc.base64String({ minLength: 28, maxLength: 32 }),
          fc.string({ maxLength: 100 }),
        ),
        (guess) => {
          fc.pre(guess !== minted);
          expect(open(guess).ok).toBe(false);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
