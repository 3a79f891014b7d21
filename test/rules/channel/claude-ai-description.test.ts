import { channelClaudeAiDescription } from '../../../src/rules/channel/claude-ai-description.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const zip = { targets: [{ type: 'zip', output: 'dist/skills' }] };

function withDescription(description: string): string {
  return validSkillMd('demo').replace(/^description: .*$/m, `description: ${JSON.stringify(description)}`);
}

ruleTester(channelClaudeAiDescription, {
  valid: [
    { name: 'plain words', tree: { 'skills/demo/SKILL.md': withDescription('Formats reports. Use when a report is due.') }, config: zip },
    {
      name: 'a comparison is not a tag',
      tree: { 'skills/demo/SKILL.md': withDescription('Flags values where a < b or x > 3.') },
      config: zip,
    },
    { name: 'a heart is not a tag', tree: { 'skills/demo/SKILL.md': withDescription('Replies kindly <3 when thanked.') }, config: zip },
    { name: 'a tag without a zip target', tree: { 'skills/demo/SKILL.md': withDescription('Wraps output in <result> tags.') } },
  ],
  invalid: [
    {
      name: 'an opening tag',
      tree: { 'skills/demo/SKILL.md': withDescription('Wraps output in <result> tags.') },
      config: zip,
      errors: [{ messageId: 'tag', data: { tag: '<result>' }, line: 3, column: 14 }],
    },
    {
      name: 'a closing tag with an attribute-less empty element before it',
      tree: { 'skills/demo/SKILL.md': withDescription('Ends with </answer> always.') },
      config: zip,
      errors: [{ messageId: 'tag', data: { tag: '</answer>' }, line: 3, column: 14 }],
    },
  ],
});
