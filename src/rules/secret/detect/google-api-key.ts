// Google API keys: `AIza` + 35 characters of the URL-safe base64 alphabet, and every key Google
// issues starts `AIzaSy`: a run without that marker is someone's sample and is claimed silently.
import { BASE64URL } from '../engine/chars.js';
import { looksRandom } from '../engine/randomness.js';
import type { Detector } from '../engine/types.js';
import { isPublishedExample } from './known-examples.js';
import { tokenRun } from './token-run.js';

export const googleApiKeyDetector: Detector = {
  ruleId: 'secret/google-api-key',
  triggers: ['AIza'],
  start(text, emit) {
    return (index) => {
      const end = tokenRun(text, index, BASE64URL, BASE64URL, 48);
      if (end - index !== 39) return;
      const key = text.slice(index, end);
      if (key.charCodeAt(4) !== 83 || key.charCodeAt(5) !== 121) {
        // S y
        emit({ offset: index, end, secret: key, kind: 'claim', family: 'Google API key', validated: false });
        return;
      }
      const ok = looksRandom(key.slice(4), 64) && !isPublishedExample(key);
      emit({
        offset: index,
        end,
        secret: key,
        kind: ok ? 'secret' : 'placeholder',
        family: 'Google API key',
        validated: ok,
        publicPrefix: 'AIza',
      });
    };
  },
};
