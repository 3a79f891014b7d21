// Hostile config text: duplicate keys (raw and escaped), a byte order mark, and values holding NUL,
// newlines and terminal escapes, which every error message echoes escaped.
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/diagnostics/user-error.js';
import { describeValue } from '../../src/config/describe-value.js';
import { escapeControls } from '../../src/runtime/quote-text.js';
import { findDuplicateKey } from '../../src/config/duplicate-keys.js';
import { parseConfig } from '../../src/config/load-config.js';

const base = { root: 'skills', output: 'generated/skills.ts', publisher: 'p', skills: [{ path: 'a', tools: [] }] };
const errorOf = (text: string): UserError => {
  try {
    parseConfig(text, '/repo/skillpack.config.json');
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('accepted');
};

describe('duplicate keys', () => {
  it.each([
    ['at the top level', '{\n"root": "a",\n"root": "b"\n}', 'root', 3],
    ['escaped', '{"root": "a", "ro\\u006ft": "b"}', 'root', 1],
    ['nested', '{"limits": {"maxFileBytes": 1, "maxFileBytes": 2}}', 'maxFileBytes', 1],
  ])('found %s', (_what, text, key, line) => {
    expect(findDuplicateKey(text)).toEqual({ key, line });
  });

  it('keys in sibling objects and string values that look like keys are no duplicates', () => {
    expect(findDuplicateKey('{"skills": [{"path": "a"}, {"path": "b"}], "x": "\\"path\\": 1, {", "path": "c"}')).toBeUndefined();
  });

  it('the loader refuses them with the line and exit-2 error', () => {
    const error = errorOf(JSON.stringify(base, null, 2).replace('"root": "skills",', '"root": "decoy",\n  "root": "skills",'));
    expect(error.code).toBe('config-json');
    expect(error.message).toContain('skillpack.config.json:3: the key "root" is written twice');
  });
});

it('names a byte order mark', () => {
  expect(errorOf(`\uFEFF${JSON.stringify(base)}`).message).toContain('byte order mark (BOM, U+FEFF)');
});

describe('values echoed in errors are escaped', () => {
  it.each([
    ['NUL', 'ski\0lls'],
    ['a newline that could forge a line', 'x\n::error::forged'],
    ['ESC', 'x\u001b[2Jy'],
    ['a C1 control', 'x\u009by'],
    ['a lone surrogate', 'x\ud800y'],
  ])('%s', (_what, value) => {
    const error = errorOf(JSON.stringify({ ...base, root: `/${value}`, output: `/${value}.ts` }));
    expect(error.message).not.toMatch(/[\0\u001b\u009b\ud800]/);
    expect(error.message.split('\n').every((line) => !line.startsWith('::'))).toBe(true);
    expect(error.message).toContain(describeValue(`/${value}`));
  });

  it('an unknown key with a control character is escaped too', () => {
    const error = errorOf(JSON.stringify({ ...base, 'k\u001b[31m': 1 }));
    expect(error.message).toContain('k\\u001b[31m');
    expect(error.message).not.toContain('\u001b');
  });

  it('keeps backslashes and ordinary letters', () => {
    expect(escapeControls('a\\b é')).toBe('a\\b é');
    expect(describeValue('a\\b')).toBe('"a\\\\b"');
  });
});
