// secret/stripe-key: Stripe secret and restricted keys (`sk_live_`, `sk_test_`, `rk_live_`, `rk_test_`); publishable keys (`pk_`) are public and never reported.
// Stripe secret (`sk_`) and restricted (`rk_`) keys, live or test. Publishable keys (`pk_`) are
// public by design: they are claimed so that no looser rule reports them either.
import { ALNUM, WORD, allIn } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { isPublishedExample } from './support/known-examples.js';
import { tokenRun } from './support/token-run.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './support/secret-rule.js';

const families: Record<string, string> = {
  sk_live_: 'Stripe live secret key',
  sk_test_: 'Stripe test secret key',
  rk_live_: 'Stripe live restricted key',
  rk_test_: 'Stripe test restricted key',
  pk_live_: 'Stripe publishable key',
  pk_test_: 'Stripe publishable key',
};

export const stripeKeyDetector: Detector = {
  ruleId: 'secret/stripe-key',
  triggers: Object.keys(families),
  start(text, emit) {
    return (index) => {
      const end = tokenRun(text, index, WORD, WORD, 260);
      if (end === -1) return;
      const key = text.slice(index, end);
      const prefix = key.slice(0, 8);
      const body = key.slice(8);
      const family = families[prefix];
      if (family === undefined || body.length < 16 || !allIn(body, ALNUM)) return;
      if (prefix.startsWith('pk_')) {
        emit({ offset: index, end, secret: key, kind: 'claim', family, validated: false });
        return;
      }
      if (body.length < 24) {
        emit({ offset: index, end, secret: key, kind: 'placeholder', family, validated: false, publicPrefix: prefix });
        return;
      }
      const ok = looksRandom(body, 62) && !isPublishedExample(key);
      emit({ offset: index, end, secret: key, kind: ok ? 'secret' : 'placeholder', family, validated: ok, publicPrefix: prefix });
    };
  },
};

export const stripeKey = defineSecretFamily(
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
  stripeKeyDetector,
);
