// secret/stripe-key: Stripe secret and restricted keys (`sk_live_`, `sk_test_`, `rk_live_`, `rk_test_`); publishable keys (`pk_`) are public and never reported.
// Stripe secret (`sk_`) and restricted (`rk_`) keys, live or test. Publishable keys (`pk_`) are
// public by design: they are claimed so that no looser rule reports them either.
import { ALNUM, WORD, allIn } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import { isPublishedExample } from './support/known-examples.js';
import { definePrefixedTokenFamily, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const families: Record<string, string> = {
  sk_live_: 'Stripe live secret key',
  sk_test_: 'Stripe test secret key',
  rk_live_: 'Stripe live restricted key',
  rk_test_: 'Stripe test restricted key',
  pk_live_: 'Stripe publishable key',
  pk_test_: 'Stripe publishable key',
};

const token: PrefixedTokenSpec = {
  triggers: Object.keys(families),
  alphabet: WORD,
  limit: 260,
  read(key) {
    const prefix = key.slice(0, 8);
    const body = key.slice(8);
    const family = families[prefix];
    if (family === undefined || body.length < 16 || !allIn(body, ALNUM)) return undefined;
    if (prefix.startsWith('pk_')) return { kind: 'claim', family, validated: false };
    if (body.length < 24) return { kind: 'placeholder', family, validated: false, publicPrefix: prefix };
    const ok = looksRandom(body, 62) && !isPublishedExample(key);
    return { kind: ok ? 'secret' : 'placeholder', family, validated: ok, publicPrefix: prefix };
  },
};

export const secretStripeKey = definePrefixedTokenFamily(
  {
    id: 'secret/stripe-key',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound(
        'in the Stripe dashboard (Developers → API keys)',
        'it has the exact shape of a Stripe secret or restricted key',
      ),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
);
