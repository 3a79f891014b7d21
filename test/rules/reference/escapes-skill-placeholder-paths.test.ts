// reference/escapes-skill: a `..` after a host placeholder for the skill directory leaves the skill.
import { referenceEscapesSkill } from '../../../src/rules/reference/escapes-skill.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body } from './skill.js';

const escapes = (target: string, column: number, line = 11) => ({
  messageId: 'escapes',
  data: { target },
  line,
  column,
  severity: 'error' as const,
});

ruleTester(referenceEscapesSkill, {
  valid: [
    { name: 'a placeholder path that stays inside', tree: body('Run `${CLAUDE_SKILL_DIR}/scripts/../scripts/run.txt`.') },
    { name: "a parent path without placeholder is the user's", tree: body('Compare with `../shared/notes.md` in your repository.') },
  ],
  invalid: [
    {
      name: "a sibling skill's file in a code span",
      tree: body('When stuck, follow `${CLAUDE_SKILL_DIR}/../shared-skill/fallback.md` step by step.'),
      errors: [escapes('${CLAUDE_SKILL_DIR}/../shared-skill/fallback.md', 21)],
    },
    {
      name: 'a parent script in a command block',
      tree: body('```bash\nnode {baseDir}/../tools/check.mjs\n```'),
      errors: [escapes('{baseDir}/../tools/check.mjs', 6, 12)],
    },
  ],
});
