// secret/sendgrid-key: `SG.` + id + `.` + secret in URL-safe base64; short placeholders are nothing.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretSendgridKey } from '../../../src/rules/secret/sendgrid-key.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1113);
const key = f.sendgrid();

ruleTester(secretRuleOf(secretSendgridKey), {
  valid: [
    quiet('a placeholder', 'SENDGRID_API_KEY=SG.xxxxx.yyyyy'),
    quiet('an environment reference', 'SENDGRID_API_KEY="${SENDGRID_API_KEY}"'),
  ],
  invalid: [reported('an API key', `SENDGRID_API_KEY=${key}`, { secret: key, family: 'SendGrid API key', redacted: redacted('SG.', key) })],
});

// A key of the right shape whose segments are not random is a placeholder note.
const patterned = `SG.${'ab'.repeat(11)}.${'cd'.repeat(21)}e`;
ruleTester(secretRuleOf(secretSendgridKey), {
  valid: [quiet('a shorter, patterned value', `SG.${'ab'.repeat(5)}.${'cd'.repeat(5)}`)],
  invalid: [
    reported('a patterned key of the right shape is a note', `SENDGRID_API_KEY=${patterned}`, {
      secret: patterned,
      family: 'SendGrid API key',
      redacted: redacted('SG.', patterned),
      messageId: 'placeholder',
    }),
  ],
});
