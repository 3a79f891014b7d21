// content/media-type: every skill file has a type in the skill's files policy (profile types plus the config's `files`).
import { contentMediaType } from '../../../src/rules/content/media-type.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const base = { 'skills/a/SKILL.md': validSkillMd('a') };
const refused = (name: string, what: string, line: string) => ({
  messageId: 'refused',
  data: { file: `skills/a/${name}`, what, line },
  file: `skills/a/${name}`,
  line: 1,
  column: 1,
});

ruleTester(contentMediaType, {
  valid: [
    {
      name: 'Markdown, text and JSON under the strict profile',
      tree: { ...base, 'skills/a/notes.md': '# Notes\n', 'skills/a/notes.txt': 'x', 'skills/a/data.json': '{}' },
    },
    { name: 'an upper-case extension', tree: { ...base, 'skills/a/NOTES.MD': '# Notes\n' } },
    {
      name: 'a PNG the config includes',
      tree: { ...base, 'skills/a/assets/logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
      config: { files: { include: ['.png'] } },
    },
    {
      name: 'an explicit type for an unknown extension',
      tree: { ...base, 'skills/a/data.foo': 'x' },
      config: { files: { types: { '.foo': 'text/plain' } } },
    },
    { name: 'a hidden file (hidden-file reports it)', tree: { ...base, 'skills/a/.env.example': 'KEY=value\n' } },
  ],
  invalid: [
    {
      name: 'a shell script',
      tree: { ...base, 'skills/a/run.sh': 'set -eu\n' },
      errors: [refused('run.sh', 'extension ".sh"', '"files": {"include": [".sh"]}')],
    },
    {
      name: 'an image',
      tree: { ...base, 'skills/a/image.png': 'x' },
      errors: [refused('image.png', 'extension ".png"', '"files": {"include": [".png"]}')],
    },
    {
      name: 'a Makefile (no extension)',
      tree: { ...base, 'skills/a/Makefile': 'all:\n\techo ok\n' },
      errors: [refused('Makefile', 'no extension, name "Makefile"', '"files": {"include": ["Makefile"]}')],
    },
    {
      name: 'an unknown extension',
      tree: { ...base, 'skills/a/data.foo': 'x' },
      errors: [refused('data.foo', 'extension ".foo"', '"files": {"types": {".foo": "<media type>"}}')],
    },
  ],
});
