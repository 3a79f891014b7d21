// secret/gitlab-token: GitLab tokens (`glpat-`, `gldt-`, `glrt-`, `glptt-`, `glft-`, … and runner registration tokens), routable tokens with their CRC-32 checked.
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const gitlabToken = defineTextSecretRule(
  {
    id: 'secret/gitlab-token',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary:
        'GitLab tokens (`glpat-`, `gldt-`, `glrt-`, `glptt-`, `glft-`, … and runner registration tokens), routable tokens with their CRC-32 checked.',
      why:
        `${SHIPPED_WHY} ` +
        'A GitLab personal access token acts as its user on the API, Git over HTTPS and the registry within its scopes. Each prefix has its own length and alphabet: 20 URL-safe characters for most, 40 hex for trigger tokens (`glptt-`), 25 for `glimt-`, 50 for `glagent-`, 64 for `gloas-`, and `glcbt-` + a partition id + `_` + 20; a body of another length or alphabet, or one made of words (`hellOworld…`), is ignored.',
      fix: 'Revoke the token in GitLab and write `${GITLAB_TOKEN}` in examples.',
      example: '`PRIVATE-TOKEN: glpat-` followed by 20 random characters → error; `glpat-xxxxxxxxxxxxxxxxxxxx` → info note.',
    },
    messages: {
      found: validatedFound(
        "in GitLab (User settings → Access tokens, or the project's or group's token page)",
        'its shape (and, for routable tokens, its CRC-32) verifies',
      ),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
