// Unpadded base64url (RFC 4648 §5) for cursor bytes, strict on decode: only the alphabet, no
// padding, and only the canonical spelling of the bytes (so one cursor has exactly one form).
import { encodeInAlphabet } from './base64.js';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const valueOf = new Map<string, number>([...alphabet].map((char, index) => [char, index]));

export function encodeBase64Url(bytes: Uint8Array): string {
  return encodeInAlphabet(bytes, alphabet, false);
}

/** The bytes, or undefined when `text` is not canonical unpadded base64url. */
export function decodeBase64Url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let bitCount = 0;
  let index = 0;
  for (const char of text) {
    const value = valueOf.get(char);
    if (value === undefined) return undefined;
    bits = (bits << 6) | value;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      bytes[index] = (bits >> bitCount) & 0xff;
      index += 1;
    }
    bits &= (1 << bitCount) - 1;
  }
  // Leftover bits must be zero, or two spellings would decode to the same bytes.
  if (bits !== 0) return undefined;
  return bytes;
}
