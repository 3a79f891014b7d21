// secret/pypi-token: `pypi-` tokens that decode to a macaroon for pypi.org or test.pypi.org; another
// location or undecodable noise is a note.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretPypiToken } from '../../../src/rules/secret/pypi-token.js';
import { BASE64URL } from '../../secret/support/random.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1114);
const pypi = f.pypi();
const testpypi = f.pypi('test.pypi.org');
const wrongHost = f.pypi('pypi.example.com');
// The macaroon header every PyPI token starts with (version 2, location "pypi.org"), then noise.
const headerOnly = `pypi-${Buffer.concat([Buffer.from([2, 1, 8]), Buffer.from('pypi.org')]).toString('base64url')}${f.token(150, BASE64URL)}`;
const noise = `pypi-AgEI${'A'.repeat(60)}`;
const TOKEN = 'PyPI API token';

ruleTester(secretRuleOf(secretPypiToken), {
  valid: [
    quiet('a placeholder', 'TWINE_PASSWORD=pypi-your-token'),
    quiet('an environment reference', 'TWINE_PASSWORD="${PYPI_TOKEN}"'),
    quiet('prose naming the prefix', 'PyPI tokens start with `pypi-` and are used with the user name `__token__`.'),
  ],
  invalid: [
    reported('a token that decodes to a pypi.org macaroon', `password = ${pypi}`, {
      secret: pypi,
      family: TOKEN,
      redacted: redacted('pypi-', pypi),
    }),
    reported('a TestPyPI token', `TWINE_PASSWORD=${testpypi}`, {
      secret: testpypi,
      family: 'TestPyPI API token',
      redacted: redacted('pypi-', testpypi),
    }),
    reported('the pypi.org header with a random body', `upload with ${headerOnly}`, {
      secret: headerOnly,
      family: TOKEN,
      redacted: redacted('pypi-', headerOnly),
    }),
    reported('a macaroon for another location is a note', wrongHost, {
      secret: wrongHost,
      family: TOKEN,
      redacted: redacted('pypi-', wrongHost),
      messageId: 'placeholder',
    }),
    reported('PyPI-prefixed noise is a note', noise, {
      secret: noise,
      family: TOKEN,
      redacted: redacted('pypi-', noise),
      messageId: 'placeholder',
    }),
  ],
});
