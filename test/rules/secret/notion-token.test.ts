// secret/notion-token: `ntn_` + 11 digits + 35 alphanumerics, and the older `secret_` + 43
// alphanumerics; names that start `secret_` are not tokens.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretNotionToken } from '../../../src/rules/secret/notion-token.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { DIGITS } from '../../secret/support/random.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1208);
const current = `ntn_${f.r.chars(11, DIGITS)}${f.mixedToken(35)}`;
const legacy = `secret_${f.mixedToken(43)}`;
const FAMILY = 'Notion integration token';

ruleTester(secretRuleOf(secretNotionToken), {
  valid: [
    quiet('a name that starts with the legacy prefix', 'secret_key_base = Rails.application.credentials.secret_key_base'),
    quiet('a long snake_case name', 'secret_access_key_for_the_backup_bucket_in_region = 1'),
  ],
  invalid: [
    reported('a current token', `NOTION_TOKEN=${current}`, { secret: current, family: FAMILY, redacted: redacted('ntn_', current) }),
    reported('a legacy token passed to the client', `const notion = new Client({ auth: "${legacy}" })`, {
      secret: legacy,
      family: FAMILY,
      redacted: redacted('secret_', legacy),
    }),
  ],
});

// A value of the family's shape whose body is a pattern, not a random draw, is a placeholder note.
const patternedNotionToken = `secret_${'aB3'.repeat(14)}a`;
ruleTester(secretRuleOf(secretNotionToken), {
  valid: [quiet('an environment reference', 'TOKEN="${TOKEN}"')],
  invalid: [
    reported('a patterned value of the right shape is a note', `TOKEN=${patternedNotionToken}`, {
      secret: patternedNotionToken,
      family: 'Notion integration token',
      redacted: redacted('secret_', patternedNotionToken),
      messageId: 'placeholder',
    }),
  ],
});
