// secret/jwt: JSON Web Tokens whose header and payload decode to JSON objects and whose `alg` is not `none`.
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const jwt = defineTextSecretRule(
  {
    id: 'secret/jwt',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'JSON Web Tokens whose header and payload decode to JSON objects and whose `alg` is not `none`.',
      why:
        `${SHIPPED_WHY} ` +
        'A signed JWT is a bearer credential until it expires; many never do. Unsigned tokens are ignored; the jwt.io samples (the classic one and the current one with `admin: true`, both for subject `1234567890`, "John Doe") and the RFC 7515/7519 example are published examples and only info notes.',
      fix: 'Remove the token and show `<jwt>` or `eyJ…` in examples; revoke it, or rotate the signing key when the issuer cannot revoke tokens.',
      example:
        '`Authorization: Bearer eyJ` followed by a signed token whose payload names a real user → error; the jwt.io sample → info note.',
    },
    messages: {
      found: validatedFound(
        'where it was issued (rotate the signing key if the token cannot be revoked)',
        'its header and payload decode to JSON and it is signed',
      ),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
