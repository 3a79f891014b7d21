// bounds/path-collision: no two file paths of a skill differ only by case or Unicode normalisation.
import { boundsPathCollision } from '../../../src/rules/bounds/path-collision.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const base = { 'skills/a/SKILL.md': validSkillMd('a') };

ruleTester(boundsPathCollision, {
  valid: [{ name: 'distinct names', tree: { ...base, 'skills/a/notes.md': 'x', 'skills/a/notes-2.md': 'y' } }],
  invalid: [
    {
      name: 'paths that differ only by case',
      tree: { ...base, 'skills/a/Notes.md': 'x', 'skills/a/notes.md': 'y' },
      errors: [
        { messageId: 'collision', data: { file: 'skills/a/notes.md', other: 'skills/a/Notes.md', how: 'letter case' }, line: 1, column: 1 },
      ],
    },
    {
      name: 'paths that differ only by normalisation',
      tree: { ...base, 'skills/a/caf\u00e9.md': 'x', 'skills/a/cafe\u0301.md': 'y' },
      errors: [
        {
          messageId: 'collision',
          data: { file: 'skills/a/caf\u00e9.md', other: 'skills/a/cafe\u0301.md', how: 'Unicode normalisation' },
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});
