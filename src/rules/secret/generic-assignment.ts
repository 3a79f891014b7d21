// secret/generic-assignment: Assignments whose name denotes a secret (`*_TOKEN`, `*_SECRET`, `*_PASSWORD`, `apiKey`, `client_secret`) and whose value is a literal that looks generated.
import { contextualMessage, defineTextSecretRule, SHIPPED_WHY } from './secret-rule.js';

export const genericAssignment = defineTextSecretRule(
  {
    id: 'secret/generic-assignment',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: "Assignments whose name denotes a secret (`*_TOKEN`, `*_SECRET`, `*_PASSWORD`, `apiKey`, `client_secret`) and whose value is a literal that looks generated.",
      why: `${SHIPPED_WHY} ` + "Most leaked credentials have no vendor prefix: they are a random string assigned to a telling name. Values that are templated (`${X}`, `{{ }}`), indirections (`process.env.X`, `os.environ[…]`), masked, UUIDs, hashes, URLs or paths are not reported.",
      fix: "Replace the value with a reference (`${API_SECRET}`, `process.env.API_SECRET`) or a placeholder (`<api-secret>`).",
      example: "`API_SECRET=\"` followed by 32 random characters → error; `API_SECRET=${API_SECRET}` → nothing.",
    },
    messages: { found: contextualMessage('secret/generic-assignment') },
  },
  () => 'found',
);
