// secret/pypi-token: PyPI and TestPyPI API tokens (`pypi-` + a base64 macaroon whose location is pypi.org).
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const pypiToken = defineTextSecretRule(
  {
    id: 'secret/pypi-token',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'PyPI and TestPyPI API tokens (`pypi-` + a base64 macaroon whose location is pypi.org).',
      why: `${SHIPPED_WHY} ` + 'A PyPI token uploads releases of the projects in its scope: a supply-chain credential.',
      fix: 'Remove the token on pypi.org and use trusted publishing or `${PYPI_TOKEN}` in examples.',
      example:
        '`password = pypi-` followed by a base64 macaroon minted for pypi.org → error; `pypi-AgEI…` that does not decode → info note.',
    },
    messages: {
      found: validatedFound('on pypi.org (Account settings → API tokens)', 'it decodes to a pypi.org macaroon'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
