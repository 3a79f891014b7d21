// filesystem/hidden-file: no dotfile or dot-directory ships (on disk: test/fs/hostile-tree.test.ts).
import { filesystemHiddenFile } from '../../../src/rules/filesystem/hidden-file.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const a = { 'skills/a/SKILL.md': validSkillMd('a') };

ruleTester(filesystemHiddenFile, {
  valid: [
    { name: 'a dot inside a name', tree: { ...a, 'skills/a/notes.v2.md': 'x' } },
    // OS debris is excluded by default (DESIGN "Profiles and files"); the invalid table holds it with the list off.
    { name: '.DS_Store, excluded by default', tree: { ...a, 'skills/a/.DS_Store': 'junk', 'skills/a/x/Thumbs.db': 'junk' } },
  ],
  invalid: [
    {
      name: 'a dotfile',
      tree: { ...a, 'skills/a/.env.example': 'junk' },
      errors: [{ messageId: 'file', data: { file: 'skills/a/.env.example' }, file: 'skills/a/.env.example', line: 1, column: 1 }],
    },
    {
      name: '.DS_Store with "excludeDefaults": false',
      tree: { ...a, 'skills/a/.DS_Store': 'junk' },
      config: { excludeDefaults: false },
      errors: [{ messageId: 'file', data: { file: 'skills/a/.DS_Store' }, file: 'skills/a/.DS_Store', line: 1, column: 1 }],
    },
    {
      name: 'a dot-directory, not walked',
      tree: { ...a, 'skills/a/.git/config': '[core]' },
      errors: [{ messageId: 'directory', data: { file: 'skills/a/.git' }, file: 'skills/a/.git', line: 1, column: 1 }],
    },
  ],
});
