// secret/aws-access-key: `AKIA`/`ASIA`/… key ids of 16 base32 characters; hand-made ids and the
// documentation's sample are notes.
import { secretAwsAccessKey } from '../../../src/rules/secret/aws-access-key.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { awsDocs, SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, reported } from './secret-case.js';

const f = new SecretFactory(1104);
const id = f.awsKeyId();
const temp = f.awsKeyId('ASIA');
const ID = 'AWS access key id';
const handMade = ['AKIA', '2E0A8F3B244C9986'].join('');

ruleTester(secretRuleOf(secretAwsAccessKey), {
  valid: [
    quiet('an id glued to lower-case text', `${id}abc`),
    quiet('a placeholder word', 'aws_access_key_id = AKIAYOURKEYID'),
    quiet('an environment reference', 'aws_access_key_id = ${AWS_ACCESS_KEY_ID}'),
  ],
  invalid: [
    reported('an access key id', `aws_access_key_id = ${id}`, { secret: id, family: ID, redacted: redacted('AKIA', id) }),
    reported('a temporary key id', `"AccessKeyId": "${temp}"`, {
      secret: temp,
      family: 'AWS temporary access key id',
      redacted: redacted('ASIA', temp),
    }),
    reported('the documentation sample is a note', `aws_access_key_id = ${awsDocs.keyId}`, {
      secret: awsDocs.keyId,
      family: ID,
      redacted: redacted('AKIA', awsDocs.keyId),
      messageId: 'placeholder',
    }),
    reported('an X-filled id is a note', `AKIA${'X'.repeat(16)}`, {
      secret: `AKIA${'X'.repeat(16)}`,
      family: ID,
      redacted: redacted('AKIA', 'XX'),
      messageId: 'placeholder',
    }),
    reported('digits outside base32 make a hand-made id: a note', `aws_access_key_id = ${handMade}`, {
      secret: handMade,
      family: ID,
      redacted: redacted('AKIA', handMade),
      messageId: 'placeholder',
    }),
  ],
});
