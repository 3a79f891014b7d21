// filesystem/unreadable-file: every entry's type and bytes could be read (real cases on disk: test/fs/hostile-tree.test.ts).
import { filesystemUnreadableFile } from '../../../src/rules/filesystem/unreadable-file.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const a = { 'skills/a/SKILL.md': validSkillMd('a') };

ruleTester(filesystemUnreadableFile, {
  valid: [{ name: 'readable files', tree: { ...a, 'skills/a/notes.md': 'x' } }],
  invalid: [
    {
      name: 'an entry whose type could not be read',
      tree: { ...a, 'skills/a/odd.md': { kind: 'unreadable' } },
      errors: [
        {
          messageId: 'unreadable',
          data: {
            file: 'skills/a/odd.md',
            detail: 'its type could not be read: its name is not valid UTF-8, its path is too long, or it is not accessible',
          },
          file: 'skills/a/odd.md',
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});

// A file that changed between stat and read (a live disk only): the loader's read problem, reported.
ruleTester(filesystemUnreadableFile, {
  valid: [{ name: 'a file read whole', tree: { ...a, 'skills/a/notes.md': 'x' } }],
  invalid: [
    {
      name: 'a file that grew while it was read',
      tree: { ...a, 'skills/a/notes.md': 'x' },
      asLoaded: (catalog) => ({
        ...catalog,
        skills: catalog.skills.map((skill) => ({
          ...skill,
          readProblems: [{ file: 'skills/a/notes.md', reason: 'changed' as const, detail: 'its size changed from 1 to 9 bytes' }],
        })),
      }),
      errors: [
        {
          messageId: 'changed',
          data: { file: 'skills/a/notes.md', detail: 'its size changed from 1 to 9 bytes' },
          file: 'skills/a/notes.md',
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});
