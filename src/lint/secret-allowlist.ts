// The secret allowlist: findings allowed by fingerprint, the only way to allow a validated family
// (docs/rules.md, secret rules). The file lives outside every skill directory (the config
// refuses one inside root) and lists one fingerprint per line with a reason:
//
//   # Fixture key for the signing example; revoked 2024-05.
//   sha256:3f9a…(64 hex digits)  # documented test credential, revoked
//
// The fingerprint is the one in `--format json` output (`sha256(ruleId:secret)`); the `sha256:`
// prefix is optional. Blank lines and lines starting with `#` are comments. A line without a
// reason, a malformed line and a duplicate are `secret/invalid-suppression` findings.
import { diagnosticFrom } from '../rules/diagnostic-from.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { secretInvalidSuppression } from '../rules/secret/invalid-suppression.js';

export interface SecretAllowlist {
  /** Lower-case hex fingerprints, as in Diagnostic.fingerprint. */
  readonly fingerprints: Set<string>;
  readonly diagnostics: Diagnostic[];
}

const entry = /^(?:sha256:)?([0-9a-fA-F]{64})(?:\s+#(.*))?$/;

export function parseSecretAllowlist(file: string, text: string): SecretAllowlist {
  const fingerprints = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const problem = (
    line: number,
    column: number,
    messageId: 'allowlistSyntax' | 'allowlistReason' | 'allowlistDuplicate',
    data: Record<string, string | number>,
  ): void => {
    diagnostics.push(diagnosticFrom(secretInvalidSuppression, { messageId, data, file, line, column }));
  };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const column = raw.length - raw.trimStart().length + 1;
    const m = entry.exec(trimmed);
    if (m === null) {
      problem(line, column, 'allowlistSyntax', { line });
      return;
    }
    const fingerprint = (m[1] ?? '').toLowerCase();
    if ((m[2] ?? '').trim() === '') problem(line, column, 'allowlistReason', { fingerprint: `sha256:${fingerprint.slice(0, 12)}…` });
    if (fingerprints.has(fingerprint)) problem(line, column, 'allowlistDuplicate', { fingerprint: `sha256:${fingerprint.slice(0, 12)}…` });
    fingerprints.add(fingerprint);
  });
  return { fingerprints, diagnostics };
}
