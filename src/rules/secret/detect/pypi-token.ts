// PyPI API tokens: `pypi-` + the URL-safe base64 of a v2 macaroon whose location is pypi.org
// (or test.pypi.org). The token is validated by decoding it, not by its look.
import { BASE64URL, charTable } from '../engine/chars.js';
import { decodeBase64Url } from '../engine/base64.js';
import { parseMacaroonV2 } from '../engine/macaroon.js';
import type { Detector } from '../engine/types.js';
import { tokenRun } from './token-run.js';

const RUN = charTable('A-Za-z0-9', '_-=');

export const pypiTokenDetector: Detector = {
  ruleId: 'secret/pypi-token',
  triggers: ['pypi-'],
  start(text, emit) {
    return (index) => {
      const end = tokenRun(text, index, RUN, BASE64URL, 4096);
      if (end === -1 || end - index < 60) return;
      const token = text.slice(index, end);
      const bytes = decodeBase64Url(token.slice(5));
      const macaroon = bytes === undefined ? undefined : parseMacaroonV2(bytes);
      const ok = macaroon !== undefined && (macaroon.location === 'pypi.org' || macaroon.location === 'test.pypi.org');
      if (!ok && !token.startsWith('pypi-AgE')) return;
      const family = macaroon?.location === 'test.pypi.org' ? 'TestPyPI API token' : 'PyPI API token';
      emit({ offset: index, end, secret: token, kind: ok ? 'secret' : 'placeholder', family, validated: ok, publicPrefix: 'pypi-' });
    };
  },
};
