// content/nul-byte: no text file contains U+0000.
import { contentNulByte } from '../../../src/rules/content/nul-byte.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const base = { 'skills/a/SKILL.md': validSkillMd('a') };
const nul = (file: string, line: number, column: number) => ({ messageId: 'nul', data: { file }, file, line, column });

ruleTester(contentNulByte, {
  valid: [
    { name: 'a code sample that writes \\0 as an escape', tree: { ...base, 'skills/a/notes.md': "```c\nchar end = '\\0';\n```\n" } },
    {
      name: 'a blob type is not judged',
      tree: { ...base, 'skills/a/logo.png': new Uint8Array([0x89, 0x00, 0x00]) },
      config: { files: { include: ['.png'] } },
    },
  ],
  invalid: [
    {
      name: 'the first NUL, with its position',
      tree: { ...base, 'skills/a/notes.md': 'ok\nab\0c\0' },
      errors: [nul('skills/a/notes.md', 2, 3)],
    },
    {
      name: 'UTF-16 text saved as .txt',
      tree: { ...base, 'skills/a/notes.txt': new Uint8Array([0x68, 0x00, 0x69, 0x00]) },
      errors: [nul('skills/a/notes.txt', 1, 2)],
    },
    { name: 'in SKILL.md itself', tree: { 'skills/a/SKILL.md': `${validSkillMd('a')}tail\0` }, errors: [nul('skills/a/SKILL.md', 12, 5)] },
  ],
});
