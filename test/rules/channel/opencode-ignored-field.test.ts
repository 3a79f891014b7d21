import { channelOpencodeIgnoredField } from '../../../src/rules/channel/opencode-ignored-field.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const opencode = { channels: ['opencode'], extends: 'skillpack:recommended' };
const skill = (extra: string) => ({ 'skills/demo/SKILL.md': validSkillMd('demo', { extraFrontmatter: extra }) });

ruleTester(channelOpencodeIgnoredField, {
  valid: [
    { name: 'the five fields OpenCode recognises', tree: skill('compatibility: Needs git'), config: opencode },
    {
      name: 'a host field without the opencode channel',
      tree: skill('disable-model-invocation: true'),
      config: { extends: 'skillpack:recommended', channels: ['skills-cli'] },
    },
    { name: "a field nobody defines is frontmatter/unknown-field's", tree: skill('colour: blue'), config: opencode },
  ],
  invalid: [
    {
      name: 'disable-model-invocation, which OpenCode ignores',
      tree: skill('disable-model-invocation: true'),
      config: opencode,
      errors: [{ messageId: 'ignored', data: { field: 'disable-model-invocation' }, line: 8, column: 1 }],
    },
    {
      name: 'allowed-tools and a host field, one finding each',
      tree: skill('allowed-tools: Read\nuser-invocable: false'),
      config: opencode,
      errors: [
        { messageId: 'ignored', data: { field: 'allowed-tools' }, line: 8, column: 1 },
        { messageId: 'ignored', data: { field: 'user-invocable' }, line: 9, column: 1 },
      ],
    },
  ],
});
