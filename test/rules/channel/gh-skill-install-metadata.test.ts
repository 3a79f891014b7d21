import { channelGhSkillInstallMetadata } from '../../../src/rules/channel/gh-skill-install-metadata.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const gh = { channels: ['gh-skill'] };
const skill = (extra: string) => ({ 'skills/demo/SKILL.md': validSkillMd('demo', { extraFrontmatter: extra }) });
const treeSha = 'f'.repeat(40);

ruleTester(channelGhSkillInstallMetadata, {
  valid: [
    { name: 'metadata without install keys', tree: skill('  owner: docs-team'), config: gh },
    { name: 'a key that only mentions github', tree: skill('  source-github: acme/skills'), config: gh },
    { name: 'install keys without the gh-skill channel', tree: skill('  github-repo: https://github.com/acme/skills') },
    { name: 'a top-level field, not metadata', tree: skill('github-repo: acme/skills'), config: gh },
  ],
  invalid: [
    {
      name: 'the keys gh skill install writes',
      tree: skill(`  github-repo: https://github.com/acme/skills\n  github-tree-sha: "${treeSha}"\n  github-path: skills/demo`),
      config: gh,
      errors: [
        { messageId: 'installKey', data: { key: 'github-repo' }, line: 8, column: 3 },
        { messageId: 'installKey', data: { key: 'github-tree-sha' }, line: 9, column: 3 },
        { messageId: 'installKey', data: { key: 'github-path' }, line: 10, column: 3 },
      ],
    },
    {
      name: 'a pin gh skill recorded',
      tree: skill('  github-pinned: v1.0.0'),
      config: gh,
      errors: [{ messageId: 'installKey', data: { key: 'github-pinned' }, line: 8, column: 3 }],
    },
  ],
});
