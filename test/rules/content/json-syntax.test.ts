// content/json-syntax: every `.json` file parses.
import { contentJsonSyntax } from '../../../src/rules/content/json-syntax.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const base = { 'skills/a/SKILL.md': validSkillMd('a') };

ruleTester(contentJsonSyntax, {
  valid: [
    { name: 'valid JSON', tree: { ...base, 'skills/a/data.json': '{"a": [1, "x"]}' } },
    {
      name: 'a JSON template with placeholders in strings',
      tree: { ...base, 'skills/a/template.json': '{\n  "title": "{{title}}",\n  "items": []\n}\n' },
    },
    {
      name: 'JSON with comments in a .md code block is not judged',
      tree: { ...base, 'skills/a/notes.md': '```json\n{ "a": 1, // note\n}\n```\n' },
    },
  ],
  invalid: [
    {
      name: 'a trailing comma',
      tree: { ...base, 'skills/a/data.json': '{\n  "a": 1,\n}' },
      errors: [
        {
          messageId: 'invalid',
          data: { file: 'skills/a/data.json', detail: 'Expected double-quoted property name in JSON at position 12' },
          file: 'skills/a/data.json',
          line: 3,
          column: 1,
        },
      ],
    },
    {
      name: 'a comment (JSONC is not JSON)',
      tree: { ...base, 'skills/a/settings.json': '{\n  // editor settings\n  "tabSize": 2\n}\n' },
      errors: [
        {
          messageId: 'invalid',
          data: { file: 'skills/a/settings.json', detail: "Expected property name or '}' in JSON at position 4" },
          file: 'skills/a/settings.json',
          line: 2,
          column: 3,
        },
      ],
    },
    {
      name: 'an empty file',
      tree: { ...base, 'skills/a/empty.json': '' },
      errors: [
        {
          messageId: 'invalid',
          data: { file: 'skills/a/empty.json', detail: 'Unexpected end of JSON input' },
          file: 'skills/a/empty.json',
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});
