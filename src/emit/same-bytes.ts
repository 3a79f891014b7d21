// Is a committed module byte for byte the text the build would write? `check` asks this of a 32 MiB
// module on every run.
import { isAscii } from 'node:buffer';
import { decodeStrictUtf8 } from '../load/decode-text.js';

/**
 * Whether `bytes` are the UTF-8 encoding of `source`. The emitted module is ASCII, so the usual
 * answer comes from one latin1 encode and a memcmp instead of decoding and comparing the text.
 */
export function sameBytes(bytes: Uint8Array, source: string): boolean {
  // UTF-8 takes at least one byte per UTF-16 code unit.
  if (bytes.length < source.length) return false;
  if (bytes.length === source.length && isAscii(bytes)) {
    // latin1 keeps only the low byte of a code unit, so it is exact only when the source is ASCII too.
    return Buffer.byteLength(source, 'utf8') === source.length && Buffer.from(source, 'latin1').equals(bytes);
  }
  return decodeStrictUtf8(bytes) === source;
}
