// secret/basic-auth: HTTP Basic credentials: `Authorization: Basic` values (decoded and judged) and `user:password` on command lines (`curl -u`, `--user`, HTTPie `-a`).
import { contextualMessage, defineTextSecretRule, SHIPPED_WHY } from './secret-rule.js';

export const basicAuth = defineTextSecretRule(
  {
    id: 'secret/basic-auth',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary:
        'HTTP Basic credentials: `Authorization: Basic` values (decoded and judged) and `user:password` on command lines (`curl -u`, `--user`, HTTPie `-a`).',
      why:
        `${SHIPPED_WHY} ` +
        "Basic credentials are a user name and password in clear (base64 is not encryption). The password is judged like a URL password (see secret/url-credentials): a chosen one counts, placeholders (`user:pass`, `$PASSWORD`, `<password>`) do not. A quoted password after `user:` (`--user kevin:'…'`) is read as the shell joins it. `-p` is read as a password only on commands that log in (`mysql`, `docker login`, `sshpass`), never as a port or a profile.",
      fix: 'Write `curl -u "$USER:$PASSWORD"` or `-u <user>:<password>`; remove literal passwords.',
      example: '`curl -u admin:` followed by a random 14-character password → error; `curl -u username:password` → nothing.',
    },
    messages: { found: contextualMessage('secret/basic-auth') },
  },
  () => 'found',
);
