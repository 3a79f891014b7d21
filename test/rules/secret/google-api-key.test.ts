// secret/google-api-key: `AIzaSy` keys; X-filled keys are notes, keys without the `Sy` marker and
// short samples nothing.
import { secretGoogleApiKey } from '../../../src/rules/secret/google-api-key.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1109);
const key = f.google();
const KEY = 'Google API key';

ruleTester(secretRuleOf(secretGoogleApiKey), {
  valid: [
    quiet(
      'without the `Sy` marker every issued key has',
      `key=AIza${f.token(35, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRTUVWXYZ0123456789')}`,
    ),
    quiet('too short', 'AIzaSyYOURKEY'),
    quiet('an environment reference', 'GOOGLE_API_KEY="${GOOGLE_API_KEY}"'),
  ],
  invalid: [
    reported('a key in a URL', `https://maps.googleapis.com/maps/api/js?key=${key}&callback=init`, {
      secret: key,
      family: KEY,
      redacted: redacted('AIza', key),
    }),
    reported('an X-filled key is a note', `AIzaSy${'X'.repeat(33)}`, {
      secret: `AIzaSy${'X'.repeat(33)}`,
      family: KEY,
      redacted: redacted('AIza', 'XX'),
      messageId: 'placeholder',
    }),
  ],
});
