// Opaque, bounded, tamper-evident pagination cursors (SPEC-NOTES §3 "Bounds", DESIGN "Cursors are
// tamper-evident"). A cursor carries its listing kind and offset, signed with HMAC-SHA256 over the
// catalog digest and the listing's visibility key: a cursor that was changed, truncated, guessed,
// or minted for another catalog, listing or tool surface is refused, never silently restarted.
import { encodeBase64Url, decodeBase64Url } from './base64url.js';
import { maxCursorBytes } from './bounds.js';
import { describeType } from './describe-input.js';
import { hmacSha256 } from './sha256.js';
import { invalidParams, type WireError } from './wire-error.js';

export type CursorKind = 'skills' | 'resources' | 'directory';

export type OpenedCursor = { readonly ok: true; readonly offset: number } | { readonly ok: false; readonly error: WireError };

export interface CursorCodec {
  mint(kind: CursorKind, offset: number, listingKey: string): string;
  /** `total` and `pageSize` describe the listing the cursor must point into. */
  open(cursor: unknown, kind: CursorKind, listingKey: string, total: number, pageSize: number): OpenedCursor;
}

const formatVersion = 1;
const kindByte: { readonly [K in CursorKind]: number } = { skills: 1, resources: 2, directory: 3 };
const headerBytes = 6;
const macBytes = 16;
const cursorChars = Math.ceil(((headerBytes + macBytes) * 4) / 3);

const foreign = invalidParams(
  'Invalid cursor: it was not issued for this listing (altered, truncated, from another session, or the catalog or available tools changed); list again without a cursor',
);

export function createCursorCodec(key: Uint8Array, catalogDigest: string): CursorCodec {
  const encoder = new TextEncoder();
  const sign = (header: Uint8Array, listingKey: string): Uint8Array => {
    const context = encoder.encode(`\0${catalogDigest}\0${listingKey}`);
    const message = new Uint8Array(header.length + context.length);
    message.set(header);
    message.set(context, header.length);
    return hmacSha256(key, message).subarray(0, macBytes);
  };
  return {
    mint(kind, offset, listingKey) {
      const bytes = new Uint8Array(headerBytes + macBytes);
      const view = new DataView(bytes.buffer);
      view.setUint8(0, formatVersion);
      view.setUint8(1, kindByte[kind]);
      view.setUint32(2, offset);
      bytes.set(sign(bytes.subarray(0, headerBytes), listingKey), headerBytes);
      return encodeBase64Url(bytes);
    },
    open(cursor, kind, listingKey, total, pageSize) {
      if (typeof cursor !== 'string')
        return { ok: false, error: invalidParams(`Invalid cursor: must be a string (got ${describeType(cursor)})`) };
      if (cursor.length > maxCursorBytes) return { ok: false, error: invalidParams(`Invalid cursor: longer than ${maxCursorBytes} bytes`) };
      const bytes = cursor.length === cursorChars ? decodeBase64Url(cursor) : undefined;
      if (bytes === undefined || bytes.length !== headerBytes + macBytes) return { ok: false, error: foreign };
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (view.getUint8(0) !== formatVersion || view.getUint8(1) !== kindByte[kind]) return { ok: false, error: foreign };
      if (!constantTimeEqual(bytes.subarray(headerBytes), sign(bytes.subarray(0, headerBytes), listingKey)))
        return { ok: false, error: foreign };
      const offset = view.getUint32(2);
      // A signed cursor always points at the start of a later page; anything else is a bug or forgery.
      if (offset === 0 || offset >= total || offset % pageSize !== 0) return { ok: false, error: foreign };
      return { ok: true, offset };
    },
  };
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] as number) ^ (b[i] as number);
  return difference === 0;
}
