// secret/grafana-token: Grafana Cloud access policy tokens (`glc_` + base64 JSON) and service account tokens (`glsa_` + 32 + `_` + 8 hex).
// Grafana tokens (https://grafana.com/docs/grafana/latest/administration/service-accounts/,
// https://grafana.com/docs/grafana-cloud/account-management/authentication-and-permissions/access-policies/):
// Cloud access policy tokens are `glc_` + standard base64 of a JSON object (`{"o":…,"n":…,"k":…,"m":…}`);
// service account tokens are `glsa_` + 32 alphanumerics + `_` + 8 hex digits. Judged from context: the
// service account suffix is a checksum whose input is not documented, so it is not verified here.
import { charTable } from './engine/chars.js';
import { base64JsonObject } from './support/json-token.js';
import { definePrefixedTokenFamily, shapedToken, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { contextualMessage, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const serviceAccount = /^glsa_([A-Za-z0-9]{32})_[0-9a-f]{8}$/;

const token: PrefixedTokenSpec = {
  triggers: ['glc_', 'glsa_'],
  alphabet: charTable('A-Za-z0-9', '+/=_'),
  // `=` pads the end of base64, and precedes the token in `NAME=token`.
  boundary: charTable('A-Za-z0-9', '+/_'),
  limit: 1024,
  read(token) {
    if (token.startsWith('glsa_')) {
      const m = serviceAccount.exec(token);
      return m === null ? undefined : shapedToken('Grafana service account token', 'glsa_', m[1] ?? '', 62);
    }
    const body = token.slice(4);
    if (body.length < 32) return undefined;
    const key = base64JsonObject(body)?.['k'];
    if (typeof key !== 'string') return undefined;
    return shapedToken('Grafana Cloud access policy token', 'glc_', key, 62);
  },
};

export const secretGrafanaToken = definePrefixedTokenFamily(
  {
    id: 'secret/grafana-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/grafana-token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
