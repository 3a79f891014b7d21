// AWS access key ids as both AWS families read them: the four prefixes, the 20-character shape, and
// the documentation's `…EXAMPLE` samples (secret/aws-access-key reports the id, secret/aws-secret-key
// pairs a secret key with one).
import { createHash } from 'node:crypto';
import { ALNUM, UPPER_ALNUM, inTable } from '../engine/chars.js';
import { tokenRun } from './token-run.js';

export const awsKeyIdPrefixes = ['AKIA', 'ASIA', 'ABIA', 'ACCA'] as const;

/** Whether `text` at `index` holds a key id (shape only); its end offset, else -1. */
export function awsKeyIdAt(text: string, index: number): number {
  const end = tokenRun(text, index, ALNUM, ALNUM, 24);
  if (end - index !== 20) return -1;
  for (let i = index + 4; i < end; i++) if (!inTable(UPPER_ALNUM, text.charCodeAt(i))) return -1;
  return end;
}

// The first 30 characters of the secret key in AWS's documentation (…`EXAMPLEKEY`), as a SHA-256 so
// the repository holds no credential-shaped literal.
const SAMPLE_STEM_LENGTH = 30;
const SAMPLE_STEM_SHA256 = '0ef9259701f6faa104ed756ee6ebd3980f7332f7520d96c81697e69bdb34a681';

/**
 * The AWS documentation's samples say so: `…EXAMPLE` key ids and `…EXAMPLEKEY` secret keys, and the
 * documented secret key with another word in place of `EXAMPLE` (`SAMPLE`, `TEST`, `FAKE`, `XXXXXX`).
 */
export function isAwsExample(value: string): boolean {
  return value.includes('EXAMPLE') || isAwsSampleVariant(value);
}

/** The documented secret key's first 30 characters followed by a word of the writer's choosing. */
export function isAwsSampleVariant(value: string): boolean {
  if (value.length < SAMPLE_STEM_LENGTH + 4 || value.length > SAMPLE_STEM_LENGTH + 14 || value.charCodeAt(0) !== 119) return false; // w
  return createHash('sha256').update(value.slice(0, SAMPLE_STEM_LENGTH)).digest('hex') === SAMPLE_STEM_SHA256;
}
