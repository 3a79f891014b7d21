// What the secret readers learn of a text (the table header last read, the row last looked for, which
// notations' words the text holds) belongs to one scan: a text scanned again, or after another text,
// gives the findings it gives alone.
import { describe, expect, test } from 'vitest';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { Random } from './support/random.js';

const r = new Random(4099);
const lower = 'abcdefghijklmnopqrstuvwxyz';
const alnum = `${lower}${lower.toUpperCase()}0123456789`;
/** A generated password: letters of both cases and digits. */
const password = `${r.chars(4, lower.toUpperCase())}${r.chars(5, lower)}${r.chars(3, '0123456789')}`;
const apiKey = r.chars(32, alnum);

const found = (text: string): string[] => scanText(text).map((m) => `${m.ruleId}@${m.offset}-${m.endOffset}`);

describe('per-scan reader state', () => {
  test.each([
    ['a table with a password column', `| Name | Password |\n|---|---|\n| db | ${password} |\n`],
    ['a table with a key column in code spans', `Settings:\n\n| Setting | API key |\n| --- | --- |\n| prod | \`${apiKey}\` |\n`],
  ])('%s, scanned twice and after another text', (_name, text) => {
    const alone = found(text);
    // The case reads a table's column (else it would not tell a reader's stale state apart).
    expect(alone).toHaveLength(1);
    expect(found(text)).toEqual(alone);
    // An equal text that is another string.
    expect(found(`${text} `.slice(0, -1))).toEqual(alone);
    found(`| Host | Token |\n|---|---|\n| a | b |\n${text}`);
    expect(found(text)).toEqual(alone);
  });
});
