// secret/stripe-key: Stripe secret and restricted keys (`sk_live_`, `sk_test_`, `rk_live_`, `rk_test_`); publishable keys (`pk_`) are public and never reported.
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const stripeKey = defineTextSecretRule(
  {
    id: 'secret/stripe-key',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary:
        'Stripe secret and restricted keys (`sk_live_`, `sk_test_`, `rk_live_`, `rk_test_`); publishable keys (`pk_`) are public and never reported.',
      why:
        `${SHIPPED_WHY} ` +
        'A secret key moves money and reads customer data in its mode (test keys still expose test data and account settings).',
      fix: 'Roll the key in the Stripe dashboard and use `${STRIPE_SECRET_KEY}` in examples.',
      example: '`STRIPE_SECRET_KEY=sk_live_` followed by a long random tail → error; a `pk_live_…` publishable key → nothing.',
    },
    messages: {
      found: validatedFound(
        'in the Stripe dashboard (Developers → API keys)',
        'it has the exact shape of a Stripe secret or restricted key',
      ),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
