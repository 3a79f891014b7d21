// AWS secret access keys: 40 base64 characters with no prefix of their own, so they are claimed
// only where AWS is named: next to an access key id (the pair) or assigned to an AWS secret-key
// name (`aws_secret_access_key`, `SecretAccessKey`).
import { BASE64, isAt, runEnd } from '../engine/chars.js';
import { shannonBits } from '../engine/randomness.js';
import { redact } from '../engine/redaction.js';
import type { Detector } from '../engine/types.js';
import { awsKeyIdAt, awsKeyIdPrefixes, isAwsExample } from './aws-access-key.js';

const BEFORE_ID = 320; // how far around an access key id its secret key may sit
const AFTER_ID = 480;

function secretKeyShape(value: string): boolean {
  if (/^[0-9a-fA-F]+$/.test(value)) return false; // a SHA-1, not a key
  return /[A-Z]/.test(value) && /[a-z]/.test(value);
}

export const awsSecretKeyDetector: Detector = {
  ruleId: 'secret/aws-secret-key',
  triggers: awsKeyIdPrefixes,
  caseInsensitiveTriggers: ['secret_access_key', 'secretaccesskey', 'secret-access-key', 'aws_secret', 'aws-secret'],
  start(text, emit) {
    let scannedTo = 0;
    const emitted = new Set<number>();
    const consider = (start: number, end: number, pairedWith: string | undefined): void => {
      // 40 characters encode 30 bytes: no padding, and no longer base64 run around them.
      if (end - start !== 40 || emitted.has(start) || text[end] === '=') return;
      const value = text.slice(start, end);
      if (!secretKeyShape(value)) return;
      const example = isAwsExample(value);
      if (!example && shannonBits(value) < 4.2) return;
      emitted.add(start);
      emit({ offset: start, end, secret: value, kind: example ? 'placeholder' : 'secret', family: 'AWS secret access key', validated: !example, ...(pairedWith === undefined ? {} : { pairedWith }) });
    };
    // Every maximal base64 run in [from, to); overlapping windows read each run once.
    const scanWindow = (from: number, to: number, pairedWith: string): void => {
      let i = Math.max(from, scannedTo);
      while (i < to) {
        if (!isAt(text, i, BASE64)) {
          i++;
          continue;
        }
        const end = runEnd(text, i, BASE64, 64);
        if (!isAt(text, i - 1, BASE64)) consider(i, end, pairedWith);
        i = runEnd(text, end, BASE64, text.length);
      }
      scannedTo = Math.max(scannedTo, i);
    };
    let namedTo = 0;
    return (index, literal) => {
      if ((awsKeyIdPrefixes as readonly string[]).includes(literal)) {
        const idEnd = awsKeyIdAt(text, index);
        if (idEnd === -1) return;
        const id = text.slice(index, idEnd);
        scanWindow(Math.max(0, index - BEFORE_ID), Math.min(text.length, idEnd + AFTER_ID), redact(id, id.slice(0, 4)));
        return;
      }
      // A named secret key: the value follows the rest of the name, an operator and maybe a quote.
      if (index < namedTo) return; // a second trigger inside the same name
      const named = /^[\w-]{0,40}["']?[ \t]{0,8}(?:=|:|:=|=>)[ \t]{0,8}["']?/.exec(text.slice(index, index + 120));
      if (named === null) return;
      const start = index + named[0].length;
      namedTo = start;
      if (!isAt(text, start, BASE64) || isAt(text, start - 1, BASE64)) return;
      consider(start, runEnd(text, start, BASE64, 64), undefined);
    };
  },
};
