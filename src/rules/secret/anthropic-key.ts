// secret/anthropic-key: Anthropic API and admin keys (`sk-ant-api03-`, `sk-ant-admin01-`, 93 characters and the closing `AA`).
// Anthropic API and admin keys: `sk-ant-<kind><2 digits>-` + 93 URL-safe base64 characters + `AA`.
import { BASE64URL } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import { definePrefixedTokenFamily, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const shape = /^(sk-ant-[a-z]{3,6}\d{2}-)([A-Za-z0-9_-]{93})AA$/;

const token: PrefixedTokenSpec = {
  triggers: ['sk-ant-'],
  alphabet: BASE64URL,
  limit: 200,
  read(key) {
    const m = shape.exec(key);
    if (m === null) {
      if (key.length < 60) return undefined;
      return { kind: 'placeholder', family: 'Anthropic API key', validated: false, publicPrefix: 'sk-ant-' };
    }
    const ok = looksRandom(m[2] ?? '', 64);
    return {
      kind: ok ? 'secret' : 'placeholder',
      family: m[1]?.includes('admin') === true ? 'Anthropic admin key' : 'Anthropic API key',
      validated: ok,
      publicPrefix: m[1] ?? 'sk-ant-',
    };
  },
};

export const secretAnthropicKey = definePrefixedTokenFamily(
  {
    id: 'secret/anthropic-key',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound('in the Anthropic Console (API keys)', 'it has the exact shape of an Anthropic key'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
);
