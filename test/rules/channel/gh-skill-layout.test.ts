import { channelGhSkillLayout } from '../../../src/rules/channel/gh-skill-layout.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const gh = { channels: ['gh-skill'] };

ruleTester(channelGhSkillLayout, {
  valid: [
    { name: 'skills/<name>', tree: { 'skills/demo/SKILL.md': validSkillMd('demo') }, config: gh },
    { name: 'skills/<scope>/<name>', tree: { 'skills/acme/demo/SKILL.md': validSkillMd('demo') }, config: gh },
    {
      name: 'plugins/<scope>/skills/<name>',
      tree: { 'plugins/acme/skills/demo/SKILL.md': validSkillMd('demo') },
      config: { ...gh, root: 'plugins', skills: ['acme/skills/demo'] },
    },
    {
      name: 'a hidden root without the gh-skill channel',
      tree: { '.claude/skills/demo/SKILL.md': validSkillMd('demo') },
      config: { root: '.claude/skills' },
    },
  ],
  invalid: [
    {
      name: 'the Claude Code project directory',
      tree: { '.claude/skills/demo/SKILL.md': validSkillMd('demo') },
      config: { ...gh, root: '.claude/skills' },
      errors: [{ messageId: 'notFound', data: { dir: '.claude/skills/demo' }, file: '.claude/skills/demo/SKILL.md', line: 1, column: 1 }],
    },
    {
      name: 'nested one level too deep under skills',
      tree: { 'skills/acme/tools/demo/SKILL.md': validSkillMd('demo') },
      config: gh,
      errors: [{ messageId: 'notFound', data: { dir: 'skills/acme/tools/demo' }, line: 1, column: 1 }],
    },
    {
      name: 'a root gh skill does not scan',
      tree: { 'agent-skills/demo/SKILL.md': validSkillMd('demo') },
      config: { ...gh, root: 'agent-skills' },
      errors: [{ messageId: 'notFound', data: { dir: 'agent-skills/demo' }, line: 1, column: 1 }],
    },
  ],
});
