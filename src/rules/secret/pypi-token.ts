// secret/pypi-token: PyPI and TestPyPI API tokens (`pypi-` + a base64 macaroon whose location is pypi.org).
// PyPI API tokens: `pypi-` + the URL-safe base64 of a v2 macaroon whose location is pypi.org
// (or test.pypi.org). The token is validated by decoding it: a whole macaroon, or a pypi.org
// header followed by a random-looking body; anything else with the prefix is a placeholder.
import { BASE64URL, charTable } from './engine/chars.js';
import { tryDecodeBase64Url } from './engine/base64.js';
import { macaroonLocation, parseMacaroonV2 } from './engine/macaroon.js';
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { tokenRun } from './support/token-run.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

const RUN = charTable('A-Za-z0-9', '_-=');

export const pypiTokenDetector: Detector = {
  ruleId: 'secret/pypi-token',
  triggers: ['pypi-'],
  start(text, emit) {
    return (index) => {
      const end = tokenRun(text, index, RUN, BASE64URL, 4096);
      if (end === -1 || end - index < 60) return;
      const token = text.slice(index, end);
      const body = token.slice(5).replace(/=+$/, '');
      const bytes = tryDecodeBase64Url(body.length % 4 === 1 ? body.slice(0, -1) : body);
      const location = bytes === undefined ? undefined : (parseMacaroonV2(bytes)?.location ?? macaroonLocation(bytes));
      const pypi = location === 'pypi.org' || location === 'test.pypi.org';
      // The header is 20–30 characters; what follows must look generated unless the whole parse held.
      const ok = pypi && (bytes !== undefined && parseMacaroonV2(bytes) !== undefined ? true : looksRandom(body.slice(32), 64));
      if (!ok && !token.startsWith('pypi-AgE')) return;
      const family = location === 'test.pypi.org' ? 'TestPyPI API token' : 'PyPI API token';
      emit({ offset: index, end, secret: token, kind: ok ? 'secret' : 'placeholder', family, validated: ok, publicPrefix: 'pypi-' });
    };
  },
};

export const secretPypiToken = defineSecretFamily(
  {
    id: 'secret/pypi-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound('on pypi.org (Account settings → API tokens)', 'it decodes to a pypi.org macaroon'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  pypiTokenDetector,
);
