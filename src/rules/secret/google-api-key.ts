// secret/google-api-key: Google API keys (`AIza` + 35 URL-safe characters).
// Google API keys: `AIza` + 35 characters of the URL-safe base64 alphabet, and every key Google
// issues starts `AIzaSy`: a run without that marker is someone's sample and is claimed silently.
import { BASE64URL } from './engine/chars.js';
import { looksRandom } from './engine/randomness.js';
import { isPublishedExample } from './support/known-examples.js';
import { definePrefixedTokenFamily, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const token: PrefixedTokenSpec = {
  triggers: ['AIza'],
  alphabet: BASE64URL,
  limit: 48,
  read(key) {
    if (key.length !== 39) return undefined;
    // S y
    if (key.charCodeAt(4) !== 83 || key.charCodeAt(5) !== 121) return { kind: 'claim', family: 'Google API key', validated: false };
    const ok = looksRandom(key.slice(4), 64) && !isPublishedExample(key);
    return { kind: ok ? 'secret' : 'placeholder', family: 'Google API key', validated: ok, publicPrefix: 'AIza' };
  },
};

export const secretGoogleApiKey = definePrefixedTokenFamily(
  {
    id: 'secret/google-api-key',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound('in the Google Cloud console (APIs & Services → Credentials)', 'it has the exact shape of a Google API key'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
);
