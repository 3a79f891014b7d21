// The verdicts the secret rules keep per scanned text (one judgement per distinct value): a value
// judged in one place is judged again where its place reads differently, so a text scans to the
// findings of its parts scanned apart.
import { describe, expect, test } from 'vitest';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { Random } from './support/random.js';

const r = new Random(2718);
const lower = 'abcdefghijklmnopqrstuvwxyz';
/** A chosen-looking password with a dot: read as code after `password = `, as text in a line setting. */
const dotted = `${r.chars(1, lower.toUpperCase())}${r.chars(5, lower)}${r.chars(2, '0123456789')}.${r.chars(6, lower)}`;

const alnum = `${lower}${lower.toUpperCase()}0123456789`;
/** 40 random characters: an older Cloudflare token under a Cloudflare name, nothing as an `X-Auth-Key` (that takes hex). */
const forty = r.chars(40, alnum);

/** Findings of each part, shifted to where the part sits in the joined text. */
function apart(parts: readonly string[]): string[] {
  let at = 0;
  return parts.flatMap((part) => {
    const found = scanText(part).map((m) => `${m.ruleId}@${m.offset + at}-${m.endOffset + at}`);
    at += part.length;
    return found;
  });
}

describe('per-text verdicts', () => {
  test.each([
    ['a password as code, then as a line setting', [`x = 1\npassword = ${dotted}\n`, `PASSWORD=${dotted}\n`]],
    ['a password as a line setting, then as code', [`PASSWORD=${dotted}\n`, `password = ${dotted}\n`]],
    ['a value under a key name, then under a password name', [`api_key: ${dotted}\n`, `password: ${dotted}\n`]],
    ['a value as X-Auth-Key, then under a Cloudflare name', [`X-Auth-Key: ${forty}\n`, `CLOUDFLARE_API_TOKEN=${forty}\n`]],
  ])('%s', (_name, parts) => {
    // The places judge the value differently (else the case would not tell a stale verdict apart).
    expect(
      new Set(
        parts.map((p) =>
          scanText(p)
            .map((m) => m.ruleId)
            .join(),
        ),
      ).size,
    ).toBe(2);
    const joined = scanText(parts.join('')).map((m) => `${m.ruleId}@${m.offset}-${m.endOffset}`);
    expect(joined).toEqual(apart(parts));
  });
});
