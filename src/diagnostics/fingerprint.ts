// The fingerprint of a secret finding: `sha256(ruleId:secret)` in hex, so a finding can be allowlisted
// (and matched across the sources and the emitted module) without the secret (docs/rules.md "secret/*").
import { createHash } from 'node:crypto';

export function fingerprintOf(ruleId: string, secret: string): string {
  return createHash('sha256').update(`${ruleId}:${secret}`).digest('hex');
}
