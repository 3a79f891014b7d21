// secret/invalid-suppression: a suppression that could hide a leak is itself a finding. Reported by
// the suppression pass (src/lint/suppressions.ts) and the allowlist parser
// (src/lint/secret-allowlist.ts), which need the other findings; the rule carries the wording.
import { defineReportedRule } from '../rule.js';

export const secretInvalidSuppression = defineReportedRule({
  meta: {
    id: 'secret/invalid-suppression',
    severity: 'error',
    guardsSafety: true,
    messages: {
      malformed: 'Malformed suppression directive; write `<!-- skillpack-allow secret/<rule> reason="…" -->`.',
      missingReason: 'The suppression of {rule} has no reason; add `reason="…"` saying why the value is harmless.',
      unknownRule:
        'The suppression names {rule}, which is not a secret rule; name one of the contextual rules (e.g. secret/generic-assignment).',
      validatedFamily:
        '{rule} verifies credentials offline and cannot be suppressed inline; allow one finding by its fingerprint in the secret allowlist file (`sha256:<fingerprint>  # reason`).',
      notSecretRule: 'The suppression names {rule}; inline suppressions apply to secret rules only.',
      unused: 'The suppression of {rule} matches no finding on this line or the next; delete it so it cannot hide a future leak.',
      allowlistSyntax: 'Allowlist line {line} is not `sha256:<64 hex digits>  # reason`; fix or delete it.',
      allowlistReason: 'Allowlist entry {fingerprint} has no reason; add `# why this finding is harmless` after it.',
      allowlistDuplicate: 'Allowlist entry {fingerprint} is listed twice; delete one line.',
    },
  },
  reportedBy:
    'the lint stage after every rule has run, judging each suppression against the findings it covers (src/lint/suppressions.ts) and reading the allowlist file (src/lint/secret-allowlist.ts)',
});
