// secret/url-credentials: Passwords in URLs (`scheme://user:password@host`), judged by the password, not the host.
import { contextualMessage, defineTextSecretRule, SHIPPED_WHY } from './secret-rule.js';

export const urlCredentials = defineTextSecretRule(
  {
    id: 'secret/url-credentials',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'Passwords in URLs (`scheme://user:password@host`), judged by the password, not the host.',
      why:
        `${SHIPPED_WHY} ` +
        'A database or Git URL with a real password hands out that account. A password a person chose (letters mixed with digits, symbols or a second case, at least 8 characters) counts on any host, `example.com` included. Deliberately ignored, by an explicit placeholder rule rather than by its randomness: templates (`${DB_PASSWORD}`, `{{password}}`, `$PASSWORD`, `%PASSWORD%`, `<password>`), masks (`***`, `xxxx`), the user name repeated, digits only, typed patterns (`abc12345`), and passwords made only of placeholder and default words with digits, punctuation or leetspeak (`user:password`, `user:pass`, `changeme`, `your_password`, `P@ssw0rd123`, `postgres:postgres`).',
      fix: 'Remove the password and write `postgres://user:${DB_PASSWORD}@host/db` or `<password>`.',
      example:
        '`postgres://app:` followed by a random 16-character password and `@db.example.com/app` → error; `postgres://user:password@localhost/db` → nothing.',
    },
    messages: { found: contextualMessage('secret/url-credentials') },
  },
  () => 'found',
);
