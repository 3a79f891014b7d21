import { channelClaudeAiName } from '../../../src/rules/channel/claude-ai-name.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const zip = { targets: [{ type: 'zip', output: 'dist/skills' }] };

ruleTester(channelClaudeAiName, {
  valid: [
    { name: 'an ordinary name with a zip target', tree: { 'skills/writing-helper/SKILL.md': validSkillMd('writing-helper') }, config: zip },
    {
      name: 'a reserved word without a zip target: no channel refuses it',
      tree: { 'skills/claude-helper/SKILL.md': validSkillMd('claude-helper') },
    },
    { name: 'a word that only resembles one', tree: { 'skills/clause-parser/SKILL.md': validSkillMd('clause-parser') }, config: zip },
  ],
  invalid: [
    {
      name: '"claude" inside the name',
      tree: { 'skills/claude-helper/SKILL.md': validSkillMd('claude-helper') },
      config: zip,
      errors: [{ messageId: 'reserved', data: { name: 'claude-helper', word: 'claude' }, line: 2, column: 7 }],
    },
    {
      name: '"anthropic" at the end',
      tree: { 'skills/api-anthropic/SKILL.md': validSkillMd('api-anthropic') },
      config: zip,
      errors: [{ messageId: 'reserved', data: { name: 'api-anthropic', word: 'anthropic' }, line: 2, column: 7 }],
    },
  ],
});
