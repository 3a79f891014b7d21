// reference/unresolved: paths written from a host placeholder for the skill directory are the skill's own, whatever their first directory.
import { referenceUnresolved } from '../../../src/rules/reference/unresolved.js';
import { ruleTester } from '../../support/rule-tester.js';
import { body } from './skill.js';

const unresolved = (target: string, path: string, column: number, line = 11) => ({
  messageId: 'unresolved',
  data: { target, path, hint: '' },
  line,
  column,
  severity: 'error' as const,
});

ruleTester(referenceUnresolved, {
  valid: [
    {
      name: 'a top-level file named from the placeholder, present',
      tree: body('Read `${CLAUDE_SKILL_DIR}/guide.md` before you start.', { 'guide.md': '# Guide\n' }),
    },
    {
      name: 'double-brace baseDir before a script that ships',
      tree: body('```bash\npython3 {{baseDir}}/scripts/run.txt --check\n```'),
    },
    { name: 'a glob after the placeholder', tree: body('Allow `node ${CLAUDE_SKILL_DIR}/scripts/*` in the host.') },
    { name: 'an angle-bracket blank after the placeholder', tree: body('Save it as `${CLAUDE_SKILL_DIR}/state/run-<id>.yaml`.') },
    { name: 'the placeholder and a bare directory', tree: body('Scripts live in `{baseDir}/scripts/`.') },
    {
      name: 'a placeholder path in a language sample is the sample',
      tree: body('```python\nopen(f"{baseDir}/data/missing.csv")\n```'),
    },
  ],
  invalid: [
    {
      name: 'a top-level helper in a command block',
      tree: body('```bash\npython3 ${CLAUDE_SKILL_DIR}/helper.py status\n```'),
      errors: [unresolved('${CLAUDE_SKILL_DIR}/helper.py', 'helper.py', 9, 12)],
    },
    {
      name: 'a notes file in a code span',
      tree: body('Apply each rule in `${CLAUDE_SKILL_DIR}/rules.md`.'),
      errors: [unresolved('${CLAUDE_SKILL_DIR}/rules.md', 'rules.md', 21)],
    },
    {
      name: 'double-brace baseDir before a missing script',
      tree: body('Run `python3 {{baseDir}}/scripts/fetch.py` once.'),
      errors: [unresolved('{{baseDir}}/scripts/fetch.py', 'scripts/fetch.py', 14)],
    },
    {
      name: 'single-brace baseDir before a missing top-level file, quoted in a command',
      tree: body('```sh\nbash "{baseDir}/setup.sh"\n```'),
      errors: [unresolved('{baseDir}/setup.sh', 'setup.sh', 7, 12)],
    },
  ],
});
