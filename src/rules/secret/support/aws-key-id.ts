// AWS access key ids as both AWS families read them: the four prefixes, the 20-character shape, and
// the documentation's `…EXAMPLE` samples (secret/aws-access-key reports the id, secret/aws-secret-key
// pairs a secret key with one).
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

/** The AWS documentation's samples say so: `…EXAMPLE` key ids and `…EXAMPLEKEY` secret keys. */
export function isAwsExample(value: string): boolean {
  return value.includes('EXAMPLE');
}
