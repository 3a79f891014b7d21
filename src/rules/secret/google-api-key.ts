// secret/google-api-key: Google API keys (`AIza` + 35 URL-safe characters).
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const googleApiKey = defineTextSecretRule(
  {
    id: 'secret/google-api-key',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'Google API keys (`AIzaSy` + 33 URL-safe characters).',
      why:
        `${SHIPPED_WHY} ` +
        'An unrestricted Google API key bills its project for every call made with it. Every key Google issues starts `AIzaSy`: an `AIza` run without that marker is ignored, and a body written as a pattern (`A1B2C3…`, repeated blocks) or holding a sample word is only an info note.',
      fix: 'Delete or restrict the key in the Google Cloud console and show `<google-api-key>` in examples.',
      example: '`key=AIza` followed by 35 random characters in a Maps URL → error.',
    },
    messages: {
      found: validatedFound('in the Google Cloud console (APIs & Services → Credentials)', 'it has the exact shape of a Google API key'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
