// secret/auth-header: Tokens in `Authorization: Bearer`/`Token` headers, `X-API-Key`, `Api-Key`, `X-Auth-Token`, `PRIVATE-TOKEN`, and `Bearer` tokens written anywhere.
import { contextualMessage, defineTextSecretRule, SHIPPED_WHY } from './secret-rule.js';

export const authHeader = defineTextSecretRule(
  {
    id: 'secret/auth-header',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary:
        'Tokens in `Authorization: Bearer`/`Token` headers, `X-API-Key`, `Api-Key`, `X-Auth-Token`, `PRIVATE-TOKEN`, and `Bearer` tokens written anywhere.',
      why:
        `${SHIPPED_WHY} ` +
        'A bearer token is the whole credential: whoever holds it is authenticated. Schemes read: `Bearer`, `Token`, `Api-Token`, `Api-Key`, `ApiKey`, `Bot`, `SSWS`, `sso-key`, `Key`. Deliberately ignored: templates and variables (`$TOKEN`, `${{ secrets.X }}`, `{token}`), placeholders and words, shortened values (`eyJ...`), and prose about headers.',
      fix: 'Write `Authorization: Bearer $TOKEN` or `<token>` in examples.',
      example:
        '`-H "Authorization: Bearer ` followed by a random 40-character token → error; `Authorization: Bearer ${{ secrets.API_TOKEN }}` → nothing.',
    },
    messages: { found: contextualMessage('secret/auth-header') },
  },
  () => 'found',
);
