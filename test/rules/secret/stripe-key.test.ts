// secret/stripe-key: secret and restricted keys; publishable keys are public, short samples nothing,
// and the long-standing documentation test key a published example.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretStripeKey } from '../../../src/rules/secret/stripe-key.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1108);
const live = f.stripe('sk_live_');
const restricted = f.stripe('rk_test_', 24);
// Assembled so that no credential-shaped literal sits in the repository.
const docsKey = ['sk', 'test', '4eC39HqLyjWDarjtT1zdp7dc'].join('_');

ruleTester(secretRuleOf(secretStripeKey), {
  valid: [
    quiet('a publishable live key', `STRIPE_PUBLISHABLE_KEY=${f.stripe('pk_live_')}`),
    quiet('a publishable test key under a key name', `stripe_key: ${f.stripe('pk_test_', 24)}`),
    quiet('a short sample', 'sk_test_abc'),
    quiet('an environment reference', 'STRIPE_SECRET_KEY="${STRIPE_SECRET_KEY}"'),
  ],
  invalid: [
    reported('a live secret key', `STRIPE_SECRET_KEY=${live}`, {
      secret: live,
      family: 'Stripe live secret key',
      redacted: redacted('sk_live_', live),
    }),
    reported('a restricted test key', `-u ${restricted}:`, {
      secret: restricted,
      family: 'Stripe test restricted key',
      redacted: redacted('rk_test_', restricted),
    }),
    reported('an x-filled key is a note', `sk_live_${'x'.repeat(24)}`, {
      secret: `sk_live_${'x'.repeat(24)}`,
      family: 'Stripe live secret key',
      redacted: redacted('sk_live_', 'xx'),
      messageId: 'placeholder',
    }),
    reported('the documentation test key is a published example', `-u ${docsKey}:`, {
      secret: docsKey,
      family: 'Stripe test secret key',
      redacted: redacted('sk_test_', docsKey),
      messageId: 'placeholder',
    }),
  ],
});
