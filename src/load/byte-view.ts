// A Buffer view of any Uint8Array (no copy), for Buffer's native searches (indexOf is memchr-fast)
// on the bytes the loader keeps.
import { Buffer } from 'node:buffer';

export function bufferView(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
