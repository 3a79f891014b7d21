// secret/shopify-token: `shpat_`, `shpca_`, `shppa_` and `shpss_` + 32 hex digits.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretShopifyToken } from '../../../src/rules/secret/shopify-token.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { HEX } from '../../secret/support/random.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1209);
const access = `shpat_${f.token(32, HEX)}`;
const shared = `shpss_${f.token(32, HEX)}`;
const custom = `shpca_${f.token(32, HEX)}`;
const privateApp = `shppa_${f.token(32, HEX)}`;

ruleTester(secretRuleOf(secretShopifyToken), {
  valid: [quiet('prose naming the prefix', '`shpat_` tokens are Admin API access tokens.')],
  invalid: [
    reported('an access token in a header', `X-Shopify-Access-Token: ${access}`, {
      secret: access,
      family: 'Shopify access token',
      redacted: redacted('shpat_', access),
    }),
    reported('a shared secret', `SHOPIFY_API_SECRET=${shared}`, {
      secret: shared,
      family: 'Shopify shared secret',
      redacted: redacted('shpss_', shared),
    }),
    reported('a custom app token', `SHOPIFY_TOKEN=${custom}`, {
      secret: custom,
      family: 'Shopify custom app access token',
      redacted: redacted('shpca_', custom),
    }),
    reported('a private app password', `SHOPIFY_PASSWORD=${privateApp}`, {
      secret: privateApp,
      family: 'Shopify private app password',
      redacted: redacted('shppa_', privateApp),
    }),
  ],
});

// A value of the family's shape whose body is a pattern, not a random draw, is a placeholder note.
const patternedShopifyToken = `shpat_${'ab'.repeat(16)}`;
ruleTester(secretRuleOf(secretShopifyToken), {
  valid: [quiet('an environment reference', 'TOKEN="${TOKEN}"')],
  invalid: [
    reported('a patterned value of the right shape is a note', `TOKEN=${patternedShopifyToken}`, {
      secret: patternedShopifyToken,
      family: 'Shopify access token',
      redacted: redacted('shpat_', patternedShopifyToken),
      messageId: 'placeholder',
    }),
  ],
});
