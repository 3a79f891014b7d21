// `sha256:` + 64 lowercase hex digits, the digest form of the Skills extension manifest (SPEC-NOTES §1).
import { createHash } from 'node:crypto';

export function sha256Digest(data: Uint8Array | string): string {
  return `sha256:${createHash('sha256').update(data).digest('hex')}`;
}
