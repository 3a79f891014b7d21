// config/unmatched-override: every override pattern matches a file under the skills root, the
// generated module or the secret allowlist.
import { configUnmatchedOverride } from '../../../src/rules/config/unmatched-override.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const tree = { 'skills/legacy/SKILL.md': validSkillMd('legacy'), 'skills/legacy/notes.md': 'x', 'skills/v2/SKILL.md': validSkillMd('v2') };
const overrides = (...files: string[]) => ({ overrides: [{ files, rules: { 'body/length': 'error' } }] });

ruleTester(configUnmatchedOverride, {
  valid: [
    { name: 'no overrides', tree },
    { name: 'a pattern over skill files', tree, config: overrides('skills/legacy/**') },
    { name: 'alternatives and a character class', tree, config: overrides('skills/{legacy,old}/*.md', 'skills/v[12]/SKILL.md') },
    { name: 'the generated module', tree, config: overrides('generated/skills.ts') },
  ],
  invalid: [
    {
      name: 'a misspelt directory',
      tree,
      config: overrides('skills/legacy/**', 'skill/legacy/**'),
      errors: [
        {
          messageId: 'unmatched',
          data: { pattern: 'skill/legacy/**', where: '$.overrides[0].files[1]' },
          file: 'skillpack.config.json',
          line: 1,
          column: 1,
          severity: 'warning',
        },
      ],
    },
    {
      name: 'a class that matches no skill',
      tree,
      config: overrides('skills/v[34]/**'),
      errors: [{ messageId: 'unmatched', data: { pattern: 'skills/v[34]/**', where: '$.overrides[0].files[0]' }, line: 1, column: 1 }],
    },
  ],
});
