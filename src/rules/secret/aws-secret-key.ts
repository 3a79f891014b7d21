// secret/aws-secret-key: AWS secret access keys (40 base64 characters) next to an access key id or assigned to an AWS secret-key name.
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound } from './secret-rule.js';

export const awsSecretKey = defineTextSecretRule(
  {
    id: 'secret/aws-secret-key',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'AWS secret access keys (40 base64 characters) next to an access key id or assigned to an AWS secret-key name.',
      why:
        `${SHIPPED_WHY} ` +
        "The secret access key is the private half of an AWS key pair: with the key id it signs requests as the account's user.",
      fix: 'Delete the key pair in IAM and show `<secret-access-key>` in examples.',
      example:
        "`aws_secret_access_key = ` followed by 40 random base64 characters → error; the documentation's `…EXAMPLEKEY` value → info note.",
    },
    messages: {
      found: validatedFound('in the AWS IAM console', 'it sits next to an AWS key id or under an AWS secret-key name'),
      placeholder: PLACEHOLDER_MESSAGE,
      paired:
        '{family} `{redacted}` sits next to access key id `{pairedWith}`: together they sign requests as that IAM user. Deactivate and delete the key pair in the AWS IAM console, then remove both from the skill.',
    },
  },
  (match) => (match.placeholder ? 'placeholder' : match.pairedWith === undefined ? 'found' : 'paired'),
);
