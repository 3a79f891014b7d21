// secret/aws-secret-key: 40 base64 characters next to an access key id (the pair) or assigned to an
// AWS secret-key name; anywhere else such a run is nothing.
import { secretAwsSecretKey } from '../../../src/rules/secret/aws-secret-key.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { awsDocs, SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redacted, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(1105);
const id = f.awsKeyId();
const secret = f.awsSecret();
const KEY = 'AWS secret access key';
// The documented sample with another word in place of `EXAMPLE` (one letter: the shortest value a
// name is read for), and a random key that merely ends in one.
const variants = ['SAMPLE', 'TEST', 'FAKE', 'XXXXXX', 'Q'].map((word) => awsDocs.secret.replace('EXAMPLE', word));
const endsInTestKey = `${secret.slice(0, 33)}TESTKEY`;

ruleTester(secretRuleOf(secretAwsSecretKey), {
  valid: [
    quiet('a 40-character base64 run without AWS context', `value: ${secret}`),
    quiet('a SHA-1 next to an id', `${id} ${'a1b2c3d4e5'.repeat(4)}`),
    quiet('an environment reference', 'AWS_SECRET_ACCESS_KEY="${AWS_SECRET_ACCESS_KEY}"'),
    quiet('aws configure set with a variable', 'aws configure set aws_secret_access_key "$AWS_SECRET_ACCESS_KEY"'),
    quiet('a secret-key name followed by a word in prose', `Rotate the secret_access_key ${secret} monthly`),
    quiet('another name after a key id', `${id}\nsync_token: ${secret}`),
  ],
  invalid: [
    reported('aws configure set', `aws configure set aws_secret_access_key ${secret}`, {
      secret,
      family: KEY,
      redacted: redactedBare(secret),
    }),
    reported('a key id and its secret joined by a colon', `${id}:${secret}`, {
      secret,
      family: KEY,
      redacted: redactedBare(secret),
      pairedWith: redacted('AKIA', id),
      messageId: 'paired',
    }),
    reported('a named secret key without an id', `AWS_SECRET_ACCESS_KEY="${secret}"`, {
      secret,
      family: KEY,
      redacted: redactedBare(secret),
    }),
    reported('a pair in a credentials file names its key id', `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${secret}\n`, {
      secret,
      family: KEY,
      redacted: redactedBare(secret),
      pairedWith: redacted('AKIA', id),
      messageId: 'paired',
    }),
    reported('a pair in CSV without names', `Access key ID,Secret access key\n${id},${secret}\n`, {
      secret,
      family: KEY,
      redacted: redactedBare(secret),
      pairedWith: redacted('AKIA', id),
      messageId: 'paired',
    }),
    ...variants.map((variant) =>
      reported(`the documented sample as ${variant.slice(30, -3)} is a note`, `aws_secret_access_key = ${variant}`, {
        secret: variant,
        family: KEY,
        redacted: redactedBare(variant),
        messageId: 'placeholder',
      }),
    ),
    reported('a random key that ends in TESTKEY is not the sample', `AWS_SECRET_ACCESS_KEY="${endsInTestKey}"`, {
      secret: endsInTestKey,
      family: KEY,
      redacted: redactedBare(endsInTestKey),
    }),
    reported('the documentation sample pair is a note', `aws_access_key_id = ${awsDocs.keyId}\naws_secret_access_key = ${awsDocs.secret}`, {
      secret: awsDocs.secret,
      family: KEY,
      redacted: redactedBare(awsDocs.secret),
      pairedWith: redacted('AKIA', awsDocs.keyId),
      messageId: 'placeholder',
    }),
  ],
});
