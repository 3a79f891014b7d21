// generated/left-out: linting sources never reports it; `build` and `check` do, from what the package
// cannot hold (test/packaging/nothing-lost.test.ts).
import { leftOut } from '../../../src/rules/generated/left-out.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

ruleTester(leftOut, {
  valid: [
    { name: 'a skill that ships', tree: { 'skills/demo/SKILL.md': validSkillMd('demo') } },
    { name: 'a script beside a skill whose entry does not opt in', tree: { 'skills/demo/SKILL.md': validSkillMd('demo'), 'skills/demo/run.sh': 'echo hi\n' } },
  ],
  invalid: [],
});
