// generated/stale-target: linting sources never reports it, however stale the target files are;
// `skillpack build` and `skillpack check` do (test/targets/targets-cli.test.ts).
import { staleTarget } from '../../../src/rules/generated/stale-target.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

ruleTester(staleTarget, {
  valid: [
    {
      name: 'targets configured and none of their files written',
      tree: { 'skills/demo/SKILL.md': validSkillMd('demo') },
      config: { targets: [{ type: 'claude-plugin' }, { type: 'zip', output: 'dist/skills' }] },
    },
    {
      name: 'a hand-edited plugin manifest beside the sources',
      tree: { 'skills/demo/SKILL.md': validSkillMd('demo'), '.claude-plugin/plugin.json': '{"name":"edited"}\n' },
      config: { targets: [{ type: 'claude-plugin' }] },
    },
  ],
  invalid: [],
});
