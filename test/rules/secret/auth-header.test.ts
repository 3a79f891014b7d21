// secret/auth-header: tokens in `Authorization` and API-key headers, and `Bearer` tokens anywhere;
// variables, templates, placeholders and prose are nothing.
import { authHeader } from '../../../src/rules/secret/auth-header.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(1121);
const token = f.token(40);
const key = f.token(32);

ruleTester(secretRuleOf(authHeader), {
  valid: [
    quiet('an environment variable', 'Authorization: Bearer $GITHUB_TOKEN'),
    quiet('a GitHub Actions secret', 'Authorization: Bearer ${{ secrets.API_TOKEN }}'),
    quiet('angle brackets', 'Authorization: Bearer <your-token>'),
    quiet('a word placeholder', 'X-API-Key: your-api-key-here'),
    quiet('prose about bearer tokens', 'The API accepts a Bearer token in the Authorization header.'),
    quiet('a JWT belongs to secret/jwt', `Authorization: Bearer ${f.jwt()}`),
  ],
  invalid: [
    reported('a Bearer header in curl', `curl -H "Authorization: Bearer ${token}" https://api.example.com`, {
      secret: token,
      family: 'Bearer token',
      redacted: redactedBare(token),
    }),
    reported('the Token scheme', `Authorization: token ${token}`, {
      secret: token,
      family: 'API token in an Authorization header',
      redacted: redactedBare(token),
    }),
    reported('an X-API-Key header', `X-API-Key: ${key}`, { secret: key, family: 'API key in an HTTP header', redacted: redactedBare(key) }),
    reported('a JSON headers object', `{"headers": {"x-api-key": "${key}"}}`, {
      secret: key,
      family: 'API key in an HTTP header',
      redacted: redactedBare(key),
    }),
    reported('Bearer written in prose', `Send it as Bearer ${token} in the request.`, {
      secret: token,
      family: 'Bearer token',
      redacted: redactedBare(token),
    }),
  ],
});
