// secret/cloudflare-token: Cloudflare API tokens and keys: scannable `cfut_`/`cfat_`/`cfk_` credentials with their CRC-32, Origin CA keys (`v1.0-`), and older tokens and Global API Keys assigned to Cloudflare-named variables or sent as `X-Auth-Key`.
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const cloudflareToken = defineTextSecretRule(
  {
    id: 'secret/cloudflare-token',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary:
        'Cloudflare API tokens and keys: scannable `cfut_`/`cfat_`/`cfk_` credentials with their CRC-32, Origin CA keys (`v1.0-`), and older tokens and Global API Keys assigned to Cloudflare-named variables or sent as `X-Auth-Key`.',
      why: `${SHIPPED_WHY} ` + 'Cloudflare credentials change DNS, Workers and security settings of every zone they cover.',
      fix: 'Roll the token in the Cloudflare dashboard and write `${CLOUDFLARE_API_TOKEN}` in examples.',
      example: '`CLOUDFLARE_API_TOKEN=cfut_` followed by 40 random characters and their checksum → error.',
    },
    messages: {
      found: validatedFound('in the Cloudflare dashboard (My Profile → API Tokens)', 'its checksum or its Cloudflare context verifies'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
