// secret/huggingface-token: Hugging Face access tokens (`hf_` + 34 letters) and organisation tokens (`api_org_`).
// Hugging Face user access tokens (`hf_` + 34 letters; some scanners also allow digits, so digits
// are accepted) and organisation API tokens (`api_org_`).
import { ALNUM, WORD, allIn } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import { definePrefixedTokenFamily, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const token: PrefixedTokenSpec = {
  triggers: ['hf_', 'api_org_'],
  alphabet: WORD,
  limit: 60,
  read(token) {
    const prefix = token.startsWith('hf_') ? 'hf_' : 'api_org_';
    const body = token.slice(prefix.length);
    if (body.length !== 34 || !allIn(body, ALNUM)) return undefined;
    const ok = /[a-z]/.test(body) && /[A-Z]/.test(body) && looksRandom(body, /[0-9]/.test(body) ? 62 : 52);
    return {
      kind: ok ? 'secret' : 'placeholder',
      family: prefix === 'hf_' ? 'Hugging Face access token' : 'Hugging Face organisation token',
      validated: ok,
      publicPrefix: prefix,
    };
  },
};

export const secretHuggingfaceToken = definePrefixedTokenFamily(
  {
    id: 'secret/huggingface-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound('on huggingface.co (Settings → Access Tokens)', 'it has the exact shape of a Hugging Face token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
);
