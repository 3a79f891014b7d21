// Stripe secret (`sk_`) and restricted (`rk_`) keys, live or test. Publishable keys (`pk_`) are
// public by design: they are claimed so that no looser rule reports them either.
import { ALNUM, WORD, allIn } from '../engine/chars.js';
import { looksRandom } from '../engine/randomness.js';
import type { Detector } from '../engine/types.js';
import { isPublishedExample } from './known-examples.js';
import { tokenRun } from './token-run.js';

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
