// secret/databricks-token: Databricks personal access tokens (`dapi` + 32 hex digits, optionally `-<n>`).
// Databricks personal access tokens (https://docs.databricks.com/en/dev-tools/auth/pat.html): `dapi`
// followed by 32 lower-case hex digits, sometimes with a `-<n>` suffix naming the workspace shard. No
// checksum: the prefix and a random hex body are the evidence, so the family is judged from context.
import { charTable } from './engine/chars.js';
import { definePrefixedTokenFamily, shapedToken, type PrefixedTokenSpec } from './support/prefixed-token.js';
import { contextualMessage, PLACEHOLDER_MESSAGE, validatedMessage } from './support/secret-rule.js';

const shape = /^dapi([0-9a-f]{32})(?:-\d{1,2})?$/;

const token: PrefixedTokenSpec = {
  triggers: ['dapi'],
  alphabet: charTable('A-Za-z0-9', '-'),
  boundary: charTable('A-Za-z0-9', '_'),
  limit: 48,
  read(token) {
    const m = shape.exec(token);
    return m === null ? undefined : shapedToken('Databricks access token', 'dapi', m[1] ?? '', 16);
  },
};

export const secretDatabricksToken = definePrefixedTokenFamily(
  {
    id: 'secret/databricks-token',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: contextualMessage('secret/databricks-token'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  token,
  { judgedFromContext: true },
);
