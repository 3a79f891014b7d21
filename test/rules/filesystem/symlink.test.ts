// filesystem/symlink: no symlink anywhere under the skills root (a real one on disk: test/fs/hostile-tree.test.ts).
import { filesystemSymlink } from '../../../src/rules/filesystem/symlink.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const a = { 'skills/a/SKILL.md': validSkillMd('a') };
const link = { kind: 'symlink' } as const;

ruleTester(filesystemSymlink, {
  valid: [{ name: 'regular files only', tree: { ...a, 'skills/a/notes.md': 'x' } }],
  invalid: [
    {
      name: 'a symlinked file',
      tree: { ...a, 'skills/a/link.md': link },
      errors: [{ messageId: 'entry', data: { file: 'skills/a/link.md' }, file: 'skills/a/link.md', line: 1, column: 1, severity: 'error' }],
    },
    {
      name: 'a symlink outside every skill',
      tree: { ...a, 'skills/stray': link },
      errors: [{ messageId: 'entry', data: { file: 'skills/stray' }, line: 1, column: 1 }],
    },
    {
      name: 'an allowlisted skill directory that is a symlink, once',
      tree: { ...a, 'skills/b': link },
      config: {
        skills: [
          { path: 'a', tools: [] },
          { path: 'b', tools: [] },
        ],
      },
      errors: [{ messageId: 'entry', data: { file: 'skills/b' }, file: 'skills/b', line: 1, column: 1 }],
    },
  ],
});

// The skills root itself, and a skill directory below a symlinked folder.
ruleTester(filesystemSymlink, {
  valid: [{ name: 'a skill in a real folder below the root', tree: { 'skills/team/c/SKILL.md': validSkillMd('c') } }],
  invalid: [
    {
      name: 'the skills root is a symlink',
      tree: { skills: link },
      config: { skills: [{ path: 'a', tools: [] }] },
      errors: [
        { messageId: 'root', data: { file: 'skills' }, file: 'skills', line: 1, column: 1 },
        { messageId: 'skillRoot', data: { file: 'skills/a' }, file: 'skills/a', line: 1, column: 1 },
      ],
    },
    {
      name: 'an allowlisted skill below a symlinked folder',
      tree: { ...a, 'skills/team': link },
      config: {
        skills: [
          { path: 'a', tools: [] },
          { path: 'team/c', tools: [] },
        ],
      },
      errors: [
        { messageId: 'entry', data: { file: 'skills/team' }, file: 'skills/team', line: 1, column: 1 },
        { messageId: 'skillRoot', data: { file: 'skills/team/c' }, file: 'skills/team/c', line: 1, column: 1 },
      ],
    },
  ],
});
