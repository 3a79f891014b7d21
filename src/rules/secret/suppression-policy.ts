// Which secret findings an inline directive may suppress (docs/rules.md, secret rules):
// only the contextual families, whose verdict is a judgement a reviewer can overrule. Validated
// families, private keys and sensitive file names can be allowed only by fingerprint.

export const inlineSuppressibleRuleIds: ReadonlySet<string> = new Set([
  'secret/url-credentials',
  'secret/connection-string',
  'secret/basic-auth',
  'secret/auth-header',
  'secret/generic-assignment',
]);
