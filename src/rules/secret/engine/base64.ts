// Strict base64 decoding that answers undefined on bad input (the runtime's decoders serve catalogs
// and throw): unlike Buffer.from, a character outside the alphabet is a failure, not something to
// skip, so "decodes to a key" really means the text is that key.
import { BASE64, BASE64URL, allIn } from './chars.js';

function stripPadding(s: string): string | undefined {
  let end = s.length;
  while (end > 0 && s[end - 1] === '=') end--;
  if (s.length - end > 2) return undefined;
  return s.slice(0, end);
}

/** Standard alphabet (`+/`), padding optional. */
export function tryDecodeBase64(s: string): Uint8Array | undefined {
  const body = stripPadding(s);
  if (body === undefined || body.length % 4 === 1 || !allIn(body, BASE64)) return undefined;
  return Buffer.from(body, 'base64');
}

/** URL-safe alphabet (`-_`), padding optional. */
export function tryDecodeBase64Url(s: string): Uint8Array | undefined {
  const body = stripPadding(s);
  if (body === undefined || body.length % 4 === 1 || !allIn(body, BASE64URL)) return undefined;
  return Buffer.from(body, 'base64url');
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Decoded text when the bytes are valid UTF-8, else undefined. */
export function utf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}
