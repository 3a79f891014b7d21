// secret/url-credentials: Passwords in URLs (`scheme://user:password@host`), judged by the password, not the host.
import { contextualMessage, defineTextSecretRule, SHIPPED_WHY } from './secret-rule.js';

export const urlCredentials = defineTextSecretRule(
  {
    id: 'secret/url-credentials',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: "Passwords in URLs (`scheme://user:password@host`), judged by the password, not the host.",
      why: `${SHIPPED_WHY} ` + "A database or Git URL with a real password hands out that account. A strong password on `example.com` still counts; placeholders (`user:pass`), templates (`${DB_PASSWORD}`) and well-known defaults (`postgres:postgres`) do not.",
      fix: "Remove the password and write `postgres://user:${DB_PASSWORD}@host/db` or `<password>`.",
      example: "`postgres://app:` followed by a random 16-character password and `@db.example.com/app` → error; `postgres://user:password@localhost/db` → nothing.",
    },
    messages: { found: contextualMessage('secret/url-credentials') },
  },
  () => 'found',
);
