// content/invalid-utf8: every file whose type ships as text is valid UTF-8, decoded strictly.
import { contentInvalidUtf8 } from '../../../src/rules/content/invalid-utf8.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const base = { 'skills/a/SKILL.md': validSkillMd('a') };
const notes = (bytes: number[]) => ({ ...base, 'skills/a/notes.md': new Uint8Array(bytes) });
const invalid = (byte: string, offset: number, line: number, column: number) => ({
  messageId: 'invalid',
  data: { file: 'skills/a/notes.md', byte, offset },
  file: 'skills/a/notes.md',
  line,
  column,
});

ruleTester(contentInvalidUtf8, {
  valid: [
    { name: 'astral characters, U+2028 and CRLF', tree: { ...base, 'skills/a/notes.md': 'a\r\n\u{1F600}\u2028b' } },
    { name: 'a code sample with accents and CJK', tree: { ...base, 'skills/a/notes.md': '```python\nprint("café 日本")\n```\n' } },
    {
      name: 'a blob type is not judged',
      tree: { ...base, 'skills/a/logo.png': new Uint8Array([0x89, 0x50, 0xff, 0xfe]) },
      config: { files: { include: ['.png'] } },
    },
    { name: 'a refused file is left to media-type', tree: { ...base, 'skills/a/data.bin': new Uint8Array([0xff]) } },
  ],
  invalid: [
    { name: 'a Latin-1 byte', tree: notes([0x61, 0x0a, 0x62, 0xe9, 0x0a]), errors: [invalid('e9', 3, 2, 2)] },
    { name: 'an overlong slash', tree: notes([0xc0, 0xaf]), errors: [invalid('c0', 0, 1, 1)] },
    { name: 'an encoded surrogate', tree: notes([0x41, 0xed, 0xa0, 0x80]), errors: [invalid('ed', 1, 1, 2)] },
    { name: 'a truncated sequence at the end', tree: notes([0x41, 0x42, 0xe2, 0x82]), errors: [invalid('e2', 2, 1, 3)] },
    { name: 'a code point above U+10FFFF', tree: notes([0xf4, 0x90, 0x80, 0x80]), errors: [invalid('f4', 0, 1, 1)] },
    { name: 'after an astral character (UTF-16 column)', tree: notes([0xf0, 0x9f, 0x98, 0x80, 0xff]), errors: [invalid('ff', 4, 1, 3)] },
  ],
});
