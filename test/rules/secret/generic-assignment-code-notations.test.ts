// secret/generic-assignment, code notations that name a secret away from an `=`: a reference's literal
// fallback (`${DB_PASSWORD:-…}`, Spring's `${api.key:…}`), each true case beside the quiet one it
// must not be confused with.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(4409);
const v = f.token(40);
const pw = f.password(16);
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const secretAt = (value: string) => ({ secret: value, family: SECRET, redacted: redactedBare(value) });
const passwordAt = (value: string) => ({ secret: value, family: PASSWORD, redacted: redactedBare(value) });

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet('a fallback that is a placeholder', 'export DB_PASSWORD="${DB_PASSWORD:-changeme}"'),
    quiet('an empty fallback', 'export DB_PASSWORD="${DB_PASSWORD:-}"'),
    quiet("the shell's error message for an unset variable", 'export DB_PASSWORD="${DB_PASSWORD:?set DB_PASSWORD first}"'),
    quiet('a fallback that is another reference', 'export API_TOKEN="${API_TOKEN:-${FALLBACK_TOKEN}}"'),
    // `:+` is the value used only when the variable is set: an alternative, not a default.
    quiet('an alternative value', `export API_TOKEN="\${API_TOKEN:+${v}}"`),
    quiet('a fallback under a name that is no secret', `export BUILD_ID="\${BUILD_ID:-${v}}"`),
    quiet('a Spring placeholder without a default', '@Value("${webhook.secret}")'),
    quiet('a substring of a variable', 'echo "${API_TOKEN:4}"'),
  ],
  invalid: [
    reported('a shell fallback', `export DB_PASSWORD="\${DB_PASSWORD:-${pw}}"`, passwordAt(pw)),
    reported(
      'a Compose interpolation default',
      `services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:-${pw}}`,
      passwordAt(pw),
    ),
    reported('an assigning default inside a URL', `DATABASE_URL=postgres://app:\${DB_PASSWORD:=${pw}}@db/app`, passwordAt(pw)),
    reported('a quoted fallback', `token="\${API_TOKEN:-'${v}'}"`, secretAt(v)),
    reported("a Spring placeholder's default", `@Value("\${webhook.secret:${v}}")\nprivate String webhookSecret;`, secretAt(v)),
  ],
});
