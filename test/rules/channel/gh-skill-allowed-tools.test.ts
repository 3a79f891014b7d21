import { channelGhSkillAllowedTools } from '../../../src/rules/channel/gh-skill-allowed-tools.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const gh = { channels: ['gh-skill'] };
const skill = (extra: string) => ({ 'skills/demo/SKILL.md': validSkillMd('demo', { extraFrontmatter: extra }) });

ruleTester(channelGhSkillAllowedTools, {
  valid: [
    { name: 'a space-separated string', tree: skill('allowed-tools: Read Grep'), config: gh },
    { name: 'no allowed-tools', tree: { 'skills/demo/SKILL.md': validSkillMd('demo') }, config: gh },
    { name: 'a list without the gh-skill channel: no channel refuses it', tree: skill('allowed-tools: [Read, Grep]') },
    { name: 'a list with other channels only', tree: skill('allowed-tools: [Read, Grep]'), config: { channels: ['cursor'] } },
  ],
  invalid: [
    {
      name: 'a flow list',
      tree: skill('allowed-tools: [Read, Grep]'),
      config: gh,
      errors: [{ messageId: 'notString', data: { kind: 'a list' }, line: 8, column: 1 }],
    },
    {
      name: 'a block list',
      tree: skill('allowed-tools:\n  - Read\n  - Grep'),
      config: gh,
      errors: [{ messageId: 'notString', data: { kind: 'a list' }, line: 8, column: 1 }],
    },
    {
      name: 'a map',
      tree: skill('allowed-tools:\n  read: yes'),
      config: gh,
      errors: [{ messageId: 'notString', data: { kind: 'a map' }, line: 8, column: 1 }],
    },
  ],
});
