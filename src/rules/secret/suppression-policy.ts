// Which secret findings an inline directive may suppress (docs/rules.md, secret rules):
// only the families judged from context, whose verdict a reviewer can overrule. Validated
// families, private keys and sensitive file names can be allowed only by fingerprint.
import { secretFamilies } from './index.js';

export const inlineSuppressibleRuleIds: ReadonlySet<string> = new Set(
  secretFamilies.filter((family) => family.judgedFromContext).map((family) => family.meta.id),
);
