// secret/generic-assignment: Assignments whose name denotes a secret (`*_TOKEN`, `*_SECRET`, `*_PASSWORD`, `apiKey`, `client_secret`) and whose value is a literal that looks generated.
import { contextualMessage, defineTextSecretRule, SHIPPED_WHY } from './secret-rule.js';

export const genericAssignment = defineTextSecretRule(
  {
    id: 'secret/generic-assignment',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary:
        'Assignments whose name denotes a secret (`*_TOKEN`, `*_SECRET`, `*_PASSWORD`, `apiKey`, `client_secret`) and whose value is a literal that looks generated.',
      why:
        `${SHIPPED_WHY} ` +
        'Most leaked credentials have no vendor prefix: they are a random string assigned to a telling name. Notations read: shell and .env, YAML, JSON (also `NAME=value` inside a JSON string with `\\n` escapes), TOML/INI/Python, Go (`:=`, `var x string =`), TypeScript/Kotlin typed declarations, PHP (`=`, `.=`), Ruby `=>`, make (`?=`, `::=`, `:::=`), `System.setProperty("NAME", "v")`-style calls, subscripts, markup elements (also with the value on its own line), name/value lists, query strings, long flags and .netrc. Names read as secrets end in a secret word (`token`, `secret`, `password`, `passwd`, `creds`, `apiKey`, …), also before a filler (`mySecretString`, `VERY_SECRET_TOO`). Deliberately ignored: names about something else (`token_count`, `secretary`, `password_policy`, `*_hash`, `hashed_*`, `next_page_token`, `public_key`, InChIKeys), values that are templated (`${X}`, `{{ }}`), indirections (`process.env.X`, `os.environ[…]`), masked, UUIDs, InChIKeys, hashes, URLs, paths, word-shaped (`sk-or-v1-project1-key`) or typed patterns (`abcd1234…`, `a1b2c3…`, `AAAABBBB…`), and passwords that the placeholder rule of secret/url-credentials refuses.',
      fix: 'Replace the value with a reference (`${API_SECRET}`, `process.env.API_SECRET`) or a placeholder (`<api-secret>`).',
      example: '`API_SECRET="` followed by 32 random characters → error; `API_SECRET=${API_SECRET}` → nothing.',
    },
    messages: { found: contextualMessage('secret/generic-assignment') },
  },
  () => 'found',
);
