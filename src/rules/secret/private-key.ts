// secret/private-key: Private keys in PEM (PKCS#1, PKCS#8, SEC1, encrypted), OpenSSH and PGP armor whose body decodes to a key, also inside JSON strings with `\\n` escapes and inside Markdown quotes.
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const privateKey = defineTextSecretRule(
  {
    id: 'secret/private-key',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary:
        'Private keys in PEM (PKCS#1, PKCS#8, SEC1, encrypted), OpenSSH and PGP armor whose body decodes to a key, also inside JSON strings with `\\\\n` escapes and inside Markdown quotes.',
      why:
        `${SHIPPED_WHY} ` +
        'A private key impersonates its owner for as long as the public half is trusted; encrypted keys fall to offline guessing.',
      fix: 'Replace the key pair, remove the block, and show `-----BEGIN PRIVATE KEY-----` with `…` as the body in examples.',
      example:
        'A `-----BEGIN OPENSSH PRIVATE KEY-----` block whose body decodes to an `openssh-key-v1` container → error (the position is the BEGIN line; endLine the END line).',
    },
    messages: {
      found: validatedFound(
        'wherever the key is trusted (authorized_keys, certificates, CI settings), by replacing the key pair',
        'its body decodes to a key',
      ),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
