// secret/aws-access-key: AWS access key ids (`AKIA`, `ASIA`, `ABIA`, `ACCA` + 16 base32 characters).
// AWS access key ids: `AKIA` (long-term), `ASIA` (temporary), `ABIA`, `ACCA` + 16 base32
// characters (`A-Z2-7`, how AWS encodes key ids; an id with `0`, `1`, `8` or `9` after the prefix
// is hand-made and only a placeholder note). The AWS documentation's `…EXAMPLE` ids are
// published samples.
import { looksRandom } from './engine/randomness.js';
import type { Detector } from './engine/types.js';
import { awsKeyIdAt, awsKeyIdPrefixes, isAwsExample } from './support/aws-key-id.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, validatedFound, validatedMessage } from './support/secret-rule.js';

/** Whether the 16 characters after the prefix hold a letter (an id of digits only is a sample). */
function hasLetter(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) return true;
  }
  return false;
}

/** Whether the characters after the prefix are all base32 (`A-Z2-7`), as in every key AWS issues. */
function isBase32(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || (c >= 50 && c <= 55))) return false;
  }
  return true;
}

export const awsAccessKeyDetector: Detector = {
  ruleId: 'secret/aws-access-key',
  triggers: awsKeyIdPrefixes,
  start(text, emit) {
    // The last id judged and its verdict: a document that repeats one id judges it once.
    let lastId = '';
    let lastOk = false;
    return (index) => {
      const end = awsKeyIdAt(text, index);
      if (end === -1) return;
      const id = text.slice(index, end);
      const prefix = id.slice(0, 4);
      const ok =
        id === lastId
          ? lastOk
          : !isAwsExample(id) && isBase32(text, index + 4, end) && hasLetter(text, index + 4, end) && looksRandom(id.slice(4), 32);
      lastId = id;
      lastOk = ok;
      const family = prefix === 'ASIA' ? 'AWS temporary access key id' : 'AWS access key id';
      emit({ offset: index, end, secret: id, kind: ok ? 'secret' : 'placeholder', family, validated: ok, publicPrefix: prefix });
    };
  },
};

export const secretAwsAccessKey = defineSecretFamily(
  {
    id: 'secret/aws-access-key',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound('in the AWS IAM console', 'it has the exact shape of an AWS key id (prefix and 16 base32 characters)'),
      placeholder: PLACEHOLDER_MESSAGE,
    },
  },
  validatedMessage,
  awsAccessKeyDetector,
);
