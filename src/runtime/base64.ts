// Standard padded base64 (RFC 4648 §4) for blob files: the length a blob decodes to, checked without
// decoding (start-up stays cheap on megabytes of blobs), and a decoder for byte accessors, which
// hand out a fresh copy on every call (DESIGN "Generated module contract").

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const valueOf = new Int16Array(128).fill(-1);
for (let i = 0; i < alphabet.length; i++) valueOf[alphabet.charCodeAt(i)] = i;

const canonicalBase64 = /^[A-Za-z0-9+/]*(?:[AQgw]==|[AEIMQUYcgkosw048]=)?$/;

/**
 * The number of bytes `text` decodes to, or undefined when it is not canonical padded base64 (only
 * the alphabet, length a multiple of 4, `=` only as the padding, and zero bits under the padding, so
 * one byte string has exactly one spelling).
 */
export function base64ByteLength(text: string): number | undefined {
  if (text.length % 4 !== 0 || !canonicalBase64.test(text)) return undefined;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

/** Encodes bytes as padded base64 (for tests and tools; the build uses Buffer's encoder, which writes the same). */
export function encodeBase64(bytes: Uint8Array): string {
  return encodeInAlphabet(bytes, alphabet, true);
}

/**
 * The one base64 encoder: bytes in a 64-character `alphabet` (RFC 4648 §4 here, §5 for cursors),
 * each short final group padded with `=` or not.
 */
export function encodeInAlphabet(bytes: Uint8Array, alphabet: string, padded: boolean): string {
  const parts: string[] = [];
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] as number;
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    out += alphabet[b0 >> 2];
    out += alphabet[((b0 & 0x03) << 4) | ((b1 ?? 0) >> 4)];
    if (b1 !== undefined) out += alphabet[((b1 & 0x0f) << 2) | ((b2 ?? 0) >> 6)];
    else if (padded) out += '=';
    if (b2 !== undefined) out += alphabet[b2 & 0x3f];
    else if (padded) out += '=';
    if (out.length >= 8192) (parts.push(out), (out = ''));
  }
  parts.push(out);
  return parts.join('');
}

/** A fresh Uint8Array of the bytes; throws on text that is not canonical base64. */
export function decodeBase64(text: string): Uint8Array {
  const length = base64ByteLength(text);
  if (length === undefined) throw new TypeError('not canonical base64');
  const bytes = new Uint8Array(length);
  let at = 0;
  for (let i = 0; i < text.length; i += 4) {
    const v0 = valueOf[text.charCodeAt(i)] as number;
    const v1 = valueOf[text.charCodeAt(i + 1)] as number;
    const v2 = valueOf[text.charCodeAt(i + 2)] as number;
    const v3 = valueOf[text.charCodeAt(i + 3)] as number;
    bytes[at++] = (v0 << 2) | (v1 >> 4);
    if (at < length) bytes[at++] = ((v1 & 0x0f) << 4) | (v2 >> 2);
    if (at < length) bytes[at++] = ((v2 & 0x03) << 6) | v3;
  }
  return bytes;
}
