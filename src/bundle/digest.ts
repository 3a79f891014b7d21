// `sha256:` + 64 lowercase hex digits, the digest form of the Skills extension manifest (SPEC-NOTES §1).
import * as crypto from 'node:crypto';

/**
 * crypto.hash (Node 20.12 and later) digests in one call, without a Hash object per digest: `check`
 * digests every file of the catalog (docs/benchmarks.md). Read as a property, so an older Node 20
 * takes createHash instead of failing to load the module.
 */
const oneShot: ((algorithm: string, data: Uint8Array | string, encoding: 'hex') => string) | undefined = (
  crypto as { hash?: (algorithm: string, data: Uint8Array | string, encoding: 'hex') => string }
).hash;

export function sha256Digest(data: Uint8Array | string): string {
  const hex = oneShot === undefined ? crypto.createHash('sha256').update(data).digest('hex') : oneShot('sha256', data, 'hex');
  return `sha256:${hex}`;
}
