// secret/aws-access-key: AWS access key ids (`AKIA`, `ASIA`, `ABIA`, `ACCA` + 16 base32 characters).
import { defineTextSecretRule, PLACEHOLDER_MESSAGE, SHIPPED_WHY, validatedFound, validatedMessage } from './secret-rule.js';

export const awsAccessKey = defineTextSecretRule(
  {
    id: 'secret/aws-access-key',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'AWS access key ids (`AKIA`, `ASIA`, `ABIA`, `ACCA` + 16 base32 characters).',
      why:
        `${SHIPPED_WHY} ` +
        "An access key id identifies a key pair and its account; next to its secret key it is a working credential. The documentation's `…EXAMPLE` ids are published samples and only an info note; so is an id with `0`, `1`, `8` or `9` after the prefix, since AWS writes key ids in base32 (`A-Z2-7`).",
      fix: "Deactivate and delete the key in IAM, and use `<access-key-id>` or the AWS documentation's sample key in examples.",
      example:
        '`aws_access_key_id = ` followed by `AKIA` and 16 random base32 characters → error; the id ending in `EXAMPLE` from the AWS docs → info note.',
    },
    messages: {
      found: validatedFound('in the AWS IAM console', 'it has the exact shape of an AWS key id (prefix and 16 base32 characters)'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
);
