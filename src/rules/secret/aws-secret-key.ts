// secret/aws-secret-key: AWS secret access keys (40 base64 characters) next to an access key id or assigned to an AWS secret-key name.
// AWS secret access keys: 40 base64 characters with no prefix of their own, so they are claimed
// only where AWS is named: next to an access key id (the pair) or assigned to an AWS secret-key
// name (`aws_secret_access_key`, `SecretAccessKey`).
import { BASE64, charTable, isAt, runAhead, runEnd, runStart } from './engine/chars.js';
import { shannonBits } from './engine/randomness.js';
import { redact } from './engine/redaction.js';
import type { Detector } from './engine/types.js';
import { nameWords } from './support/assignment.js';
import { awsKeyIdAt, awsKeyIdPrefixes, isAwsExample, isAwsSampleVariant } from './support/aws-key-id.js';
import { defineSecretFamily, PLACEHOLDER_MESSAGE, validatedFound } from './support/secret-rule.js';

const BEFORE_ID = 320; // how far around an access key id its secret key may sit
const AFTER_ID = 480;

const NAME = charTable('A-Za-z0-9', '_.-');
// The rest of a secret-key name, an operator and maybe a quote; sticky, so matched in place. The
// name is taken whole by a lookahead (an atomic group): a flood of names without operators fails
// once per name, without backtracking over its characters.
const namedValue = /(?=([\w-]{0,40}))\1["']?[ \t]{0,8}(?:=|:|:=|=>)[ \t]{0,8}["']?/y;
// The rest of the name and the blanks before a command's next argument.
const bareValue = /[\w-]{0,40}[ \t]{1,8}["']?/y;

/**
 * Whether a 40-character run near a key id may be its secret: a bare value (a CSV column, the next
 * word, an `aws configure set` argument), or the value of a name that speaks of a secret or of AWS.
 * A value assigned to another name (`site_key: …`, `sync_token = …`) belongs to that name.
 */
function pairable(text: string, start: number, keyIdAt: number): boolean {
  let i = start;
  const stop = Math.max(0, start - 16);
  while (i > stop && (text[i - 1] === ' ' || text[i - 1] === '\t' || text[i - 1] === '"' || text[i - 1] === "'")) i--;
  if (text[i - 1] !== '=' && text[i - 1] !== ':') return true;
  i--;
  if (text[i - 1] === ':' || text[i - 1] === '=') i--; // `:=`, `==`
  while (i > stop && (text[i - 1] === ' ' || text[i - 1] === '\t' || text[i - 1] === '"' || text[i - 1] === "'")) i--;
  const nameStart = runStart(text, i, NAME, 64);
  // `AKIA…:secret`, `AKIA…=secret`: the key id itself names its secret key.
  if (nameStart === i || nameStart === keyIdAt) return true;
  const words = nameWords(text.slice(nameStart, i));
  const last = words[words.length - 1] ?? '';
  return (
    words.includes('secret') || words.includes('aws') || last.endsWith('secret') || last === 'sk' || (last === 'key' && words.length === 1)
  );
}

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
    const consider = (start: number, end: number, keyIdAt: number): void => {
      // 40 characters encode 30 bytes: no padding, and no longer base64 run around them; the
      // documentation's sample with another word in place of `EXAMPLE` is a note whatever its length.
      if (emitted.has(start) || text[end] === '=') return;
      // Only a run that starts like the sample (`w…`) is sliced to be compared with it.
      if (end - start !== 40 && (text.charCodeAt(start) !== 119 || !isAwsSampleVariant(text.slice(start, end)))) return; // w
      const value = text.slice(start, end);
      if (!secretKeyShape(value)) return;
      const example = isAwsExample(value);
      if (!example && shannonBits(value) < 4.2) return;
      if (keyIdAt !== -1 && !pairable(text, start, keyIdAt)) return;
      emitted.add(start);
      emit({
        offset: start,
        end,
        secret: value,
        kind: example ? 'placeholder' : 'secret',
        family: 'AWS secret access key',
        validated: !example,
        ...(keyIdAt === -1 ? {} : { pairedWith: redact(text.slice(keyIdAt, keyIdAt + 20), text.slice(keyIdAt, keyIdAt + 4)) }),
      });
    };
    // Every maximal base64 run in [from, to); overlapping windows read each run once.
    const scanWindow = (from: number, to: number, keyIdAt: number): void => {
      let i = Math.max(from, scannedTo);
      while (i < to) {
        if (!isAt(text, i, BASE64)) {
          i++;
          continue;
        }
        const end = runEnd(text, i, BASE64, 64);
        if (!isAt(text, i - 1, BASE64)) consider(i, end, keyIdAt);
        i = runEnd(text, end, BASE64, text.length);
      }
      scannedTo = Math.max(scannedTo, i);
    };
    let namedTo = 0;
    // A named value is a run of 40 base64 characters (34 for the shortest sample variant) after the
    // name: with none ahead, a flood of names is refused by one pass (docs/benchmarks.md).
    const valueRun = runAhead(text, BASE64, 34);
    return (index, literal) => {
      if ((awsKeyIdPrefixes as readonly string[]).includes(literal)) {
        const idEnd = awsKeyIdAt(text, index);
        if (idEnd === -1) return;
        scanWindow(Math.max(0, index - BEFORE_ID), Math.min(text.length, idEnd + AFTER_ID), index);
        return;
      }
      // A named secret key: the value follows the rest of the name, an operator and maybe a quote.
      if (index < namedTo || valueRun(index) === Infinity) return; // a second trigger inside the same name, or no value ahead
      namedValue.lastIndex = index;
      let named = namedValue.exec(text);
      if (named === null) {
        // `aws configure set aws_secret_access_key VALUE`: the command takes the value as the next word.
        const nameStart = runStart(text, index, NAME, 64);
        if (!text.startsWith('configure set ', nameStart - 14)) return;
        bareValue.lastIndex = index;
        named = bareValue.exec(text);
        if (named === null) return;
      }
      const start = index + named[0].length;
      namedTo = start;
      if (!isAt(text, start, BASE64) || isAt(text, start - 1, BASE64)) return;
      consider(start, runEnd(text, start, BASE64, 64), -1);
    };
  },
};

export const secretAwsSecretKey = defineSecretFamily(
  {
    id: 'secret/aws-secret-key',
    severity: 'error',
    guardsSafety: true,
    messages: {
      found: validatedFound('in the AWS IAM console', 'it sits next to an AWS key id or under an AWS secret-key name'),
      placeholder: PLACEHOLDER_MESSAGE,
      paired:
        '{family} `{redacted}` sits next to access key id `{pairedWith}`: together they sign requests as that IAM user. Deactivate and delete the key pair in the AWS IAM console, then remove both from the skill.',
    },
  },
  (match) => (match.placeholder ? 'placeholder' : match.pairedWith === undefined ? 'found' : 'paired'),
  awsSecretKeyDetector,
);
