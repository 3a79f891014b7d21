// Strict UTF-8 decoding that keeps every byte: a BOM stays in the text (so emitted text re-encodes
// to the exact source bytes) and any invalid sequence makes the file non-text.
import { Buffer, isAscii, isUtf8 } from 'node:buffer';

/**
 * The text of `bytes`, or undefined when they are not valid UTF-8 (overlong forms, surrogates,
 * code points above U+10FFFF, truncated sequences). Validation is native (simdutf), and ASCII, the
 * common case, is copied as one byte per character: the same text TextDecoder's fatal mode gives,
 * for a fraction of the work (docs/benchmarks.md).
 */
export function decodeStrictUtf8(bytes: Uint8Array): string | undefined {
  const view = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isAscii(view)) return view.toString('latin1');
  return isUtf8(view) ? view.toString('utf8') : undefined;
}
