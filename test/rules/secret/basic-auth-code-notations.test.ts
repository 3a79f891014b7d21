// secret/basic-auth, a user and a password in calls and commands read after a word of their own:
// rest-assured's `auth().basic(user, password)` and `poetry config http-basic.<repo> <user> <password>`;
// each true case beside the quiet ones it must not be confused with.
import { secretBasicAuth } from '../../../src/rules/secret/basic-auth.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(5523);
const pw = f.password(14);
const at = (secret: string, family: string) => ({ secret, family, redacted: redactedBare(secret) });

ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet("rest-assured's basic auth from a variable", 'given().auth().basic("admin", password)'),
    quiet("rest-assured's basic auth with a placeholder", 'given().auth().basic("admin", "<password>")'),
    quiet("poetry's basic auth with a placeholder", 'poetry config http-basic.myrepo admin <password>'),
    quiet("poetry's basic auth from a variable", 'poetry config http-basic.myrepo admin "$REPO_PASSWORD"'),
  ],
  invalid: [
    reported("rest-assured's basic auth", `given().auth().basic("admin", "${pw}")`, at(pw, 'Password in a credentials call')),
    reported(
      "rest-assured's preemptive basic auth",
      `given().auth().preemptive().basic("admin", "${pw}")`,
      at(pw, 'Password in a credentials call'),
    ),
    reported("an auth object's basic method", `HTTP.auth.basic("admin", "${pw}")`, at(pw, 'Password in a credentials call')),
    reported("poetry's basic auth", `poetry config http-basic.myrepo admin ${pw}`, at(pw, 'Password on a command line')),
  ],
});
