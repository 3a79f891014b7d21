// secret/github-token: GitHub tokens (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` with a valid CRC-32 checksum, and fine-grained `github_pat_` tokens).
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const githubToken = defineTextSecretRule(
  {
    id: 'secret/github-token',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary:
        'GitHub tokens (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` with a valid CRC-32 checksum, and fine-grained `github_pat_` tokens).',
      why:
        `${SHIPPED_WHY} ` +
        'Classic GitHub tokens end in a base62 CRC-32 of their random part, so a token whose checksum verifies is real, not a sample; one that fails is reported only as an info note.',
      fix: 'Revoke the token on GitHub, remove it from the skill, and show `${GITHUB_TOKEN}` or `<github-token>` in examples instead.',
      example:
        '`export GITHUB_TOKEN=` followed by `ghp_` and 36 characters whose last six are the checksum of the first thirty → error. Fix: `export GITHUB_TOKEN="${GITHUB_TOKEN}"`.',
    },
    messages: {
      found: validatedFound("in GitHub (Settings → Developer settings, or the organisation's token list)", 'its CRC-32 checksum verifies'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
