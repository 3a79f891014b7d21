import { channelCursorIgnoredField } from '../../../src/rules/channel/cursor-ignored-field.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const cursor = { channels: ['cursor'], extends: 'skillpack:recommended' };
const skill = (extra: string) => ({ 'skills/demo/SKILL.md': validSkillMd('demo', { extraFrontmatter: extra }) });

ruleTester(channelCursorIgnoredField, {
  valid: [
    { name: 'the spec fields only', tree: { 'skills/demo/SKILL.md': validSkillMd('demo') }, config: cursor },
    { name: 'disable-model-invocation, which Cursor documents', tree: skill('disable-model-invocation: true'), config: cursor },
    {
      name: 'allowed-tools without the cursor channel',
      tree: skill('allowed-tools: Read Grep'),
      config: { extends: 'skillpack:recommended' },
    },
    { name: "a field nobody defines is frontmatter/unknown-field's", tree: skill('colour: blue'), config: cursor },
  ],
  invalid: [
    {
      name: 'allowed-tools',
      tree: skill('allowed-tools: Read Grep'),
      config: cursor,
      errors: [{ messageId: 'ignored', data: { field: 'allowed-tools' }, line: 8, column: 1 }],
    },
    {
      name: "Claude Code's paths",
      tree: skill('paths: "src/**"'),
      config: cursor,
      errors: [{ messageId: 'ignored', data: { field: 'paths' }, line: 8, column: 1 }],
    },
  ],
});
