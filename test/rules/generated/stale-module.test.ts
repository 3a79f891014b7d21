// generated/stale-module: linting sources never reports it, however stale the committed module is;
// `skillpack check` does (test/cli/build-check.test.ts, test/cli/split-layout.test.ts).
import { staleModule } from '../../../src/rules/generated/stale-module.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

ruleTester(staleModule, {
  valid: [
    { name: 'a skill and no generated module', tree: { 'skills/demo/SKILL.md': validSkillMd('demo') } },
    { name: 'a hand-edited module beside the sources', tree: { 'skills/demo/SKILL.md': validSkillMd('demo'), 'generated/skills.ts': '// edited by hand\nexport const skills = [];\n' } },
    { name: 'a module left from a removed skill', tree: { 'skills/demo/SKILL.md': validSkillMd('demo'), 'generated/skills.ts': 'export const skills = ["old"];\n', 'generated/texts/old.ts': 'export default {};\n' } },
  ],
  invalid: [],
});
