// allowlist/missing-skill: every allowlist entry is a directory holding a SKILL.md.
import { allowlistMissingSkill } from '../../../src/rules/allowlist/missing-skill.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const a = { 'skills/a/SKILL.md': validSkillMd('a') };

ruleTester(allowlistMissingSkill, {
  valid: [{ name: 'every entry has its skill', tree: a }],
  invalid: [
    {
      name: 'a directory that does not exist',
      tree: a,
      config: {
        skills: [
          { path: 'a', tools: [] },
          { path: 'gone', tools: [] },
        ],
      },
      errors: [{ messageId: 'missingDir', data: { path: 'gone', dir: 'skills/gone' }, file: 'skills/gone', line: 1, column: 1 }],
    },
    {
      name: 'a directory without SKILL.md',
      tree: { ...a, 'skills/empty/notes.md': 'x' },
      config: {
        skills: [
          { path: 'a', tools: [] },
          { path: 'empty', tools: [] },
        ],
      },
      errors: [{ messageId: 'missingMarker', data: { path: 'empty' }, file: 'skills/empty/SKILL.md', line: 1, column: 1 }],
    },
    {
      name: 'a missing root, once',
      tree: { 'other/a/SKILL.md': validSkillMd('a') },
      config: { skills: [{ path: 'a', tools: [] }] },
      errors: [{ messageId: 'missingRoot', data: { root: 'skills', state: 'does not exist' }, file: 'skills', line: 1, column: 1 }],
    },
  ],
});

// An allowlisted path that is something other than a directory.
ruleTester(allowlistMissingSkill, {
  valid: [{ name: 'a real directory with its SKILL.md', tree: { ...a, 'skills/b/SKILL.md': validSkillMd('b') } }],
  invalid: [
    {
      name: 'an allowlisted path that is a file',
      tree: { ...a, 'skills/b': 'not a directory' },
      config: {
        skills: [
          { path: 'a', tools: [] },
          { path: 'b', tools: [] },
        ],
      },
      errors: [{ messageId: 'notDirectory', data: { path: 'b', kind: 'is a file' }, file: 'skills/b', line: 1, column: 1 }],
    },
  ],
});
