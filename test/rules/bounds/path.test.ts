// bounds/path: every skill path and file path makes a URI inside the brief's bounds (SPEC-NOTES §3).
import { boundsPath } from '../../../src/rules/bounds/path.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester, type InvalidCase } from '../../support/rule-tester.js';

const base = { 'skills/a/SKILL.md': validSkillMd('a') };
const deep = `${Array.from({ length: 14 }, (_, i) => `d${i}`).join('/')}/f.md`;
const overlong = `${Array.from({ length: 8 }, () => 'y'.repeat(127)).join('/')}/f.md`;

const refused = (name: string, path: string, problem: string): InvalidCase => ({
  name: `a file path with ${name}`,
  tree: { ...base, [`skills/a/${path}`]: 'x' },
  errors: [{ messageId: 'filePath', data: { file: `skills/a/${path}`, problem }, file: `skills/a/${path}`, line: 1, column: 1 }],
});

ruleTester(boundsPath, {
  valid: [
    {
      name: 'a 128-byte segment and 16 segments in all',
      tree: { ...base, [`skills/a/${'x'.repeat(125)}.md`]: 'x', [`skills/a/${deep}`]: 'x' },
    },
  ],
  invalid: [
    refused('a space', 'My Notes.md', 'segment "My Notes.md" uses characters outside [A-Za-z0-9._-]'),
    refused('non-ASCII', 'café.md', 'segment "café.md" uses characters outside [A-Za-z0-9._-]'),
    refused('a 129-byte segment', `${'x'.repeat(126)}.md`, `segment "${'x'.repeat(40)}…" is 129 bytes, over 128`),
    refused('17 segments', `${Array.from({ length: 15 }, (_, i) => `d${i}`).join('/')}/f.md`, 'has 17 path segments, over 16'),
    refused('a URI over 1024 bytes', overlong, 'is 1038 bytes as a URI, over 1024'),
  ],
});

// The skill path itself outside the bounds: named once, for the directory and its allowlist entry.
ruleTester(boundsPath, {
  valid: [{ name: 'a nested skill path of valid segments', tree: { 'skills/team/b/SKILL.md': validSkillMd('b') } }],
  invalid: [
    {
      name: 'a skill path with a space',
      tree: { 'skills/my skill/SKILL.md': validSkillMd('my-skill') },
      errors: [
        {
          messageId: 'skillPath',
          data: { path: 'my skill', problem: 'segment "my skill" uses characters outside [A-Za-z0-9._-]' },
          file: 'skills/my skill',
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});
